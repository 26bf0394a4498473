import { SEARCH_QUERY_MAX_LENGTH } from '@soundbites/config';
import { createRoute, z } from '@hono/zod-openapi';
import { bearerSecurity, errorResponses, jsonResponse, STAFF_ERRORS } from '../../lib/responses.js';
import { EntityKindSchema, SoundbiteStatusSchema } from '../../lib/schemas.js';
import { SEARCH_KINDS } from './search.service.js';
import { LIST_PODCAST_TITLES } from '../../lib/entity-podcasts.js';

export const MAX_QUERY_LENGTH = SEARCH_QUERY_MAX_LENGTH;
export const MAX_LIMIT = 50;

export const SearchKindSchema = z.enum(SEARCH_KINDS).openapi('SearchKind');

const KINDS_PATTERN = new RegExp(`^(${SEARCH_KINDS.join('|')})(,(${SEARCH_KINDS.join('|')}))*$`);

export const SearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Type something to search for')
    .max(MAX_QUERY_LENGTH, `At most ${MAX_QUERY_LENGTH} characters`)
    .openapi({ example: 'adam curry' }),
  kinds: z
    .string()
    .regex(KINDS_PATTERN, `A comma-separated list of: ${SEARCH_KINDS.join(', ')}`)
    .optional()
    .openapi({ description: 'Comma-separated kinds to search; all when absent', example: 'episode,segment' }),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(5).openapi({ description: 'Hits per kind', example: 5 }),
});

export const SearchHitSchema = z
  .object({
    id: z.string(),
    title: z.string().openapi({ description: 'Plain text' }),
    snippet: z.string().openapi({
      description: 'HTML: escaped text in which matching words are wrapped in <mark>…</mark>',
      example: 'talking about <mark>podcasting</mark> with Adam',
    }),
    score: z.number(),
    podcastId: z.uuid().optional(),
    episodeId: z.uuid().optional(),
    soundbiteId: z.string().optional(),
    startSeconds: z.number().optional(),
    endSeconds: z.number().optional(),
    speaker: z.string().nullable().optional(),
    podcastTitle: z.string().optional().openapi({ description: 'The podcast of an episode, a soundbite or a transcript line' }),
    entityKind: EntityKindSchema.optional(),
    podcastTitles: z
      .array(z.string())
      .optional()
      .openapi({
        description: `For a person or topic: the first ${LIST_PODCAST_TITLES} titles (alphabetical) of the podcasts it is linked with, what tells namesakes apart`,
      }),
    podcastCount: z.number().int().optional().openapi({ description: 'For a person or topic: how many podcasts it is linked with' }),
    href: z.string().nullable().optional().openapi({ description: 'For a person or topic: its web page' }),
    linkCount: z.number().int().optional().openapi({ description: 'For a person or topic: how many records it is linked to' }),
    status: SoundbiteStatusSchema.optional(),
  })
  .openapi('SearchHit');

export const SearchGroupSchema = z
  .object({
    kind: SearchKindSchema,
    total: z.number().int().optional().openapi({ description: 'Absent when too many rows matched to count cheaply' }),
    hasMore: z.boolean(),
    items: z.array(SearchHitSchema),
  })
  .openapi('SearchGroup');

export const SearchResultSchema = z
  .object({
    query: z.string(),
    corrections: z
      .array(z.object({ word: z.string(), alternatives: z.array(z.string()) }))
      .openapi({ description: 'Words widened with similar known words because the exact words found little' }),
    groups: z.array(SearchGroupSchema),
  })
  .openapi('SearchResult');

export const searchEverything = createRoute({
  method: 'get',
  path: '/ops/search',
  tags: ['search'],
  summary: 'One box over podcasts, episodes, soundbites, transcript segments and people, grouped by kind',
  security: bearerSecurity,
  request: { query: SearchQuerySchema },
  responses: {
    200: jsonResponse(SearchResultSchema, 'Hits grouped by kind, best first, with highlighted snippets'),
    ...errorResponses(400, ...STAFF_ERRORS),
  },
});
