import { SEARCH_QUERY_MAX_LENGTH } from '@soundbites/config';
import { createRoute, z } from '@hono/zod-openapi';
import { linkSource } from '../../db/schema.js';
import { pageQueryFields, pageSchema, sortParam } from '../../lib/pagination.js';
import { IfMatchHeaderSchema } from '../../lib/precondition.js';
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../../lib/responses.js';
import { EntityKindSchema, EntitySchema, UuidParamSchema } from '../../lib/schemas.js';
import { LIST_PODCAST_TITLES } from '../../lib/entity-podcasts.js';

export const EntityListItemSchema = EntitySchema.extend({
  linkCount: z.number().int(),
  podcastTitles: z.array(z.string()).openapi({
    description: `The podcasts it is linked with, directly or through their episodes and soundbites: the first ${LIST_PODCAST_TITLES} titles in alphabetical order`,
  }),
  podcastCount: z.number().int().openapi({ description: 'How many podcasts it is linked with in all' }),
}).openapi('EntityListItem');

export const EntityPageSchema = pageSchema(EntityListItemSchema, 'EntityPage');

export const EntityLinkTargetSchema = z
  .object({
    type: z.enum(['podcast', 'episode', 'soundbite']),
    id: z.string(),
    title: z.string().openapi({ description: 'The linked record’s title (a soundbite’s may be empty)' }),
    podcastTitle: z
      .string()
      .nullable()
      .openapi({ description: 'For an episode or a soundbite: the podcast it belongs to; null for a podcast' }),
  })
  .openapi('EntityLinkTarget');

export const EntityLinkSchema = z
  .object({
    id: z.uuid(),
    role: z.string(),
    group: z.string(),
    source: z.enum(linkSource.enumValues),
    createdAt: z.string(),
    target: EntityLinkTargetSchema,
  })
  .openapi('EntityLink');

export const EntityDetailSchema = EntitySchema.extend({
  links: z.array(EntityLinkSchema),
  mergedDuplicates: z.array(z.object({ id: z.uuid(), name: z.string() })).openapi({
    description: 'The duplicates merged into it, by name; their old addresses lead here, and deleting it deletes them too',
  }),
}).openapi('EntityDetail');

// Spaces inside a name run together: "Ada  Quill" is the "Ada Quill" already here, not a second one.
const name = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .transform((text) => text.replace(/\s+/g, ' '));
const optionalText = z.string().trim().max(5000).nullable().optional();
const httpUrl = z
  .url({ protocol: /^https?$/ })
  .nullable()
  .optional();

export const EntityCreateSchema = z
  .object({ kind: EntityKindSchema, name, description: optionalText, imageUrl: httpUrl, href: httpUrl })
  .openapi('EntityCreate');

export const EntityPatchSchema = z
  .object({
    kind: EntityKindSchema.optional(),
    name: name.optional(),
    description: optionalText,
    imageUrl: httpUrl,
    href: httpUrl,
  })
  .openapi('EntityPatch');

const label = z.string().trim().min(1).max(100);
export const EntityLinkCreateSchema = z
  .object({
    podcastId: z.uuid().optional(),
    episodeId: z.uuid().optional(),
    soundbiteId: z.string().min(1).max(16).optional(),
    role: label.default('guest'),
    group: label.default('cast'),
  })
  .superRefine((body, ctx) => {
    const targets = [body.podcastId, body.episodeId, body.soundbiteId].filter((t) => t !== undefined);
    if (targets.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['podcastId'],
        message: 'Give exactly one of podcastId, episodeId or soundbiteId',
      });
    }
  })
  .openapi('EntityLinkCreate');

export const EntityMergeSchema = z
  .object({ duplicateId: z.uuid().openapi({ description: 'The entity to fold into this one' }) })
  .openapi('EntityMerge');

const ListQuerySchema = z.object({
  ...pageQueryFields,
  sort: sortParam(['name', 'kind', 'createdAt', 'updatedAt'], 'name'),
  q: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH).optional().openapi({ description: 'Words that all appear in the name, in any order' }),
  kind: EntityKindSchema.optional(),
  podcastId: z
    .uuid()
    .optional()
    .openapi({ description: 'Only those linked with this podcast, directly or through its episodes and soundbites' }),
  includeMerged: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .openapi({ type: 'string', enum: ['true', 'false'], description: 'Also list entities merged into others' }),
  linked: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .openapi({
      type: 'string',
      enum: ['true', 'false'],
      description: 'true: only those linked to a podcast, episode or soundbite; false: only those linked to nothing',
    }),
});

const LinkParamsSchema = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }),
  linkId: z.uuid().openapi({ param: { name: 'linkId', in: 'path' } }),
});

const tags = ['entities'];

