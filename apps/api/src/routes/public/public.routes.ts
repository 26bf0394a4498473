import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonResponse } from '../../lib/responses.js';
import { PodcastSummarySchema, PublicSoundbiteSchema } from '../../lib/schemas.js';

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
  })
  .openapi('PublicEpisode');

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
