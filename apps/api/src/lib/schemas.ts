import { z } from '@hono/zod-openapi';
import type { auditEvents, entities, entityLinks, episodes, podcasts, soundbites } from '../db/schema.js';
import { SHORT_ID_PATTERN } from './ids.js';

/**
 * Shapes of the core records as the API shows them, shared by every router that
 * answers with them so the OpenAPI document has one `Podcast`, one `Episode`, etc.
 */

const isoDate = z.string().openapi({ format: 'date-time', example: '2026-01-31T12:00:00.000Z' });

export const UuidParamSchema = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }),
});

export const SoundbiteIdParamSchema = z.object({
  id: z
    .string()
    .regex(SHORT_ID_PATTERN, 'Not a soundbite id')
    .openapi({ param: { name: 'id', in: 'path' }, example: 'a1B2c3D4e5' }),
});

export const PodcastStatusSchema = z.enum(['active', 'paused', 'failing']).openapi('PodcastStatus');
export const SoundbiteStatusSchema = z.enum(['draft', 'published', 'hidden']).openapi('SoundbiteStatus');
export const SoundbiteSourceSchema = z.enum(['feed', 'staff']).openapi('SoundbiteSource');
export const EntityKindSchema = z.enum(['person', 'organization', 'topic', 'place']).openapi('EntityKind');

