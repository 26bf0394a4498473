import { createHash } from 'node:crypto';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Actor, AuditEntry } from '../audit/audit.js';
import { writeAudit } from '../audit/audit.js';
import type { Database, Tx } from '../db/client.js';
import { entities, entityLinks, episodes, feedImports, podcasts, soundbites, transcripts } from '../db/schema.js';
import type { Env } from '../env.js';
import { ApiError, notFound } from '../lib/errors.js';
import { shortId } from '../lib/ids.js';
import { parseFeed } from './feed-parser.js';
import { feedErrors, parseFeedUrl, safeFetch } from './fetch-feed.js';
import { FeedParseError, type ParsedFeed, type ParsedPerson } from './parse-feed.js';
import { chunks, insertJsonRows, type JsonColumn } from './bulk.js';
import { fetchChapters, fetchTranscripts, type EnrichmentStats } from './transcripts.js';

export interface IngestDeps {
  database: Database;
  env: Env;
}

export interface ImportInput {
  feedUrl: string;
  actor: Actor;
  /** Send the stored ETag / Last-Modified so an unchanged feed answers 304 (refreshes). */
  conditional?: boolean;
  /** How many episodes' transcripts and chapters to fetch now; the rest wait for later refreshes. */
  enrichmentLimit?: number;
}

export interface ImportStats {
  episodesCreated: number;
  episodesUpdated: number;
  soundbitesCreated: number;
  soundbitesUpdated: number;
  soundbitesHidden: number;
  soundbitesSkipped: number;
  peopleCreated: number;
  personLinksAdded: number;
  personLinksRemoved: number;
  transcriptsCreated: number;
  transcriptsRemoved: number;
}

export interface ImportResult {
  podcastId: string;
  feedUrl: string;
  /** not_modified: the host answered 304 and nothing but the fetch time changed. */
  status: 'imported' | 'not_modified';
  /** True when this import added the podcast. */
  created: boolean;
  stats: ImportStats;
  transcripts: EnrichmentStats;
  chapters: EnrichmentStats;
}

/** Episodes whose transcripts and chapters an import fetches before it answers. */
export const DEFAULT_ENRICHMENT_LIMIT = 10;
/**
 * Rows per INSERT. PGlite runs on the API's own thread, so its statements stay small enough
 * that other requests are answered between them; episodes carry kilobytes of show notes each
 * and feed the search vectors. PostgreSQL works in its own process and prefers fewer, larger
 * statements.
 */
interface BatchSizes {
  episodes: number;
  rows: number;
}
const BATCH_SIZES: Record<Database['driver'], BatchSizes> = {
  pglite: { episodes: 25, rows: 200 },
  postgres: { episodes: 250, rows: 1000 },
};
/** For deletes and updates by id, which cost little per row. */
const ID_BATCH = 500;

const emptyStats = (): ImportStats => ({
  episodesCreated: 0,
  episodesUpdated: 0,
  soundbitesCreated: 0,
  soundbitesUpdated: 0,
  soundbitesHidden: 0,
  soundbitesSkipped: 0,
  peopleCreated: 0,
  personLinksAdded: 0,
  personLinksRemoved: 0,
  transcriptsCreated: 0,
  transcriptsRemoved: 0,
});

type PodcastRow = typeof podcasts.$inferSelect;

/**
 * Fetches, parses and stores a feed. Everything the feed says is written in one transaction;
 * a failure leaves the data as it was and records only the failed attempt (a feed_imports row
 * and, for a known podcast, its status and last error). Transcripts and chapters are fetched
 * afterwards, each on its own, so a broken transcript never undoes the feed.
 */