export const listEntities = createRoute({
  method: 'get',
  path: '/ops/entities',
  tags,
  security: bearerSecurity,
  summary: 'People, organisations, topics and places',
  request: { query: ListQuerySchema },
  responses: {
    200: jsonResponse(EntityPageSchema, 'A page of entities'),
    ...errorResponses(400, 401, 403),
  },
});

export const createEntity = createRoute({
  method: 'post',
  path: '/ops/entities',
  tags,
  security: bearerSecurity,
  summary: 'Create an entity',
  request: { body: jsonBody(EntityCreateSchema) },
  responses: {
    201: jsonResponse(EntityDetailSchema, 'The new entity'),
    ...errorResponses(400, 401, 403, 413),
  },
});

export const getEntity = createRoute({
  method: 'get',
  path: '/ops/entities/{id}',
  tags,
  security: bearerSecurity,
  summary: 'An entity with its links; a merged one answers with mergedIntoId set',
  request: { params: UuidParamSchema },
  responses: {
    200: jsonResponse(EntityDetailSchema, 'The entity'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const patchEntity = createRoute({
  method: 'patch',
  path: '/ops/entities/{id}',
  tags,
  security: bearerSecurity,
  summary: 'Change an entity; with If-Match, only if nobody changed it since',
  request: { params: UuidParamSchema, headers: IfMatchHeaderSchema, body: jsonBody(EntityPatchSchema) },
  responses: {
    200: jsonResponse(EntityDetailSchema, 'The changed entity'),
    ...errorResponses(400, 401, 403, 404, 409, 412, 413),
  },
});

export const listSimilarEntities = createRoute({
  method: 'get',
  path: '/ops/entities/{id}/similar',
  tags,
  security: bearerSecurity,
  summary: 'Possible duplicates: other entities of the same kind with much the same name, most alike first (at most 5)',
  request: { params: UuidParamSchema },
  responses: {
    200: jsonResponse(z.object({ items: z.array(EntityListItemSchema) }).openapi('SimilarEntities'), 'Possible duplicates'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const createEntityLink = createRoute({
  method: 'post',
  path: '/ops/entities/{id}/links',
  tags,
  security: bearerSecurity,
  summary: 'Link the entity to a podcast, episode or soundbite with a role',
  request: { params: UuidParamSchema, body: jsonBody(EntityLinkCreateSchema) },
  responses: {
    201: jsonResponse(EntityLinkSchema, 'The new link'),
    ...errorResponses(400, 401, 403, 404, 409, 413),
  },
});

export const deleteEntityLink = createRoute({
  method: 'delete',
  path: '/ops/entities/{id}/links/{linkId}',
  tags,
  security: bearerSecurity,
  summary: 'Remove a link',
  request: { params: LinkParamsSchema },
  responses: {
    204: { description: 'Removed' },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const mergeEntity = createRoute({
  method: 'post',
  path: '/ops/entities/{id}/merge',
  tags,
  security: bearerSecurity,
  summary: 'Merge a duplicate into this entity: its links move here, it remembers mergedIntoId',
  request: { params: UuidParamSchema, body: jsonBody(EntityMergeSchema) },
  responses: {
    200: jsonResponse(EntityDetailSchema, 'The surviving entity'),
    ...errorResponses(400, 401, 403, 404, 409, 413),
  },
});

export const DeletedEntitySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    linkCount: z.number().int().openapi({ description: 'Links deleted with it' }),
    feedLinkCount: z.number().int().openapi({ description: 'Of those, links a feed made: they come back with its next refresh' }),
  })
  .openapi('DeletedEntity');

export const EntityBulkDeleteSchema = z
  .object({
    ids: z
      .array(z.uuid())
      .min(1)
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, 'Each id may appear once'),
  })
  .openapi('EntityBulkDelete');

export const EntityBulkDeleteResultSchema = z
  .object({
    items: z.array(DeletedEntitySchema),
    linkCount: z.number().int().openapi({ description: 'Links deleted with them, in all' }),
  })
  .openapi('EntityBulkDeleteResult');

export const bulkDeleteEntities = createRoute({
  method: 'post',
  path: '/ops/entities/bulk-delete',
  tags,
  security: bearerSecurity,
  summary: 'Delete several entities with their links (each audited; cannot be undone): all of them or, when one is missing or merged, none',
  request: { body: jsonBody(EntityBulkDeleteSchema) },
  responses: {
    200: jsonResponse(EntityBulkDeleteResultSchema, 'What was deleted'),
    ...errorResponses(400, 401, 403, 404, 409, 413),
  },
});

export const deleteEntity = createRoute({
  method: 'delete',
  path: '/ops/entities/{id}',
  tags,
  security: bearerSecurity,
  summary: 'Delete an entity added by mistake, with its links (audited; cannot be undone); a merged one answers 409',
  request: { params: UuidParamSchema },
  responses: {
    200: jsonResponse(DeletedEntitySchema, 'What was deleted'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
