import { SEARCH_QUERY_MAX_LENGTH } from '@soundbites/config';
import { createRoute, z } from '@hono/zod-openapi';
import { transcriptStatus } from '../../db/schema.js';
import { pageQueryFields, pageSchema, sortParam } from '../../lib/pagination.js';
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../../lib/responses.js';
import {
  EpisodeSchema,
  LinkedEntitySchema,
  PodcastSummarySchema,
  SoundbiteSchema,
  TranscriptSegmentSchema,
  UuidParamSchema,
} from '../../lib/schemas.js';

export const EpisodeListItemSchema = EpisodeSchema.extend({
  podcastTitle: z.string(),
  hasTranscript: z.boolean(),
  transcriptState: z.enum(['lines', 'pending', 'failed', 'none']).openapi({
    description:
      'lines: a transcript with lines; failed: the feed lists one that could not be fetched or read; pending: the feed lists only transcripts not fetched (a format the importer does not read, or waiting for a refresh); none: the feed lists none, or one that has no lines',
  }),
  soundbiteCount: z.number().int(),
}).openapi('EpisodeListItem');

export const EpisodePageSchema = pageSchema(EpisodeListItemSchema, 'EpisodePage');

export const TranscriptSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    mimeType: z.string(),
    language: z.string().nullable(),
    rel: z.string().nullable(),
    status: z.enum(transcriptStatus.enumValues),
    error: z.string().nullable(),
    fetchedAt: z.string().nullable(),
    segmentCount: z.number().int(),
  })
  .openapi('Transcript');

export const ChapterSchema = z
  .object({
    startTime: z.number(),
    endTime: z.number().optional(),
    title: z.string().optional(),
    img: z.string().optional(),
    url: z.string().optional(),
    toc: z.boolean().optional(),
  })
  .openapi('Chapter');

export const EpisodeDetailSchema = EpisodeSchema.extend({
  podcast: PodcastSummarySchema,
  listed: z.boolean().openapi({ description: 'Whether listeners can open it (its share page, Nova): false while its podcast is paused' }),
  chapters: z.array(ChapterSchema),
  transcripts: z.array(TranscriptSchema),
  soundbites: z.array(SoundbiteSchema),
  people: z.array(LinkedEntitySchema),
}).openapi('EpisodeDetail');

export const EpisodePatchSchema = z
  .object({
    title: z.string().trim().min(1).max(1000).optional(),
    imageUrl: z
      .url({ protocol: /^https?$/ })
      .nullable()
      .optional(),
    season: z.number().int().min(0).nullable().optional(),
    episodeNumber: z.number().int().min(0).nullable().optional(),
  })
  .openapi('EpisodePatch');

export const EpisodeTranscriptSchema = z
  .object({
    episodeId: z.uuid(),
    transcript: TranscriptSchema.nullable().openapi({ description: 'Null when the episode has no parsed transcript' }),
    segments: z.array(TranscriptSegmentSchema),
    listed: z.array(TranscriptSchema).openapi({
      description: 'When there is no transcript with lines: every transcript the feed lists, with why it has none (status, error)',
    }),
  })
  .openapi('EpisodeTranscript');

const ListQuerySchema = z.object({
  ...pageQueryFields,
  sort: sortParam(['publishedAt', 'title', 'createdAt', 'durationSeconds'], '-publishedAt'),
  q: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH).optional().openapi({ description: 'Matches the episode title' }),
  podcastId: z.uuid().optional(),
  hasTranscript: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .openapi({ type: 'string', enum: ['true', 'false'] }),
});

const seconds = z.coerce.number().min(0);
const TranscriptQuerySchema = z
  .object({
    from: seconds.optional().openapi({ description: 'Only segments that end after this second' }),
    to: seconds.optional().openapi({ description: 'Only segments that start before this second' }),
    language: z.string().max(35).optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, {
    message: 'from must be less than to',
    path: ['to'],
  });

const tags = ['episodes'];

export const listEpisodes = createRoute({
  method: 'get',
  path: '/ops/episodes',
  tags,
  security: bearerSecurity,
  summary: 'Episodes with paging, sorting, filters and q',
  request: { query: ListQuerySchema },
  responses: {
    200: jsonResponse(EpisodePageSchema, 'A page of episodes'),
    ...errorResponses(400, 401, 403),
  },
});

export const getEpisode = createRoute({
  method: 'get',
  path: '/ops/episodes/{id}',
  tags,
  security: bearerSecurity,
  summary: 'An episode with its transcripts, chapters, soundbites and people',
  request: { params: UuidParamSchema },
  responses: {
    200: jsonResponse(EpisodeDetailSchema, 'The episode'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const patchEpisode = createRoute({
  method: 'patch',
  path: '/ops/episodes/{id}',
  tags,
  security: bearerSecurity,
  summary: 'Correct an episode’s details',
  request: { params: UuidParamSchema, body: jsonBody(EpisodePatchSchema) },
  responses: {
    200: jsonResponse(EpisodeDetailSchema, 'The changed episode'),
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

export const getEpisodeTranscript = createRoute({
  method: 'get',
  path: '/ops/episodes/{id}/transcript',
  tags,
  security: bearerSecurity,
  summary: 'Transcript segments of an episode, optionally within from..to seconds',
  request: { params: UuidParamSchema, query: TranscriptQuerySchema },
  responses: {
    200: jsonResponse(EpisodeTranscriptSchema, 'The segments in time order'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const EpisodePeaksSchema = z
  .object({
    episodeId: z.uuid(),
    durationSeconds: z.number().openapi({ description: 'Length of the decoded audio' }),
    peaksPerSecond: z.number().int(),
    from: z.number().openapi({ description: 'Second of the first peak (the requested from, snapped to a peak)' }),
    to: z.number(),
    peaks: z.array(z.number()).openapi({ description: 'Loudest sample of each slice, 0–1' }),
  })
  .openapi('EpisodePeaks');

const PeaksQuerySchema = z
  .object({ from: seconds.optional(), to: seconds.optional() })
  .refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, { message: 'from must be less than to', path: ['to'] });

export const getEpisodePeaks = createRoute({
  method: 'get',
  path: '/ops/episodes/{id}/peaks',
  tags,
  security: bearerSecurity,
  summary: 'The waveform of the episode’s audio (or of from..to seconds), decoded on the server once and kept',
  request: { params: UuidParamSchema, query: PeaksQuerySchema },
  responses: {
    200: jsonResponse(EpisodePeaksSchema, 'Peaks, peaksPerSecond of them per second of audio'),
    ...errorResponses(400, 401, 403, 404, 422, 502, 504),
  },
});