export async function importFeed(deps: IngestDeps, input: ImportInput): Promise<ImportResult> {
  const { database, env } = deps;
  const startedAt = new Date();
  const feedUrl = parseFeedUrl(input.feedUrl).href;
  const [existing] = await database.db.select().from(podcasts).where(eq(podcasts.feedUrl, feedUrl)).limit(1);

  let outcome: { status: 'imported' | 'not_modified'; podcastId: string; created: boolean; stats: ImportStats };
  try {
    const fetched = await safeFetch(feedUrl, {
      env,
      expect: 'feed',
      etag: input.conditional ? existing?.etag : null,
      lastModified: input.conditional ? existing?.lastModified : null,
    });
    if (fetched.status === 'not_modified' && existing) {
      await recordNotModified(database, existing, input.actor, startedAt, env);
      outcome = { status: 'not_modified', podcastId: existing.id, created: false, stats: emptyStats() };
    } else if (fetched.status === 'not_modified') {
      throw feedErrors.fetchFailed('The feed host answered 304 Not Modified to an unconditional request');
    } else {
      const parsed = await parseFeed(fetched.body);
      outcome = await database.db.transaction((tx) =>
        writeFeed(tx, {
          batch: BATCH_SIZES[database.driver],
          feedUrl,
          parsed,
          existing: existing ?? null,
          etag: fetched.etag,
          lastModified: fetched.lastModified,
          actor: input.actor,
          startedAt,
          env,
        }),
      );
    }
  } catch (error) {
    const apiError = asApiError(error);
    await recordFailure(database, { feedUrl, existing: existing ?? null, error: apiError, actor: input.actor, startedAt, env });
    throw apiError;
  }

  const limit = input.enrichmentLimit ?? DEFAULT_ENRICHMENT_LIMIT;
  const none: EnrichmentStats = { fetched: 0, failed: 0, deferred: 0 };
  // The feed is committed: nothing that goes wrong with its extras may turn that into an error.
  const transcriptStats = await fetchTranscripts(deps, outcome.podcastId, limit).catch(logEnrichmentError(none));
  const chapterStats = await fetchChapters(deps, outcome.podcastId, limit).catch(logEnrichmentError(none));
  return { ...outcome, feedUrl, transcripts: transcriptStats, chapters: chapterStats };
}

/** Re-imports a known podcast with a conditional GET. */
export async function refreshPodcast(deps: IngestDeps, podcastId: string, actor: Actor): Promise<ImportResult> {
  const [podcast] = await deps.database.db.select({ feedUrl: podcasts.feedUrl }).from(podcasts).where(eq(podcasts.id, podcastId)).limit(1);
  if (!podcast) throw notFound('Podcast');
  return importFeed(deps, { feedUrl: podcast.feedUrl, actor, conditional: true });
}

interface WriteFeedInput {
  batch: BatchSizes;
  feedUrl: string;
  parsed: ParsedFeed;
  existing: PodcastRow | null;
  etag: string | null;
  lastModified: string | null;
  actor: Actor;
  startedAt: Date;
  env: Env;
}

async function writeFeed(tx: Tx, input: WriteFeedInput) {
  const { parsed, actor } = input;
  const stats = emptyStats();
  stats.soundbitesSkipped = parsed.soundbitesSkipped;
  const now = new Date();
  const podcastValues = {
    feedUrl: input.feedUrl,
    podcastGuid: parsed.podcast.guid,
    title: parsed.podcast.title,
    author: parsed.podcast.author,
    description: parsed.podcast.description,
    imageUrl: parsed.podcast.imageUrl,
    link: parsed.podcast.link,
    language: parsed.podcast.language,
    categories: parsed.podcast.categories,
    explicit: parsed.podcast.explicit,
    // A paused podcast stays paused; anything else that imports cleanly is active again.
    status: input.existing?.status === 'paused' ? ('paused' as const) : ('active' as const),
    lastFetchedAt: now,
    lastError: null,
    etag: input.etag,
    lastModified: input.lastModified,
    nextRefreshAt: nextRefreshAt(input.env, now),
    updatedAt: now,
  };
  const [podcastRow] = await tx
    .insert(podcasts)
    .values(podcastValues)
    .onConflictDoUpdate({ target: podcasts.feedUrl, set: podcastValues })
    .returning({ id: podcasts.id });
  const podcastId = podcastRow!.id;

  const { batch } = input;
  const episodeIds = await upsertEpisodes(tx, podcastId, parsed, stats, batch);
  const hidden = await upsertSoundbites(tx, podcastId, parsed, episodeIds, stats, batch);
  await upsertPeople(tx, podcastId, parsed, episodeIds, stats, batch);
  await upsertTranscriptSources(tx, podcastId, parsed, episodeIds, stats, batch);

  const created = input.existing === null;
  const audit: AuditEntry[] = [
    {
      action: created ? 'podcast.created' : 'podcast.imported',
      recordType: 'podcast',
      recordId: podcastId,
      before: input.existing ? summary(input.existing) : null,
      after: { ...summary({ ...podcastValues, id: podcastId }), stats },
    },
    ...hidden.map((s): AuditEntry => ({
      action: 'soundbite.hidden',
      recordType: 'soundbite',
      recordId: s.id,
      before: { status: s.status },
      after: { status: 'hidden', reason: 'no longer in the feed' },
    })),
  ];
  await writeAudit(tx, actor, audit);
  await tx.insert(feedImports).values({
    podcastId,
    feedUrl: input.feedUrl,
    status: 'succeeded',
    stats: { ...stats },
    actorUid: actor.uid,
    startedAt: input.startedAt,
  });
  return { status: 'imported' as const, podcastId, created, stats };
}

