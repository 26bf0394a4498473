import { createRoute, z } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../lib/errors.js';
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../../lib/responses.js';
import { PodcastSchema, UuidParamSchema } from '../../lib/schemas.js';

export const ImportStatsSchema = z
  .object({
    podcastUpdated: z.number().int().openapi({ description: "1 when the channel's own details (title, description, art, …) changed" }),
    episodesCreated: z.number().int(),
    episodesUpdated: z.number().int(),
    soundbitesCreated: z.number().int(),
    soundbitesUpdated: z.number().int(),
    soundbitesHidden: z.number().int(),
    soundbitesSkipped: z.number().int().openapi({ description: 'Declared by the feed but invalid (e.g. outside the episode)' }),
    peopleCreated: z.number().int(),
    personLinksAdded: z.number().int(),
    personLinksRemoved: z.number().int(),
    transcriptsCreated: z.number().int(),
    transcriptsRemoved: z.number().int(),
  })
  .openapi('FeedImportStats');

const EnrichmentStatsSchema = z
  .object({
    fetched: z.number().int(),
    failed: z.number().int(),
    deferred: z.number().int().openapi({ description: 'Left for later refreshes by the per-import limit' }),
  })
  .openapi('FeedEnrichmentStats');

export const FeedImportSchema = z
  .object({
    podcastId: z.uuid(),
    feedUrl: z.string(),
    status: z.enum(['imported', 'not_modified']).openapi({ description: 'not_modified: the host answered 304' }),
    created: z.boolean(),
    movedTo: z.string().nullable().openapi({
      description:
        'The address the feed has moved to for good (its itunes:new-feed-url, or permanent redirects), now the podcast’s feed URL; null when it did not move',
    }),
    stats: ImportStatsSchema,
    transcripts: EnrichmentStatsSchema,
    chapters: EnrichmentStatsSchema,
  })
  .openapi('FeedImport');

export const ImportedPodcastSchema = PodcastSchema.extend({
  counts: z
    .object({
      episodes: z.number().int(),
      soundbites: z.number().int(),
      episodesWithTranscript: z.number().int().openapi({
        description: 'Episodes with transcript lines to show (a transcript the feed lists but that could not be fetched has none)',
      }),
      people: z.number().int(),
    })
    .openapi('ImportedPodcastCounts'),
  import: FeedImportSchema,
}).openapi('ImportedPodcast');

export const ImportFeedBodySchema = z
  .object({
    feedUrl: z
      .url({ protocol: /^https?$/, error: 'feedUrl must be an http or https URL' })
      .max(2048)
      .openapi({ example: 'https://feeds.example.org/show.xml' }),
  })
  .openapi('ImportFeedRequest');

/**
 * Statuses of a failed fetch or parse: 422 when the URL or document is unusable
 * (feed_host_refused, feed_too_large, feed_not_xml, feed_unsupported_content_type,
 * feed_invalid, feed_unsafe_xml), 502 when the host misbehaves (feed_fetch_failed,
 * too_many_redirects), 504 when it is too slow (feed_timeout).
 */
const feedErrorResponses = {
  422: {
    description:
      'The feed cannot be used: private or reserved address, too large, not XML, wrong content type, malformed, or declares XML entities',
    content: { 'application/json': { schema: ErrorBodySchema } },
  },
  502: {
    description: 'The feed host failed: HTTP error, connection problem, or too many redirects',
    content: { 'application/json': { schema: ErrorBodySchema } },
  },
  504: {
    description: 'The feed host did not answer in time',
    content: { 'application/json': { schema: ErrorBodySchema } },
  },
};

/** Only adding a feed meets this: a known podcast's own feed is never another's. */
const alreadyAddedResponse = {
  409: {
    description:
      'podcast_already_added: a new feed URL whose podcast:guid is that of a podcast added from another URL; details.podcastId and details.feedUrl name that podcast',
    content: { 'application/json': { schema: ErrorBodySchema } },
  },
};

const tags = ['podcasts'];

export const importPodcastFeed = createRoute({
  method: 'post',
  path: '/ops/podcasts',
  tags,
  security: bearerSecurity,
  summary: 'Add a podcast by its feed URL: fetch, parse and import it before answering',
  description: 'A new feed answers 201; a feed URL that is already imported is re-imported (idempotently) and answers 200.',
  request: { body: jsonBody(ImportFeedBodySchema) },
  responses: {
    201: jsonResponse(ImportedPodcastSchema, 'The imported podcast'),
    200: jsonResponse(ImportedPodcastSchema, 'The podcast was already known and has been re-imported'),
    ...errorResponses(400, 401, 403, 413),
    ...feedErrorResponses,
    ...alreadyAddedResponse,
  },
});

export const refreshPodcastFeed = createRoute({
  method: 'post',
  path: '/ops/podcasts/{id}/refresh',
  tags,
  security: bearerSecurity,
  summary: "Re-import a podcast's feed now, with a conditional GET",
  request: { params: UuidParamSchema },
  responses: {
    200: jsonResponse(ImportedPodcastSchema, 'The refreshed podcast; import.status is not_modified when the host answered 304'),
    ...errorResponses(400, 401, 403, 404),
    ...feedErrorResponses,
  },
});

export const ImportProgressSchema = z
  .object({
    phase: z.enum(['fetching', 'parsing', 'writing', 'transcripts', 'chapters']),
    bytes: z.number().int().optional().openapi({ description: 'parsing: size of the fetched feed' }),
    done: z.number().int().optional().openapi({ description: 'writing, transcripts, chapters: how many are in place' }),
    total: z.number().int().optional().openapi({ description: 'writing: episodes in the feed; transcripts, chapters: fetched now' }),
  })
  .openapi('ImportProgress');

/** The last event of an import stream: `done` with the podcast, or `failed` with the error. */
export const ImportDoneEventSchema = z
  .object({ status: z.union([z.literal(200), z.literal(201)]), podcast: ImportedPodcastSchema })
  .openapi('ImportDoneEvent');
export const ImportFailedEventSchema = z
  .object({ status: z.number().int(), error: ErrorBodySchema.shape.error })
  .openapi('ImportFailedEvent');

export const importPodcastFeedWithProgress = createRoute({
  method: 'post',
  path: '/ops/imports',
  tags,
  security: bearerSecurity,
  summary: 'Add a podcast by its feed URL, following the import as server-sent events',
  description: [
    'Answers `text/event-stream` at once: `progress` events (an ImportProgress as JSON) as the import',
    'fetches, parses, writes N of M episodes and fetches transcripts k of n; then exactly one `done` event',
    '(`{"status": 201 | 200, "podcast": ImportedPodcast}`) or one `failed` event (`{"status", "error": {"code", "message"}}`,',
    'the statuses POST /ops/podcasts would answer). The import carries on if the client goes away.',
  ].join(' '),
  request: { body: jsonBody(ImportFeedBodySchema) },
  responses: {
    200: {
      description: 'Server-sent events: progress, then done or failed',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    ...errorResponses(400, 401, 403, 413),
  },
});
