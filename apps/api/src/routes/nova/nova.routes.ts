import { createRoute, z } from '@hono/zod-openapi';
import { pageQueryFields, pageSchema } from '../../lib/pagination.js';
import { bearerSecurity, errorResponses, jsonResponse } from '../../lib/responses.js';
import { PodcastSummarySchema, PublicSoundbiteSchema, SoundbiteIdParamSchema, UuidParamSchema } from '../../lib/schemas.js';

export const NovaSoundbiteSchema = PublicSoundbiteSchema.extend({
  saved: z.boolean(),
  followingPodcast: z.boolean(),
}).openapi('NovaSoundbite');

export const NovaSoundbitePageSchema = pageSchema(NovaSoundbiteSchema, 'NovaSoundbitePage');

export const NovaFollowsSchema = z.object({ items: z.array(PodcastSummarySchema) }).openapi('NovaFollows');

const tags = ['nova'];
const pageQuery = z.object(pageQueryFields);

export const getFeed = createRoute({
  method: 'get',
  path: '/nova/feed',
  tags,
  security: bearerSecurity,
  summary: 'Published soundbites: followed podcasts first, then the newest',
  request: { query: pageQuery },
  responses: {
    200: jsonResponse(NovaSoundbitePageSchema, 'A page of the feed'),
    ...errorResponses(400, 401, 403),
  },
});

export const listSaved = createRoute({
  method: 'get',
  path: '/nova/saved',
  tags,
  security: bearerSecurity,
  summary: 'Saved soundbites that are still published, most recently saved first',
  request: { query: pageQuery },
  responses: {
    200: jsonResponse(NovaSoundbitePageSchema, 'A page of saved soundbites'),
    ...errorResponses(400, 401, 403),
  },
});

export const saveSoundbite = createRoute({
  method: 'put',
  path: '/nova/saved/{id}',
  tags,
  security: bearerSecurity,
  summary: 'Save a published soundbite (saving twice is fine)',
  request: { params: SoundbiteIdParamSchema },
  responses: {
    204: { description: 'Saved' },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const unsaveSoundbite = createRoute({
  method: 'delete',
  path: '/nova/saved/{id}',
  tags,
  security: bearerSecurity,
  summary: 'Forget a saved soundbite',
  request: { params: SoundbiteIdParamSchema },
  responses: {
    204: { description: 'No longer saved' },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const listFollows = createRoute({
  method: 'get',
  path: '/nova/follows',
  tags,
  security: bearerSecurity,
  summary: 'Followed podcasts',
  responses: {
    200: jsonResponse(NovaFollowsSchema, 'Followed podcasts, most recent first'),
    ...errorResponses(401, 403),
  },
});

export const followPodcast = createRoute({
  method: 'put',
  path: '/nova/follows/{id}',
  tags,
  security: bearerSecurity,
  summary: 'Follow a podcast (following twice is fine)',
  request: { params: UuidParamSchema },
  responses: {
    204: { description: 'Following' },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const unfollowPodcast = createRoute({
  method: 'delete',
  path: '/nova/follows/{id}',
  tags,
  security: bearerSecurity,
  summary: 'Stop following a podcast',
  request: { params: UuidParamSchema },
  responses: {
    204: { description: 'Not following' },
    ...errorResponses(400, 401, 403, 404),
  },
});