async function upsertEpisodes(tx: Tx, podcastId: string, parsed: ParsedFeed, stats: ImportStats, batchSizes: BatchSizes) {
  const ids = new Map<string, string>();
  const before = await tx
    .select({
      id: episodes.id,
      guid: episodes.guid,
      title: episodes.title,
      // A hash, not the text: show notes are most of a feed's bytes.
      descriptionMd5: sql<string | null>`md5(${episodes.description})`,
      publishedAt: episodes.publishedAt,
      durationSeconds: episodes.durationSeconds,
      enclosureUrl: episodes.enclosureUrl,
      enclosureType: episodes.enclosureType,
      enclosureLength: episodes.enclosureLength,
      imageUrl: episodes.imageUrl,
      season: episodes.season,
      episodeNumber: episodes.episodeNumber,
      chaptersUrl: episodes.chaptersUrl,
    })
    .from(episodes)
    .where(eq(episodes.podcastId, podcastId));
  const stored = new Map(before.map((row) => [row.guid, row]));
  for (const row of before) ids.set(row.guid, row.id);
  const known = new Set(ids.keys());
  // Unchanged episodes are not sent at all: even a no-op upsert makes PostgreSQL compute the
  // row's search vector, which for a big feed costs seconds on every refresh.
  const changed = parsed.episodes.filter((e) => {
    const row = stored.get(e.guid);
    return (
      !row ||
      row.title !== e.title ||
      row.descriptionMd5 !== (e.description === null ? null : createHash('md5').update(e.description).digest('hex')) ||
      (row.publishedAt?.getTime() ?? null) !== (e.publishedAt?.getTime() ?? null) ||
      row.durationSeconds !== e.durationSeconds ||
      row.enclosureUrl !== e.enclosureUrl ||
      row.enclosureType !== e.enclosureType ||
      row.enclosureLength !== e.enclosureLength ||
      row.imageUrl !== e.imageUrl ||
      row.season !== e.season ||
      row.episodeNumber !== e.episodeNumber ||
      row.chaptersUrl !== e.chaptersUrl
    );
  });

  const compared = [
    'title',
    'description',
    'published_at',
    'duration_seconds',
    'enclosure_url',
    'enclosure_type',
    'enclosure_length',
    'image_url',
    'season',
    'episode_number',
    'chapters_url',
  ];
  const onConflict = sql.raw(`on conflict (podcast_id, guid) do update set
      ${compared.map((c) => `${c} = excluded.${c}`).join(', ')},
      updated_at = now(),
      -- A new chapters URL means the stored chapters belong to the old one.
      chapters = case when episodes.chapters_url is distinct from excluded.chapters_url then null else episodes.chapters end
    -- Unchanged episodes are left alone (should one get here), so RETURNING lists exactly what was created or changed.
    where (${compared.map((c) => `episodes.${c}`).join(', ')}) is distinct from (${compared.map((c) => `excluded.${c}`).join(', ')})
    returning id, guid`);

  for (const batch of chunks(changed, batchSizes.episodes)) {
    const rows = await insertJsonRows<{ id: string; guid: string }>(
      tx,
      'episodes',
      EPISODE_COLUMNS,
      batch.map((e) => ({
        podcast_id: podcastId,
        guid: e.guid,
        title: e.title,
        description: e.description,
        published_at: e.publishedAt,
        duration_seconds: e.durationSeconds,
        enclosure_url: e.enclosureUrl,
        enclosure_type: e.enclosureType,
        enclosure_length: e.enclosureLength,
        image_url: e.imageUrl,
        season: e.season,
        episode_number: e.episodeNumber,
        chapters_url: e.chaptersUrl,
      })),
      onConflict,
    );
    for (const row of rows) {
      if (known.has(row.guid)) stats.episodesUpdated++;
      else stats.episodesCreated++;
      ids.set(row.guid, row.id);
    }
  }
  return ids;
}

