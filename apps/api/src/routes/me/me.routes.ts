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

export const AccountDeletionSchema = z
  .object({
    identityAccount: z.enum(['deleted', 'pending']).openapi({
      description: 'pending: the data is gone but the sign-in account could not be deleted yet; the server retries until it succeeds',
    }),
    removed: z
      .object({
        profile: z.number().int(),
        savedSoundbites: z.number().int(),
        followedPodcasts: z.number().int(),
        supportRequests: z.number().int(),
      })
      .openapi({ description: 'How many rows of each kind were deleted' }),
  })
  .openapi('AccountDeletion');

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
  summary: 'Delete the account: profile, saved soundbites, follows, support requests sent while signed in, then the sign-in account',
  description:
    'Needs a sign-in within the last 5 minutes (401 requires_recent_login otherwise). If the identity provider fails, the data is still deleted, the answer is 202, and the server retries the sign-in account until it is gone.',
  responses: {
    200: jsonResponse(AccountDeletionSchema, 'Everything is deleted'),
    202: jsonResponse(AccountDeletionSchema, 'The data is deleted; the sign-in account will be deleted by a retry'),
    ...errorResponses(401),
  },
});
