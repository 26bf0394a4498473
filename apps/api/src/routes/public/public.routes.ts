import { SEARCH_QUERY_MAX_LENGTH } from '@soundbites/config';
import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonResponse } from '../../lib/responses.js';
import { pageQueryFields, pageSchema } from '../../lib/pagination.js';
import { PodcastSummarySchema, PublicSoundbiteSchema, TranscriptSegmentSchema } from '../../lib/schemas.js';

/** Another episode of the podcast, as a link to it names it (inline: a named schema would carry the null into every use). */
const episodeLink = (description: string) =>
  z
    .object({
      id: z.uuid(),
      title: z.string(),
      publishedAt: z.string(),
      durationSeconds: z.number().nullable(),
    })
    .nullable()
    .openapi({ description });

export const PublicEpisodeSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable().openapi({ description: 'Sanitized HTML' }),
    publishedAt: z.string().nullable(),
    durationSeconds: z.number().nullable(),
    audioUrl: z.string().nullable(),
    audioType: z.string().nullable(),
    imageUrl: z.string().nullable(),
    chapters: z
      .array(z.object({ startSeconds: z.number(), title: z.string() }).openapi('PublicChapter'))
      .openapi({ description: 'Titled chapters of its table of contents, in order; empty when the feed gave none' }),
    podcast: PodcastSummarySchema,
    previousEpisode: episodeLink("The podcast's episode published just before this one; null when none is, or when this one has no date"),
    nextEpisode: episodeLink("The podcast's episode published just after this one; null when none is, or when this one has no date"),
  })
  .openapi('PublicEpisode');

export const PublicTranscriptSchema = z
  .object({
    segments: z.array(TranscriptSegmentSchema).openapi({
      description:
        'The lines of one transcript of the episode (the first that has lines, so languages never mix), in order; ' +
        'with from or to, only the lines overlapping that part; empty when the episode has no transcript',
    }),
  })
  .openapi('PublicTranscript');

export const FeaturedSoundbitesSchema = z.object({ items: z.array(PublicSoundbiteSchema) }).openapi('FeaturedSoundbites');

// Any string: a malformed id in a shared link is simply not found.
const idParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const tags = ['public'];

export const getPublicSoundbite = createRoute({
  method: 'get',
  path: '/public/soundbites/{id}',
  tags,
  summary: 'A published soundbite with its episode, podcast and transcript excerpt',
  request: { params: idParam },
  responses: {
    200: jsonResponse(PublicSoundbiteSchema, 'The soundbite'),
    304: { description: 'Unchanged since the ETag in If-None-Match' },
    ...errorResponses(400, 404),
  },
});

export const getFeatured = createRoute({
  method: 'get',
  path: '/public/featured',
  tags,
  summary: 'Recently published soundbites for the landing page, titled ones first',
  request: {
    query: z.object({ limit: z.coerce.number().int().min(1).max(24).default(6) }),
  },
  responses: {
    200: jsonResponse(FeaturedSoundbitesSchema, 'Newest first'),
    304: { description: 'Unchanged since the ETag in If-None-Match' },
    ...errorResponses(400),
  },
});

export const getPublicEpisode = createRoute({
  method: 'get',
  path: '/public/episodes/{id}',
  tags,
  summary: 'An episode and its audio, for ad-hoc share ranges',
  request: { params: idParam },
  responses: {
    200: jsonResponse(PublicEpisodeSchema, 'The episode'),
    ...errorResponses(400, 404),
  },
});

const secondsParam = (description: string) => z.coerce.number().min(0).max(1_000_000).optional().openapi({ description });

export const getPublicEpisodeTranscript = createRoute({
  method: 'get',
  path: '/public/episodes/{id}/transcript',
  tags,
  summary: "An episode's transcript, whole or a part of it, for its share page",
  request: {
    params: idParam,
    query: z.object({
      from: secondsParam('Only lines still being said at or after this second'),
      to: secondsParam('Only lines begun before this second; after from'),
    }),
  },
  responses: {
    200: jsonResponse(PublicTranscriptSchema, 'The lines'),
    ...errorResponses(400, 404),
  },
});

export const PublicPodcastSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    author: z.string().nullable(),
    description: z.string().nullable().openapi({ description: 'Sanitized HTML' }),
    imageUrl: z.string().nullable(),
    link: z.string().nullable().openapi({ description: "The show's own website, as its feed gives it" }),
    episodeCount: z.number().int(),
    soundbites: z.array(PublicSoundbiteSchema).openapi({ description: 'Its newest published soundbites, newest first (at most 6)' }),
  })
  .openapi('PublicPodcast');

export const PublicPodcastEpisodeSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    publishedAt: z.string().nullable(),
    durationSeconds: z.number().nullable(),
    imageUrl: z.string().nullable(),
  })
  .openapi('PublicPodcastEpisode');

export const getPublicPodcast = createRoute({
  method: 'get',
  path: '/public/podcasts/{id}',
  tags,
  summary: 'A podcast for its public page: the show, its episode count and its newest published soundbites',
  request: { params: idParam },
  responses: {
    200: jsonResponse(PublicPodcastSchema, 'The podcast'),
    ...errorResponses(400, 404),
  },
});

export const listPublicPodcastEpisodes = createRoute({
  method: 'get',
  path: '/public/podcasts/{id}/episodes',
  tags,
  summary: "A page of a podcast's episodes, newest or oldest first (undated ones last), or of those whose title has every word of `q`",
  request: {
    params: idParam,
    query: z.object({
      ...pageQueryFields,
      q: z
        .string()
        .trim()
        .max(SEARCH_QUERY_MAX_LENGTH)
        .optional()
        .openapi({ description: "Words that all appear in the episode's title, in any order; `total` counts the episodes found" }),
      order: z.enum(['newest', 'oldest']).default('newest').openapi({
        description: 'Newest first (the default) or oldest first, for a show heard from its start; undated episodes last either way',
      }),
    }),
  },
  responses: {
    200: jsonResponse(pageSchema(PublicPodcastEpisodeSchema, 'PublicPodcastEpisodePage'), 'The episodes'),
    ...errorResponses(400, 404),
  },
});
