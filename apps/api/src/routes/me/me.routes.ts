import { createRoute, z } from '@hono/zod-openapi';
import { bearerSecurity, errorResponses, jsonResponse } from '../../lib/responses.js';

export const MeSchema = z
  .object({
    uid: z.string(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    isStaff: z.boolean(),
    firstSeenAt: z.string(),
    lastSeenAt: z.string(),
  })
  .openapi('Me');

const tags = ['me'];

export const getMe = createRoute({
  method: 'get',
  path: '/me',
  tags,
  security: bearerSecurity,
  summary: 'The signed-in user; records when they were first and last seen',
  responses: {
    200: jsonResponse(MeSchema, 'The signed-in user'),
    ...errorResponses(401),
  },
});

export const deleteMe = createRoute({
  method: 'delete',
  path: '/me',
  tags,
  security: bearerSecurity,
  summary: 'Delete the account: listener profile, saved soundbites, follows and the sign-in account',
  responses: {
    204: { description: 'Deleted' },
    ...errorResponses(401),
  },
});
