import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const podcastStatus = pgEnum('podcast_status', ['active', 'paused', 'failing']);
export const soundbiteSource = pgEnum('soundbite_source', ['feed', 'staff']);
export const soundbiteStatus = pgEnum('soundbite_status', ['draft', 'published', 'hidden']);
export const entityKind = pgEnum('entity_kind', ['person', 'organization', 'topic', 'place']);
export const linkSource = pgEnum('link_source', ['feed', 'staff']);
export const transcriptStatus = pgEnum('transcript_status', ['pending', 'fetched', 'failed']);
export const importStatus = pgEnum('import_status', ['succeeded', 'not_modified', 'failed']);
export const supportStatus = pgEnum('support_status', ['open', 'closed']);

export const podcasts = pgTable(
  'podcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedUrl: text('feed_url').notNull().unique(),
    podcastGuid: text('podcast_guid'),
    title: text('title').notNull().default(''),
    author: text('author'),
    /** Sanitized HTML. */
    description: text('description'),
    imageUrl: text('image_url'),
    link: text('link'),
    language: text('language'),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    explicit: boolean('explicit').notNull().default(false),
    status: podcastStatus('status').notNull().default('active'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    lastError: text('last_error'),
    etag: text('etag'),
    lastModified: text('last_modified'),
    /**
     * Hash of the feed body (and the parser version) the stored data was last written from: a
     * byte-identical body fetched again changes nothing, so that import skips parsing and writing.
     */
    feedHash: text('feed_hash'),
    nextRefreshAt: timestamp('next_refresh_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('podcasts_next_refresh_idx').on(t.status, t.nextRefreshAt)],
);

export interface Chapter {
  startTime: number;
  endTime?: number;
  title?: string;
  img?: string;
  url?: string;
  toc?: boolean;
}

export const episodes = pgTable(
  'episodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    podcastId: uuid('podcast_id')
      .notNull()
      .references(() => podcasts.id, { onDelete: 'cascade' }),
    guid: text('guid').notNull(),
    title: text('title').notNull().default(''),
    /** Sanitized HTML. */
    description: text('description'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    durationSeconds: doublePrecision('duration_seconds'),
    enclosureUrl: text('enclosure_url'),
    enclosureType: text('enclosure_type'),
    enclosureLength: doublePrecision('enclosure_length'),
    imageUrl: text('image_url'),
    season: integer('season'),
    episodeNumber: integer('episode_number'),
    chaptersUrl: text('chapters_url'),
    chapters: jsonb('chapters').$type<Chapter[]>(),
    /** Fingerprint of the feed item this row was last written from: an identical item is not parsed again. */
    fingerprint: text('fingerprint'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('episodes_podcast_guid_uq').on(t.podcastId, t.guid),
    index('episodes_podcast_published_idx').on(t.podcastId, t.publishedAt),
    index('episodes_published_idx').on(t.publishedAt),
  ],
);

/** Raw bytes: node-postgres hands back a Buffer and PGlite a Uint8Array; both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/** The waveform of an episode's audio, decoded once on the server so the editor never downloads the file to draw it. */
export const episodePeaks = pgTable('episode_peaks', {
  episodeId: uuid('episode_id')
    .primaryKey()
    .references(() => episodes.id, { onDelete: 'cascade' }),
  /** The enclosure the peaks were computed from; a feed that changes it makes them stale. */
  audioUrl: text('audio_url').notNull(),
  peaksPerSecond: integer('peaks_per_second').notNull(),
  durationSeconds: doublePrecision('duration_seconds').notNull(),
  /** One byte (0–255) per slice: the loudest sample in it. */
  peaks: bytea('peaks').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const transcripts = pgTable(
  'transcripts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    episodeId: uuid('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Normalised: application/x-subrip etc. become application/srt. */
    mimeType: text('mime_type').notNull(),
    language: text('language'),
    rel: text('rel'),
    status: transcriptStatus('status').notNull().default('pending'),
    error: text('error'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('transcripts_episode_url_uq').on(t.episodeId, t.url)],
);

export const transcriptSegments = pgTable(
  'transcript_segments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transcriptId: uuid('transcript_id')
      .notNull()
      .references(() => transcripts.id, { onDelete: 'cascade' }),
    /** Denormalised so excerpts and search need no join through transcripts. */
    episodeId: uuid('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    startSeconds: doublePrecision('start_seconds').notNull(),
    endSeconds: doublePrecision('end_seconds').notNull(),
    speaker: text('speaker'),
    body: text('body').notNull(),
  },
  (t) => [
    index('segments_transcript_idx').on(t.transcriptId, t.position),
    index('segments_episode_time_idx').on(t.episodeId, t.startSeconds),
  ],
);

export const soundbites = pgTable(
  'soundbites',
  {
    /** Short, URL-safe, used in share links. */
    id: varchar('id', { length: 16 }).primaryKey(),
    episodeId: uuid('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    startSeconds: doublePrecision('start_seconds').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    /** Empty when the feed gave none; the UI shows a fallback. */
    title: varchar('title', { length: 128 }).notNull().default(''),
    source: soundbiteSource('source').notNull(),
    status: soundbiteStatus('status').notNull().default('draft'),
    /** Identity of a feed soundbite inside its episode, so re-imports update rather than duplicate. */
    feedKey: text('feed_key'),
    createdBy: text('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('soundbites_episode_feed_key_uq').on(t.episodeId, t.feedKey),
    index('soundbites_status_created_idx').on(t.status, t.createdAt),
    index('soundbites_episode_idx').on(t.episodeId, t.startSeconds),
    check('soundbites_start_nonnegative', sql`${t.startSeconds} >= 0`),
    check('soundbites_duration_positive', sql`${t.durationSeconds} > 0`),
  ],
);

export const entities = pgTable(
  'entities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: entityKind('kind').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    href: text('href'),
    /** Set when this entity was merged into another; links moved there, old URLs still resolve. */
    mergedIntoId: uuid('merged_into_id'),
    createdBy: text('created_by'),
    ...timestamps,
  },
  (t) => [index('entities_kind_name_idx').on(t.kind, t.name)],
);

/**
 * "The same entity link": one entity on one record (podcast, episode or soundbite) in one role.
 * A second one would be a duplicate whatever its group or source; the unique constraint on
 * entity_links enforces it, and code compares links with entityLinkKey.
 */
const ENTITY_LINK_IDENTITY = ['entityId', 'podcastId', 'episodeId', 'soundbiteId', 'role'] as const;
type EntityLinkIdentity = { entityId: string; role: string } & Partial<Record<(typeof ENTITY_LINK_IDENTITY)[number], string | null>>;

export function entityLinkKey(link: EntityLinkIdentity): string {
  return ENTITY_LINK_IDENTITY.map((field) => link[field] ?? '').join('|');
}

export const entityLinks = pgTable(
  'entity_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    podcastId: uuid('podcast_id').references(() => podcasts.id, { onDelete: 'cascade' }),
    episodeId: uuid('episode_id').references(() => episodes.id, { onDelete: 'cascade' }),
    soundbiteId: varchar('soundbite_id', { length: 16 }).references(() => soundbites.id, {
      onDelete: 'cascade',
    }),
    role: text('role').notNull().default('guest'),
    group: text('group').notNull().default('cast'),
    source: linkSource('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('entity_links_entity_idx').on(t.entityId),
    index('entity_links_podcast_idx').on(t.podcastId),
    index('entity_links_episode_idx').on(t.episodeId),
    index('entity_links_soundbite_idx').on(t.soundbiteId),
    check('entity_links_one_target', sql`num_nonnulls(${t.podcastId}, ${t.episodeId}, ${t.soundbiteId}) = 1`),
    // The targets not linked are null: NULLS NOT DISTINCT makes them compare equal (PostgreSQL 15+).
    unique('entity_links_same_link_uq')
      .on(...(ENTITY_LINK_IDENTITY.map((field) => t[field]) as unknown as Parameters<ReturnType<typeof unique>['on']>))
      .nullsNotDistinct(),
  ],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUid: text('actor_uid'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_record_idx').on(t.recordType, t.recordId, t.createdAt), index('audit_created_idx').on(t.createdAt)],
);

export const feedImports = pgTable(
  'feed_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    podcastId: uuid('podcast_id').references(() => podcasts.id, { onDelete: 'set null' }),
    feedUrl: text('feed_url').notNull(),
    status: importStatus('status').notNull(),
    error: text('error'),
    /** Counts of what the import created, updated and hid. */
    stats: jsonb('stats').$type<Record<string, number>>(),
    actorUid: text('actor_uid'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feed_imports_finished_idx').on(t.finishedAt)],
);

export const listenerProfiles = pgTable('listener_profiles', {
  uid: text('uid').primaryKey(),
  email: text('email'),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

export const savedSoundbites = pgTable(
  'saved_soundbites',
  {
    uid: text('uid').notNull(),
    soundbiteId: varchar('soundbite_id', { length: 16 })
      .notNull()
      .references(() => soundbites.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.soundbiteId] })],
);

export const followedPodcasts = pgTable(
  'followed_podcasts',
  {
    uid: text('uid').notNull(),
    podcastId: uuid('podcast_id')
      .notNull()
      .references(() => podcasts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.podcastId] })],
);

export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed-in sender, so deleting their account deletes their requests too; null when signed out. */
    uid: text('uid'),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    status: supportStatus('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_requests_uid_idx').on(t.uid)],
);

/**
 * Account deletions whose identity-provider step has not succeeded yet. The user's rows
 * are gone already; the server retries the provider until it succeeds, then removes the
 * row, so nothing here outlives the deletion.
 */
export const pendingAccountDeletions = pgTable(
  'pending_account_deletions',
  {
    uid: text('uid').primaryKey(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_account_deletions_next_idx').on(t.nextAttemptAt)],
);

/**
 * Request counts per key and fixed window, shared by every API process: a limit kept in one
 * process's memory lets a client that alternates between replicas through N times over.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** A hash of the limit's name and what it counts (client address, e-mail): no personal data at rest. */
    key: text('key').primaryKey(),
    /** When the current window ends and counting starts over. */
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limits_window_ends_idx').on(t.windowEndsAt)],
);
