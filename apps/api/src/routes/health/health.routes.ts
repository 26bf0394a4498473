import { createRoute, z } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/errors.js';
import { jsonResponse } from '../../lib/responses.js';

export const HealthSchema = z.object({ status: z.literal('ok') }).openapi('Health');

export const getHealth = createRoute({
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: 'Liveness: answers while the process can serve requests',
  responses: {
    200: { description: 'The API is up', content: { 'application/json': { schema: HealthSchema } } },
  },
});

export const ReadySchema = z.object({ status: z.literal('ready') }).openapi('Ready');

export const getReady = createRoute({
  method: 'get',
  path: '/ready',
  tags: ['system'],
  summary: 'Readiness: the database answers and the process is not shutting down',
  responses: {
    200: jsonResponse(ReadySchema, 'Send traffic here'),
    503: jsonResponse(ErrorBodySchema, 'Not now: the database does not answer, or the process is draining after SIGTERM'),
  },
});