export const PodcastSchema = z
  .object({
    id: z.uuid(),
    feedUrl: z.string(),
    podcastGuid: z.string().nullable(),
    title: z.string(),
    author: z.string().nullable(),
    description: z.string().nullable().openapi({ description: 'Sanitized HTML' }),
    imageUrl: z.string().nullable(),
    link: z.string().nullable(),
    language: z.string().nullable(),
    categories: z.array(z.string()),
    explicit: z.boolean(),
    status: PodcastStatusSchema,
    lastFetchedAt: isoDate.nullable(),
    lastError: z.string().nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .openapi('Podcast');
export type PodcastDto = z.infer<typeof PodcastSchema>;

export function toPodcast(row: typeof podcasts.$inferSelect): PodcastDto {
  return {
    id: row.id,
    feedUrl: row.feedUrl,
    podcastGuid: row.podcastGuid,
    title: row.title,
    author: row.author,
    description: row.description,
    imageUrl: row.imageUrl,
    link: row.link,
    language: row.language,
    categories: row.categories,
    explicit: row.explicit,
    status: row.status,
    lastFetchedAt: iso(row.lastFetchedAt),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const EpisodeSchema = z
  .object({
    id: z.uuid(),
    podcastId: z.uuid(),
    guid: z.string(),
    title: z.string(),
    description: z.string().nullable().openapi({ description: 'Sanitized HTML' }),
    publishedAt: isoDate.nullable(),
    durationSeconds: z.number().nullable(),
    enclosureUrl: z.string().nullable(),
    enclosureType: z.string().nullable(),
    imageUrl: z.string().nullable(),
    season: z.number().int().nullable(),
    episodeNumber: z.number().int().nullable(),
    chaptersUrl: z.string().nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .openapi('Episode');
export type EpisodeDto = z.infer<typeof EpisodeSchema>;

export function toEpisode(row: typeof episodes.$inferSelect): EpisodeDto {
  return {
    id: row.id,
    podcastId: row.podcastId,
    guid: row.guid,
    title: row.title,
    description: row.description,
    publishedAt: iso(row.publishedAt),
    durationSeconds: row.durationSeconds,
    enclosureUrl: row.enclosureUrl,
    enclosureType: row.enclosureType,
    imageUrl: row.imageUrl,
    season: row.season,
    episodeNumber: row.episodeNumber,
    chaptersUrl: row.chaptersUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const SoundbiteSchema = z
  .object({
    id: z.string().openapi({ example: 'a1B2c3D4e5' }),
    episodeId: z.uuid(),
    startSeconds: z.number().openapi({ description: 'Decimals kept as given; 0 is valid', example: 73.5 }),
    durationSeconds: z.number().openapi({ example: 42.25 }),
    title: z.string().openapi({ description: 'At most 128 characters; may be empty' }),
    source: SoundbiteSourceSchema,
    status: SoundbiteStatusSchema,
    createdBy: z.string().nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .openapi('Soundbite');
export type SoundbiteDto = z.infer<typeof SoundbiteSchema>;

export function toSoundbite(row: typeof soundbites.$inferSelect): SoundbiteDto {
  return {
    id: row.id,
    episodeId: row.episodeId,
    startSeconds: row.startSeconds,
    durationSeconds: row.durationSeconds,
    title: row.title,
    source: row.source,
    status: row.status,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const EntitySchema = z
  .object({
    id: z.uuid(),
    kind: EntityKindSchema,
    name: z.string(),
    description: z.string().nullable(),
    imageUrl: z.string().nullable(),
    href: z.string().nullable(),
    mergedIntoId: z.uuid().nullable().openapi({
      description: 'Set when this entity was merged into another; show that one instead',
    }),
    createdBy: z.string().nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .openapi('Entity');
export type EntityDto = z.infer<typeof EntitySchema>;

export function toEntity(row: typeof entities.$inferSelect): EntityDto {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    href: row.href,
    mergedIntoId: row.mergedIntoId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A person (or organisation, topic, place) as it appears on a podcast, episode or soundbite. */
export const LinkedEntitySchema = z
  .object({
    linkId: z.uuid(),
    entityId: z.uuid(),
    kind: EntityKindSchema,
    name: z.string(),
    imageUrl: z.string().nullable(),
    href: z.string().nullable(),
    role: z.string(),
    group: z.string(),
  })
  .openapi('LinkedEntity');
export type LinkedEntityDto = z.infer<typeof LinkedEntitySchema>;

export function toLinkedEntity(
  link: Pick<typeof entityLinks.$inferSelect, 'id' | 'role' | 'group'>,
  entity: Pick<typeof entities.$inferSelect, 'id' | 'kind' | 'name' | 'imageUrl' | 'href'>,
): LinkedEntityDto {
  return {
    linkId: link.id,
    entityId: entity.id,
    kind: entity.kind,
    name: entity.name,
    imageUrl: entity.imageUrl,
    href: entity.href,
    role: link.role,
    group: link.group,
  };
}

export const TranscriptSegmentSchema = z
  .object({
    startSeconds: z.number(),
    endSeconds: z.number(),
    speaker: z.string().nullable(),
    text: z.string(),
  })
  .openapi('TranscriptSegment');
export type TranscriptSegmentDto = z.infer<typeof TranscriptSegmentSchema>;

/**
 * The transcript text of a soundbite's range: every segment that overlaps it, so a
 * range that starts mid-sentence still shows that sentence.
 */
export const ExcerptSchema = z
  .object({
    text: z.string().openapi({ description: 'The segments joined with spaces; empty without a transcript' }),
    segments: z.array(TranscriptSegmentSchema),
  })
  .openapi('TranscriptExcerpt');
export type ExcerptDto = z.infer<typeof ExcerptSchema>;

export function toExcerpt(segments: TranscriptSegmentDto[]): ExcerptDto {
  return {
    text: segments
      .map((s) => s.text.trim())
      .filter(Boolean)
      .join(' '),
    segments,
  };
}

export function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** What a player needs of a soundbite's episode. */
export const PlayableEpisodeSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    audioUrl: z.string().nullable(),
    audioType: z.string().nullable(),
    durationSeconds: z.number().nullable(),
    imageUrl: z.string().nullable(),
    publishedAt: isoDate.nullable(),
  })
  .openapi('PlayableEpisode');

export const PodcastSummarySchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    author: z.string().nullable(),
    imageUrl: z.string().nullable(),
  })
  .openapi('PodcastSummary');

/** A published soundbite as anyone may see it (share page, landing page). */
export const PublicSoundbiteSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    startSeconds: z.number(),
    durationSeconds: z.number(),
    shareUrl: z.string().openapi({ example: '/share?soundbite=a1B2c3D4e5' }),
    episode: PlayableEpisodeSchema,
    podcast: PodcastSummarySchema,
    excerpt: ExcerptSchema,
  })
  .openapi('PublicSoundbite');
export type PublicSoundbiteDto = z.infer<typeof PublicSoundbiteSchema>;

export const AuditEventSchema = z
  .object({
    id: z.number().int(),
    actorUid: z.string().nullable(),
    actorEmail: z.string().nullable(),
    action: z.string().openapi({ example: 'soundbite.publish' }),
    recordType: z.string().openapi({ example: 'soundbite' }),
    recordId: z.string(),
    before: z.unknown().openapi({ description: 'The record before the change (JSON), or null' }),
    after: z.unknown().openapi({ description: 'The record after the change (JSON), or null' }),
    createdAt: isoDate,
  })
  .openapi('AuditEvent');
export type AuditEventDto = z.infer<typeof AuditEventSchema>;

export function toAuditEvent(row: typeof auditEvents.$inferSelect): AuditEventDto {
  return {
    id: row.id,
    actorUid: row.actorUid,
    actorEmail: row.actorEmail,
    action: row.action,
    recordType: row.recordType,
    recordId: row.recordId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}