async function upsertSoundbites(
  tx: Tx,
  podcastId: string,
  parsed: ParsedFeed,
  episodeIds: Map<string, string>,
  stats: ImportStats,
  batchSizes: BatchSizes,
) {
  const existing = await tx
    .select({
      id: soundbites.id,
      episodeId: soundbites.episodeId,
      feedKey: soundbites.feedKey,
      title: soundbites.title,
      status: soundbites.status,
    })
    .from(soundbites)
    .innerJoin(episodes, eq(episodes.id, soundbites.episodeId))
    .where(and(eq(episodes.podcastId, podcastId), eq(soundbites.source, 'feed')));
  const byKey = new Map(existing.map((s) => [`${s.episodeId}|${s.feedKey}`, s]));

  const wanted = new Set<string>();
  const feedEpisodeIds = new Set<string>();
  const toInsert: Record<(typeof SOUNDBITE_COLUMNS)[number][0], unknown>[] = [];
  for (const episode of parsed.episodes) {
    const episodeId = episodeIds.get(episode.guid)!;
    feedEpisodeIds.add(episodeId);
    for (const bite of episode.soundbites) {
      const feedKey = `${bite.startSeconds}:${bite.durationSeconds}`;
      const key = `${episodeId}|${feedKey}`;
      wanted.add(key);
      const current = byKey.get(key);
      if (!current) {
        toInsert.push({
          id: shortId(),
          episode_id: episodeId,
          start_seconds: bite.startSeconds,
          duration_seconds: bite.durationSeconds,
          title: bite.title,
          source: 'feed',
          status: 'draft',
          feed_key: feedKey,
        });
      } else if (current.status === 'draft' && current.title !== bite.title) {
        // Only uncurated soundbites follow the feed's title; staff edits win once published or hidden.
        await tx
          .update(soundbites)
          .set({ title: bite.title, updatedAt: sql`now()` })
          .where(eq(soundbites.id, current.id));
        stats.soundbitesUpdated++;
      }
    }
  }
  for (const batch of chunks(toInsert, batchSizes.rows)) {
    const rows = await insertJsonRows(tx, 'soundbites', SOUNDBITE_COLUMNS, batch, sql.raw('on conflict do nothing returning id'));
    stats.soundbitesCreated += rows.length;
  }

  // Gone from an episode that is still in the feed: hidden, never deleted, so share links keep
  // resolving. Episodes that dropped out of a rolling feed keep their soundbites as they are.
  const gone = existing.filter(
    (s) => s.status !== 'hidden' && feedEpisodeIds.has(s.episodeId) && !wanted.has(`${s.episodeId}|${s.feedKey}`),
  );
  for (const batch of chunks(gone, ID_BATCH)) {
    await tx
      .update(soundbites)
      .set({ status: 'hidden', updatedAt: sql`now()` })
      .where(
        inArray(
          soundbites.id,
          batch.map((s) => s.id),
        ),
      );
  }
  stats.soundbitesHidden = gone.length;
  return gone;
}

