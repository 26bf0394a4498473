import { z } from '@hono/zod-openapi';
import { createSelectSchema } from 'drizzle-zod';
import {
  auditEvents,
  entities,
  entityKind,
  type entityLinks,
  episodes,
  podcasts,
  podcastStatus,
  soundbites,
  soundbiteSource,
  soundbiteStatus,
} from '../db/schema.js';
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

export const PodcastStatusSchema = z.enum(podcastStatus.enumValues).openapi('PodcastStatus');
export const SoundbiteStatusSchema = z.enum(soundbiteStatus.enumValues).openapi('SoundbiteStatus');
export const SoundbiteSourceSchema = z.enum(soundbiteSource.enumValues).openapi('SoundbiteSource');
export const EntityKindSchema = z.enum(entityKind.enumValues).openapi('EntityKind');

/** Every record's timestamps travel as ISO strings. */
const timestampsAsIso = { createdAt: isoDate, updatedAt: isoDate };
const sanitizedHtml = (column: z.ZodString | z.ZodNullable<z.ZodString>) => column.openapi({ description: 'Sanitized HTML' });

/**
 * A record's API shape is its table's columns (minus internals); `rowMapper` turns a row into it,
 * so a column is written once, in the Drizzle schema. Dates become ISO strings, nothing else changes.
 */
function rowMapper<Row, S extends z.ZodObject>(schema: S): (row: Row) => z.infer<S> {
  const keys = Object.keys(schema.shape) as (keyof Row & string)[];
  return (row) => {
    const dto: Record<string, unknown> = {};
    for (const key of keys) {
      const value = row[key];
      dto[key] = value instanceof Date ? value.toISOString() : value;
    }
    return dto as z.infer<S>;
  };
}

export const PodcastSchema = createSelectSchema(podcasts, {
  description: sanitizedHtml,
  categories: z.array(z.string()),
  status: PodcastStatusSchema,
  lastFetchedAt: isoDate.nullable(),
  ...timestampsAsIso,
})
  .omit({ etag: true, lastModified: true, feedHash: true, nextRefreshAt: true })
  .openapi('Podcast');
export const toPodcast = rowMapper<typeof podcasts.$inferSelect, typeof PodcastSchema>(PodcastSchema);

export const EpisodeSchema = createSelectSchema(episodes, {
  description: sanitizedHtml,
  publishedAt: isoDate.nullable(),
  ...timestampsAsIso,
})
  .omit({ enclosureLength: true, chapters: true, fingerprint: true })
  .openapi('Episode');
export const toEpisode = rowMapper<typeof episodes.$inferSelect, typeof EpisodeSchema>(EpisodeSchema);

export const SoundbiteSchema = createSelectSchema(soundbites, {
  id: (id) => id.openapi({ example: 'a1B2c3D4e5' }),
  startSeconds: (n) => n.openapi({ description: 'Decimals kept as given; 0 is valid', example: 73.5 }),
  durationSeconds: (n) => n.openapi({ example: 42.25 }),
  title: (title) => title.openapi({ description: 'At most 128 characters; may be empty' }),
  source: SoundbiteSourceSchema,
  status: SoundbiteStatusSchema,
  ...timestampsAsIso,
})
  .omit({ feedKey: true })
  .openapi('Soundbite');
export type SoundbiteDto = z.infer<typeof SoundbiteSchema>;
export const toSoundbite = rowMapper<typeof soundbites.$inferSelect, typeof SoundbiteSchema>(SoundbiteSchema);

export const EntitySchema = createSelectSchema(entities, {
  kind: EntityKindSchema,
  mergedIntoId: (id) => id.openapi({ description: 'Set when this entity was merged into another; show that one instead' }),
  ...timestampsAsIso,
}).openapi('Entity');
export const toEntity = rowMapper<typeof entities.$inferSelect, typeof EntitySchema>(EntitySchema);

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

export const AuditEventSchema = createSelectSchema(auditEvents, {
  action: (action) => action.openapi({ example: 'soundbite.publish' }),
  recordType: (type) => type.openapi({ example: 'soundbite' }),
  before: z.unknown().openapi({ description: 'The record before the change (JSON), or null' }),
  after: z.unknown().openapi({ description: 'The record after the change (JSON), or null' }),
  createdAt: isoDate,
})
  .extend({
    recordExists: z.boolean().openapi({
      description: 'Whether the record is still there: false once it was deleted (with its podcast, say), so it has no page to open',
    }),
  })
  .openapi('AuditEvent');
export const toAuditEvent = rowMapper<typeof auditEvents.$inferSelect & { recordExists: boolean }, typeof AuditEventSchema>(
  AuditEventSchema,
);
