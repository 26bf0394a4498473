import { SEARCH_QUERY_MAX_LENGTH } from '@soundbites/config';
import { createRoute, z } from '@hono/zod-openapi';
import { pageQueryFields, pageSchema } from '../../lib/pagination.js';
import { bearerSecurity, errorResponses, jsonResponse } from '../../lib/responses.js';
import { PodcastSummarySchema, PublicSoundbiteSchema, SoundbiteIdParamSchema, UuidParamSchema } from '../../lib/schemas.js';

export const NovaSoundbiteSchema = PublicSoundbiteSchema.extend({
  saved: z.boolean(),
  followingPodcast: z.boolean(),
}).openapi('NovaSoundbite');

export const UnsavedSchema = z
  .object({ savedAt: z.string().datetime({ offset: true }).nullable().openapi({ description: 'Null when it was not saved' }) })
  .openapi('Unsaved');

export const NovaSoundbitePageSchema = pageSchema(NovaSoundbiteSchema, 'NovaSoundbitePage');

export const NovaFollowsSchema = z.object({ items: z.array(PodcastSummarySchema) }).openapi('NovaFollows');

export const NovaPodcastHitSchema = PodcastSummarySchema.extend({
  soundbiteCount: z.number().int().openapi({ description: 'Published soundbites' }),
}).openapi('NovaPodcastHit');

export const NovaPersonSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    imageUrl: z.string().nullable(),
    podcasts: z.array(z.object({ id: z.uuid(), title: z.string() })).openapi({ description: 'Podcasts they appear in (up to 5)' }),
  })
  .openapi('NovaPerson');

/** An episode as listeners see it: it can be heard whole, and plays its published soundbites. */
const NovaEpisodeSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    publishedAt: z.string().nullable(),
    durationSeconds: z.number().nullable(),
    soundbiteCount: z.number().int().openapi({ description: 'Published soundbites' }),
  })
  .openapi('NovaEpisode');

export const NovaEpisodePageSchema = pageSchema(NovaEpisodeSchema, 'NovaEpisodePage');

export const NovaEpisodeHitSchema = NovaEpisodeSchema.extend({ podcast: PodcastSummarySchema }).openapi('NovaEpisodeHit');

export const NovaSearchResultSchema = z
  .object({
    query: z.string(),
    correctedQuery: z.string().nullable().openapi({
      description:
        'When the query as typed found nothing: the query with its unknown words replaced by similar known ones, which the results answer',
    }),
    soundbites: z.array(NovaSoundbiteSchema),
    podcasts: z.array(NovaPodcastHitSchema),
    episodes: z.array(NovaEpisodeHitSchema).openapi({
      description: 'Episodes of listed podcasts with a word of the query in their title, the rest in it or the podcast’s, newest first',
    }),
    people: z.array(NovaPersonSchema),
  })
  .openapi('NovaSearchResult');

export const NovaPodcastSchema = z
  .object({
    podcast: PodcastSummarySchema.extend({
      description: z.string().nullable().openapi({ description: 'Sanitized HTML' }),
      link: z.string().nullable(),
      following: z.boolean(),
    }),
    soundbites: z.array(NovaSoundbiteSchema),
    episodes: z.array(NovaEpisodeSchema).openapi({
      description: 'The newest episodes (at most 50); the rest from GET /api/nova/podcasts/{id}/episodes',
    }),
    episodeCount: z.number().int().openapi({ description: 'All of its episodes' }),
  })
  .openapi('NovaPodcast');

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
  request: {
    params: SoundbiteIdParamSchema,
    query: z.object({
      savedAt: z
        .string()
        .datetime({ offset: true })
        .refine((value) => Date.parse(value) <= Date.now(), 'savedAt cannot be in the future')
        .optional()
        .openapi({ description: 'When it was first saved, to put it back in its place (Undo after unsaving); now if left out' }),
    }),
  },
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
    200: jsonResponse(UnsavedSchema, 'No longer saved; when it had been saved, for an Undo that puts it back in its place'),
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

export const search = createRoute({
  method: 'get',
  path: '/nova/search',
  tags,
  security: bearerSecurity,
  summary: 'Search what listeners may see: published soundbites, listed podcasts, their episodes and the people in them',
  description:
    'Every word must match (titles, podcast and episode names, people, words said). A query that finds nothing is tried once more with its unknown words corrected (see correctedQuery). Never returns drafts, hidden records or staff fields.',
  request: {
    query: z.object({
      q: z.string().trim().min(1, 'Type something to search for').max(SEARCH_QUERY_MAX_LENGTH),
      limit: z.coerce.number().int().min(1).max(50).default(20),
    }),
  },
  responses: {
    200: jsonResponse(NovaSearchResultSchema, 'Matches of each kind'),
    ...errorResponses(400, 401, 403),
  },
});

export const getPodcast = createRoute({
  method: 'get',
  path: '/nova/podcasts/{id}',
  tags,
  security: bearerSecurity,
  summary: 'A podcast for listeners: its published soundbites and latest episodes',
  request: { params: UuidParamSchema },
  responses: {
    200: jsonResponse(NovaPodcastSchema, 'The podcast'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const listPodcastEpisodes = createRoute({
  method: 'get',
  path: '/nova/podcasts/{id}/episodes',
  tags,
  security: bearerSecurity,
  summary: 'A podcast’s episodes for listeners, newest first, a page at a time',
  request: { params: UuidParamSchema, query: pageQuery },
  responses: {
    200: jsonResponse(NovaEpisodePageSchema, 'A page of its episodes'),
    ...errorResponses(400, 401, 403, 404),
  },
});