async function upsertPeople(
  tx: Tx,
  podcastId: string,
  parsed: ParsedFeed,
  episodeIds: Map<string, string>,
  stats: ImportStats,
  batchSizes: BatchSizes,
) {
  const personKey = (p: { name: string; href: string | null }) => `${p.name.toLowerCase()}\u0000${p.href ?? ''}`;
  const people = new Map<string, ParsedPerson>();
  for (const p of parsed.podcast.people) people.set(personKey(p), p);
  for (const e of parsed.episodes) for (const p of e.people) if (!people.has(personKey(p))) people.set(personKey(p), p);

  const entityIds = new Map<string, string>();
  const lowerNames = [...new Set([...people.values()].map((p) => p.name.toLowerCase()))];
  for (const batch of chunks(lowerNames, ID_BATCH)) {
    const rows = await tx
      .select({ id: entities.id, name: entities.name, href: entities.href, mergedIntoId: entities.mergedIntoId })
      .from(entities)
      .where(and(eq(entities.kind, 'person'), inArray(sql`lower(${entities.name})`, batch)));
    // A merged duplicate points at the entity that survived; never link to the duplicate.
    for (const row of rows.sort((a, b) => Number(a.mergedIntoId !== null) - Number(b.mergedIntoId !== null))) {
      const key = personKey({ name: row.name, href: row.href });
      if (!entityIds.has(key)) entityIds.set(key, row.mergedIntoId ?? row.id);
    }
  }
  const missing = [...people.entries()].filter(([key]) => !entityIds.has(key));
  for (const batch of chunks(missing, batchSizes.rows)) {
    const rows = await tx
      .insert(entities)
      .values(batch.map(([, p]) => ({ kind: 'person' as const, name: p.name, href: p.href, imageUrl: p.imageUrl })))
      .returning({ id: entities.id });
    batch.forEach(([key], i) => entityIds.set(key, rows[i]!.id));
    stats.peopleCreated += rows.length;
  }

  type LinkRow = { entityId: string; podcastId: string | null; episodeId: string | null; role: string; group: string };
  const linkKey = (l: LinkRow) => [l.entityId, l.podcastId ?? '', l.episodeId ?? '', l.role, l.group].join('|');
  const wanted = new Map<string, LinkRow>();
  const add = (link: LinkRow) => wanted.set(linkKey(link), link);
  for (const p of parsed.podcast.people) {
    add({ entityId: entityIds.get(personKey(p))!, podcastId, episodeId: null, role: p.role, group: p.group });
  }
  // Item-level people replace the channel's for that episode; episodes without their own
  // people are read as having the podcast's, so nothing is copied onto them.
  for (const e of parsed.episodes) {
    const episodeId = episodeIds.get(e.guid)!;
    for (const p of e.people) {
      add({ entityId: entityIds.get(personKey(p))!, podcastId: null, episodeId, role: p.role, group: p.group });
    }
  }

  const feedEpisodeIds = [...new Set(parsed.episodes.map((e) => episodeIds.get(e.guid)!))];
  const current = await tx
    .select({
      id: entityLinks.id,
      entityId: entityLinks.entityId,
      podcastId: entityLinks.podcastId,
      episodeId: entityLinks.episodeId,
      role: entityLinks.role,
      group: entityLinks.group,
    })
    .from(entityLinks)
    .where(
      and(
        eq(entityLinks.source, 'feed'),
        or(
          eq(entityLinks.podcastId, podcastId),
          inArray(entityLinks.episodeId, tx.select({ id: episodes.id }).from(episodes).where(eq(episodes.podcastId, podcastId))),
        ),
      ),
    );
  const feedEpisodes = new Set(feedEpisodeIds);
  const stale = current.filter(
    (l) => !wanted.has(linkKey(l)) && (l.podcastId !== null || (l.episodeId !== null && feedEpisodes.has(l.episodeId))),
  );
  for (const batch of chunks(stale, ID_BATCH)) {
    await tx.delete(entityLinks).where(
      inArray(
        entityLinks.id,
        batch.map((l) => l.id),
      ),
    );
  }
  stats.personLinksRemoved = stale.length;
  const present = new Set(current.map(linkKey));
  const toAdd = [...wanted.entries()].filter(([key]) => !present.has(key)).map(([, l]) => l);
  for (const batch of chunks(toAdd, batchSizes.rows)) {
    await insertJsonRows(
      tx,
      'entity_links',
      LINK_COLUMNS,
      batch.map((l) => ({
        entity_id: l.entityId,
        podcast_id: l.podcastId,
        episode_id: l.episodeId,
        role: l.role,
        group: l.group,
        source: 'feed',
      })),
    );
  }
  stats.personLinksAdded = toAdd.length;
}

