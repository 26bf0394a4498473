import { createRoute, z } from '@hono/zod-openapi';
import { pageQueryFields, pageSchema } from '../../lib/pagination.js';
import { bearerSecurity, errorResponses, jsonResponse } from '../../lib/responses.js';
import { AuditEventSchema } from '../../lib/schemas.js';

export const AuditPageSchema = pageSchema(AuditEventSchema, 'AuditPage');

const tags = ['audit'];

export const listAuditEvents = createRoute({
  method: 'get',
  path: '/ops/audit',
  tags,
  security: bearerSecurity,
  summary: 'Audit events, newest first; filter by record to see its history',
  request: {
    query: z.object({
      ...pageQueryFields,
      recordType: z.string().trim().min(1).max(50).optional().openapi({ example: 'soundbite' }),
      recordId: z.string().trim().min(1).max(100).optional(),
      actorUid: z.string().trim().min(1).max(128).optional(),
    }),
  },
  responses: {
    200: jsonResponse(AuditPageSchema, 'A page of audit events'),
    ...errorResponses(400, 401, 403),
  },
});
