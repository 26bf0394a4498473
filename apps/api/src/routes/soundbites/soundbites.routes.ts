import { SEARCH_QUERY_MAX_LENGTH } from '@soundbites/config';
import { createRoute, z } from '@hono/zod-openapi';
import { pageQueryFields, pageSchema, sortParam } from '../../lib/pagination.js';
import { SharePreviewSchema } from '../../lib/share-preview.js';
import { IfMatchHeaderSchema } from '../../lib/precondition.js';
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../../lib/responses.js';
import {
  ExcerptSchema,
  LinkedEntitySchema,
  PlayableEpisodeSchema,
  PodcastSummarySchema,
  SoundbiteIdParamSchema,
  SoundbiteSchema,
  SoundbiteSourceSchema,
  SoundbiteStatusSchema,
  UuidParamSchema,
} from '../../lib/schemas.js';

export const SoundbiteListItemSchema = SoundbiteSchema.extend({
  podcastId: z.uuid(),
  podcastTitle: z.string(),
  episodeTitle: z.string(),
}).openapi('SoundbiteListItem');

export const SoundbitePageSchema = pageSchema(SoundbiteListItemSchema, 'SoundbitePage');

export const SoundbiteDetailSchema = SoundbiteSchema.extend({
  shareUrl: z.string().openapi({ example: '/share?soundbite=a1B2c3D4e5' }),
  episode: PlayableEpisodeSchema,
  podcast: PodcastSummarySchema,
  excerpt: ExcerptSchema,
  people: z.array(LinkedEntitySchema),
  sharePreview: SharePreviewSchema.openapi({ description: 'What the share link shows in chat apps once published' }),
}).openapi('SoundbiteDetail');

// Characters as people count them (and as the column's varchar does): an emoji is one, not two UTF-16 units.
// Spaces around the title are dropped, so a title of spaces alone is empty.
const title = z
  .string()
  .trim()
  .refine((value) => Array.from(value).length <= 128, { message: 'At most 128 characters' })
  .openapi({ description: 'At most 128 characters; may be empty; spaces around it are dropped' });
const startSeconds = z.number().min(0).openapi({ description: 'Decimals are kept exactly', example: 12.75 });
const durationSeconds = z.number().gt(0).openapi({ example: 30.5 });

export const SoundbiteCreateSchema = z
  .object({
    title: title.default(''),
    startSeconds,
    durationSeconds,
    status: SoundbiteStatusSchema.default('draft'),
  })
  .openapi('SoundbiteCreate');

export const SoundbitePatchSchema = z
  .object({
    title: title.optional(),
    startSeconds: startSeconds.optional(),
    durationSeconds: durationSeconds.optional(),
    status: SoundbiteStatusSchema.optional(),
  })
  .openapi('SoundbitePatch');

export const BulkStatusSchema = z
  .object({
    ids: z
      .array(z.string().min(1).max(16))
      .min(1)
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, 'Each id may appear once'),
    status: SoundbiteStatusSchema,
    onlyIf: SoundbiteStatusSchema.optional().openapi({
      description:
        'Change only the soundbites whose status is this now; the others are left as they are. Undoing a change sends it, so a change made since (in another tab, by someone else) is kept.',
    }),
  })
  .openapi('SoundbiteBulkStatus');

export const BulkStatusResultSchema = z
  .object({
    items: z.array(SoundbiteSchema),
    changed: z.number().int(),
    previous: z
      .array(z.object({ id: z.string(), status: SoundbiteStatusSchema }))
      .openapi({ description: 'Each soundbite this request changed, with its status before: what an undo restores' }),
  })
  .openapi('SoundbiteBulkStatusResult');

const ListQuerySchema = z.object({
  ...pageQueryFields,
  sort: sortParam(['createdAt', 'updatedAt', 'startSeconds', 'durationSeconds', 'title', 'status'], '-createdAt'),
  q: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH).optional().openapi({ description: 'Matches soundbite or episode titles, or an id' }),
  status: SoundbiteStatusSchema.optional(),
  source: SoundbiteSourceSchema.optional(),
  podcastId: z.uuid().optional(),
  episodeId: z.uuid().optional(),
});

