import { createRoute, z } from '@hono/zod-openapi';

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