async function upsertTranscriptSources(
  tx: Tx,
  podcastId: string,
  parsed: ParsedFeed,
  episodeIds: Map<string, string>,
  stats: ImportStats,
  batchSizes: BatchSizes,
) {
  const existing = await tx
    .select({
      id: transcripts.id,
      episodeId: transcripts.episodeId,
      url: transcripts.url,
      mimeType: transcripts.mimeType,
      language: transcripts.language,
      rel: transcripts.rel,
    })
    .from(transcripts)
    .innerJoin(episodes, eq(episodes.id, transcripts.episodeId))
    .where(eq(episodes.podcastId, podcastId));
  const byKey = new Map(existing.map((t) => [`${t.episodeId}|${t.url}`, t]));
  const wanted = new Set<string>();
  const feedEpisodeIds = new Set<string>();
  const toInsert: Record<(typeof TRANSCRIPT_COLUMNS)[number][0], unknown>[] = [];
  for (const episode of parsed.episodes) {
    const episodeId = episodeIds.get(episode.guid)!;
    feedEpisodeIds.add(episodeId);
    for (const source of episode.transcripts) {
      const key = `${episodeId}|${source.url}`;
      wanted.add(key);
      const current = byKey.get(key);
      if (!current) {
        toInsert.push({
          episode_id: episodeId,
          url: source.url,
          mime_type: source.mimeType,
          language: source.language,
          rel: source.rel,
        });
      } else if (current.mimeType !== source.mimeType || current.language !== source.language || current.rel !== source.rel) {
        const formatChanged = current.mimeType !== source.mimeType;
        await tx
          .update(transcripts)
          .set({
            mimeType: source.mimeType,
            language: source.language,
            rel: source.rel,
            updatedAt: sql`now()`,
            ...(formatChanged ? { status: 'pending' as const, error: null } : {}),
          })
          .where(eq(transcripts.id, current.id));
      }
    }
  }
  for (const batch of chunks(toInsert, batchSizes.rows)) {
    const rows = await insertJsonRows(tx, 'transcripts', TRANSCRIPT_COLUMNS, batch, sql.raw('on conflict do nothing returning id'));
    stats.transcriptsCreated += rows.length;
  }
  // A transcript the feed no longer lists would leave stale, duplicate text in search.
  const removed = existing.filter((t) => feedEpisodeIds.has(t.episodeId) && !wanted.has(`${t.episodeId}|${t.url}`));
  for (const batch of chunks(removed, ID_BATCH)) {
    await tx.delete(transcripts).where(
      inArray(
        transcripts.id,
        batch.map((t) => t.id),
      ),
    );
  }
  stats.transcriptsRemoved = removed.length;
}

async function recordNotModified(database: Database, podcast: PodcastRow, actor: Actor, startedAt: Date, env: Env) {
  const now = new Date();
  await database.db.transaction(async (tx) => {
    await tx
      .update(podcasts)
      .set({
        lastFetchedAt: now,
        lastError: null,
        status: podcast.status === 'paused' ? 'paused' : 'active',
        nextRefreshAt: nextRefreshAt(env, now),
        updatedAt: now,
      })
      .where(eq(podcasts.id, podcast.id));
    await tx.insert(feedImports).values({
      podcastId: podcast.id,
      feedUrl: podcast.feedUrl,
      status: 'not_modified',
      stats: {},
      actorUid: actor.uid,
      startedAt,
    });
  });
}