const tags = ['soundbites'];

export const listSoundbites = createRoute({
  method: 'get',
  path: '/ops/soundbites',
  tags,
  security: bearerSecurity,
  summary: 'Soundbites with paging, sorting, filters and q',
  request: { query: ListQuerySchema },
  responses: {
    200: jsonResponse(SoundbitePageSchema, 'A page of soundbites'),
    ...errorResponses(400, 401, 403),
  },
});

export const getSoundbite = createRoute({
  method: 'get',
  path: '/ops/soundbites/{id}',
  tags,
  security: bearerSecurity,
  summary: 'A soundbite with its episode, podcast, transcript excerpt and people',
  request: { params: SoundbiteIdParamSchema },
  responses: {
    200: jsonResponse(SoundbiteDetailSchema, 'The soundbite'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const patchSoundbite = createRoute({
  method: 'patch',
  path: '/ops/soundbites/{id}',
  tags,
  security: bearerSecurity,
  summary: 'Change title, range or status; with If-Match, only if nobody changed it since',
  request: { params: SoundbiteIdParamSchema, headers: IfMatchHeaderSchema, body: jsonBody(SoundbitePatchSchema) },
  responses: {
    200: jsonResponse(SoundbiteDetailSchema, 'The changed soundbite'),
    ...errorResponses(400, 401, 403, 404, 412, 413),
  },
});

export const createSoundbite = createRoute({
  method: 'post',
  path: '/ops/episodes/{id}/soundbites',
  tags,
  security: bearerSecurity,
  summary: 'Create a staff soundbite on an episode (draft unless a status is given)',
  request: { params: UuidParamSchema, body: jsonBody(SoundbiteCreateSchema) },
  responses: {
    201: jsonResponse(SoundbiteDetailSchema, 'The new soundbite'),
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

export const publishSoundbite = createRoute({
  method: 'post',
  path: '/ops/soundbites/{id}/publish',
  tags,
  security: bearerSecurity,
  summary: 'Publish a soundbite',
  request: { params: SoundbiteIdParamSchema },
  responses: {
    200: jsonResponse(SoundbiteDetailSchema, 'The published soundbite'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const hideSoundbite = createRoute({
  method: 'post',
  path: '/ops/soundbites/{id}/hide',
  tags,
  security: bearerSecurity,
  summary: 'Hide a soundbite (its share link answers 404 until it is published again)',
  request: { params: SoundbiteIdParamSchema },
  responses: {
    200: jsonResponse(SoundbiteDetailSchema, 'The hidden soundbite'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const DeletedSoundbiteSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    status: z.enum(['draft', 'published', 'hidden']).openapi({ description: 'What it was: a published one’s share links stop working' }),
  })
  .openapi('DeletedSoundbite');

export const deleteSoundbite = createRoute({
  method: 'delete',
  path: '/ops/soundbites/{id}',
  tags,
  security: bearerSecurity,
  summary:
    'Delete a soundbite made by staff (audited; cannot be undone); one from a feed answers 409: hide it, as its feed would bring it back',
  request: { params: SoundbiteIdParamSchema, headers: IfMatchHeaderSchema },
  responses: {
    200: jsonResponse(DeletedSoundbiteSchema, 'What was deleted'),
    ...errorResponses(400, 401, 403, 404, 409, 412),
  },
});

export const bulkSoundbiteStatus = createRoute({
  method: 'post',
  path: '/ops/soundbites/bulk-status',
  tags,
  security: bearerSecurity,
  summary: 'Set the status of several soundbites: all of them or, on any error, none',
  request: { body: jsonBody(BulkStatusSchema) },
  responses: {
    200: jsonResponse(BulkStatusResultSchema, 'The soundbites after the change'),
    ...errorResponses(400, 401, 403, 404, 413),
  },
});
