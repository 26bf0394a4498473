import { EMAIL_ADDRESS_PATTERN } from '@soundbites/config';
import { createRoute, z } from '@hono/zod-openapi';
import { supportStatus } from '../../db/schema.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/responses.js';

export const SupportTopicSchema = z.enum(['account', 'content', 'bug', 'other']).openapi('SupportTopic');

export const SupportRequestCreateSchema = z
  .object({
    email: z.email({ pattern: EMAIL_ADDRESS_PATTERN }).openapi({ description: 'At most 64 characters before the @ and 254 in all' }),
    topic: SupportTopicSchema,
    message: z.string().trim().min(10).max(5000),
  })
  .openapi('SupportRequestCreate');

export const SupportRequestReceiptSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(supportStatus.enumValues),
    createdAt: z.string(),
  })
  .openapi('SupportRequestReceipt');

export const createSupportRequest = createRoute({
  method: 'post',
  path: '/support',
  tags: ['support'],
  summary: 'Send a message to support (rate-limited per client and e-mail)',
  description: 'Anyone may send one. With a bearer token the request is linked to the signed-in user, so deleting the account deletes it.',
  request: { body: jsonBody(SupportRequestCreateSchema) },
  responses: {
    201: jsonResponse(SupportRequestReceiptSchema, 'Stored; support will answer by e-mail'),
    ...errorResponses(400, 401, 413, 429),
  },
});
