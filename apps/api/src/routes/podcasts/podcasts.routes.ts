import { SEARCH_QUERY_MAX_LENGTH } from '@soundbites/config';
import { createRoute, z } from '@hono/zod-openapi';
import { pageQueryFields, pageSchema, sortParam } from '../../lib/pagination.js';
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../../lib/responses.js';
import { LinkedEntitySchema, PodcastSchema, PodcastStatusSchema, UuidParamSchema } from '../../lib/schemas.js';

export const PodcastListItemSchema = PodcastSchema.extend({
  episodeCount: z.number().int(),
  soundbiteCount: z.number().int(),
}).openapi('PodcastListItem');

export const PodcastPageSchema = pageSchema(PodcastListItemSchema, 'PodcastPage');

export const PodcastDetailSchema = PodcastListItemSchema.extend({
  publishedSoundbiteCount: z.number().int().openapi({ description: 'Of soundbiteCount, those listeners can hear and share now' }),
  people: z.array(LinkedEntitySchema),
}).openapi('PodcastDetail');

const httpUrl = z.url({ protocol: /^https?$/ });

export const PodcastPatchSchema = z
  .object({
    status: PodcastStatusSchema.exclude(['failing']).optional().openapi({
      description: 'Paused podcasts are not refreshed and not shown publicly; "failing" is set by refreshes only',
    }),
    title: z.string().trim().min(1).max(500).optional(),
    author: z.string().max(500).nullable().optional(),
    imageUrl: httpUrl.nullable().optional(),
    link: httpUrl.nullable().optional(),
    language: z.string().max(35).nullable().optional(),
    explicit: z.boolean().optional(),
    feedUrl: z
      .url({ protocol: /^https?$/, error: 'feedUrl must be an http or https URL' })
      .max(2048)
      .optional()
      .openapi({
        description: 'Where the feed is fetched from: for a feed that moved without saying so. Fetched afresh on the next refresh',
      }),
    acceptOtherTitle: z.boolean().optional().openapi({
      description:
        'With feedUrl: take the new address although its feed has another title (answered 409 feed_title_differs without it). Only where either feed lacks a podcast:guid, which decides otherwise',
    }),
  })
  .openapi('PodcastPatch');

const ListQuerySchema = z.object({
  ...pageQueryFields,
  sort: sortParam(['title', 'createdAt', 'updatedAt', 'lastFetchedAt', 'status', 'episodeCount', 'soundbiteCount'], 'title'),
  q: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH).optional().openapi({ description: 'Matches title, author or feed URL' }),
  status: PodcastStatusSchema.optional(),
});

const tags = ['podcasts'];

export const listPodcasts = createRoute({
  method: 'get',
  path: '/ops/podcasts',
  tags,
  security: bearerSecurity,
  summary: 'Podcasts with paging, sorting, a status filter and q',
  request: { query: ListQuerySchema },
  responses: {
    200: jsonResponse(PodcastPageSchema, 'A page of podcasts'),
    ...errorResponses(400, 401, 403),
  },
});

export const getPodcast = createRoute({
  method: 'get',
  path: '/ops/podcasts/{id}',
  tags,
  security: bearerSecurity,
  summary: 'A podcast with its counts and people',
  request: { params: UuidParamSchema },
  responses: {
    200: jsonResponse(PodcastDetailSchema, 'The podcast'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const patchPodcast = createRoute({
  method: 'patch',
  path: '/ops/podcasts/{id}',
  tags,
  security: bearerSecurity,
  summary: 'Pause or resume a podcast, or correct its details',
  request: { params: UuidParamSchema, body: jsonBody(PodcastPatchSchema) },
  responses: {
    200: jsonResponse(PodcastDetailSchema, 'The changed podcast'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 422, 502, 504),
  },
});

export const DeletedPodcastSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    episodeCount: z.number().int().openapi({ description: 'Episodes deleted with it' }),
    soundbiteCount: z.number().int().openapi({ description: 'Soundbites deleted with it' }),
  })
  .openapi('DeletedPodcast');

export const deletePodcast = createRoute({
  method: 'delete',
  path: '/ops/podcasts/{id}',
  tags,
  security: bearerSecurity,
  summary: 'Delete a podcast added by mistake, with its episodes, soundbites, transcripts and links (audited; cannot be undone)',
  request: { params: UuidParamSchema },
  responses: {
    200: jsonResponse(DeletedPodcastSchema, 'What was deleted'),
    ...errorResponses(400, 401, 403, 404),
  },
});
