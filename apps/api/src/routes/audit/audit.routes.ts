import { SEARCH_QUERY_MAX_LENGTH } from '@soundbites/config';
import { createRoute, z } from '@hono/zod-openapi';
import { pageQueryFields, pageSchema, sortParam } from '../../lib/pagination.js';
import { bearerSecurity, errorResponses, jsonResponse } from '../../lib/responses.js';
import { AuditEventSchema } from '../../lib/schemas.js';

export const AuditPageSchema = pageSchema(AuditEventSchema, 'AuditPage');

const tags = ['audit'];

export const listAuditEvents = createRoute({
  method: 'get',
  path: '/ops/audit',
  tags,
  security: bearerSecurity,
  summary: 'Audit events, newest first unless sorted by createdAt; filter by record to see its history, or by who made them',
  request: {
    query: z.object({
      ...pageQueryFields,
      sort: sortParam(['createdAt'], '-createdAt'),
      q: z
        .string()
        .trim()
        .max(SEARCH_QUERY_MAX_LENGTH)
        .optional()
        .openapi({ description: 'Part of the e-mail address of who made the change, or of the title or name of the record changed' }),
      recordType: z.string().trim().min(1).max(50).optional().openapi({ example: 'soundbite' }),
      recordId: z.string().trim().min(1).max(100).optional(),
      actorUid: z.string().trim().min(1).max(128).optional(),
      from: z.iso.datetime({ offset: true }).optional().openapi({ description: 'Only changes made at or after this instant' }),
      to: z.iso.datetime({ offset: true }).optional().openapi({ description: 'Only changes made before this instant' }),
    }),
  },
  responses: {
    200: jsonResponse(AuditPageSchema, 'A page of audit events'),
    ...errorResponses(400, 401, 403),
  },
});