interface FailureInput {
  feedUrl: string;
  existing: PodcastRow | null;
  error: ApiError;
  actor: Actor;
  startedAt: Date;
  env: Env;
}

/**
 * A failed fetch or parse marks a known podcast failing at once (staff see it on the
 * dashboard); the scheduler keeps retrying failing podcasts at the normal interval and the
 * first clean import makes them active again.
 */
async function recordFailure(database: Database, input: FailureInput) {
  const now = new Date();
  const message = input.error.message;
  await database.db.transaction(async (tx) => {
    await tx.insert(feedImports).values({
      podcastId: input.existing?.id ?? null,
      feedUrl: input.feedUrl,
      status: 'failed',
      error: `${input.error.code}: ${message}`,
      actorUid: input.actor.uid,
      startedAt: input.startedAt,
    });
    if (input.existing) {
      await tx
        .update(podcasts)
        .set({
          status: input.existing.status === 'paused' ? 'paused' : 'failing',
          lastError: message,
          lastFetchedAt: now,
          nextRefreshAt: nextRefreshAt(input.env, now),
          updatedAt: now,
        })
        .where(eq(podcasts.id, input.existing.id));
    }
  });
}

function logEnrichmentError(fallback: EnrichmentStats) {
  return (error: unknown) => {
    console.error('fetching transcripts or chapters failed', error);
    return fallback;
  };
}

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FeedParseError) return new ApiError(422, error.code, error.message);
  console.error('feed import failed unexpectedly', error);
  return new ApiError(500, 'feed_import_failed', 'The feed could not be imported because of an internal error');
}

export function nextRefreshAt(env: Pick<Env, 'REFRESH_INTERVAL_MINUTES'>, from: Date): Date {
  // With the scheduler off, "due" only matters to whoever turns it on later: an hour is a fair default.
  const minutes = env.REFRESH_INTERVAL_MINUTES > 0 ? env.REFRESH_INTERVAL_MINUTES : 60;
  return new Date(from.getTime() + minutes * 60_000);
}

function summary(p: Pick<PodcastRow, 'id' | 'title' | 'feedUrl' | 'status'> & { lastError?: string | null }) {
  return { id: p.id, title: p.title, feedUrl: p.feedUrl, status: p.status, lastError: p.lastError ?? null };
}

const EPISODE_COLUMNS = [
  ['podcast_id', 'uuid'],
  ['guid', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['published_at', 'timestamptz'],
  ['duration_seconds', 'double precision'],
  ['enclosure_url', 'text'],
  ['enclosure_type', 'text'],
  ['enclosure_length', 'double precision'],
  ['image_url', 'text'],
  ['season', 'integer'],
  ['episode_number', 'integer'],
  ['chapters_url', 'text'],
] as const satisfies readonly JsonColumn[];

const SOUNDBITE_COLUMNS = [
  ['id', 'varchar'],
  ['episode_id', 'uuid'],
  ['start_seconds', 'double precision'],
  ['duration_seconds', 'double precision'],
  ['title', 'varchar'],
  ['source', 'soundbite_source'],
  ['status', 'soundbite_status'],
  ['feed_key', 'text'],
] as const satisfies readonly JsonColumn[];

const LINK_COLUMNS = [
  ['entity_id', 'uuid'],
  ['podcast_id', 'uuid'],
  ['episode_id', 'uuid'],
  ['role', 'text'],
  ['group', 'text'],
  ['source', 'link_source'],
] as const satisfies readonly JsonColumn[];

const TRANSCRIPT_COLUMNS = [
  ['episode_id', 'uuid'],
  ['url', 'text'],
  ['mime_type', 'text'],
  ['language', 'text'],
  ['rel', 'text'],
] as const satisfies readonly JsonColumn[];
