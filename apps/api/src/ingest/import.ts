import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Actor, AuditEntry } from '../audit/audit.js';
import { writeAudit } from '../audit/audit.js';
import type { Database, Tx } from '../db/client.js';
import { episodes, feedImports, podcasts } from '../db/schema.js';
import type { Env } from '../env.js';
import { ApiError, notFound } from '../lib/errors.js';
import { FeedParseError } from './feed-document.js';
import type { KnownItems } from './parse-feed.js';
import { streamFeed, type FeedStream } from './parser-thread.js';
import { feedErrors, parseFeedUrl, safeFetch } from './safe-fetch.js';
import { BATCH_SIZES, emptyStats, type BatchSizes, type ImportStats, type ProgressListener } from './sync/context.js';
import { syncEpisodes } from './sync/episodes.js';
import { syncPeople } from './sync/people.js';
import { syncSoundbites } from './sync/soundbites.js';
import { syncTranscriptSources } from './sync/transcript-sources.js';
import { fetchChapters, fetchTranscripts, type EnrichmentStats } from './transcripts.js';

export type { ImportStats, ProgressListener } from './sync/context.js';

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
  /** Told each step of the import as it happens; it must not throw. */
  onProgress?: ProgressListener;
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
  const onProgress = input.onProgress;
  try {
    onProgress?.({ phase: 'fetching' });
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
      onProgress?.({ phase: 'parsing', bytes: fetched.body.length });
      const { etag, lastModified } = fetched;
      // The episodes are written while the parser reads the next ones, in the one transaction.
      const feed = await streamFeed(fetched.body, existing ? await knownItems(database, existing.id) : new Map());
      try {
        outcome = await database.db.transaction(async (tx) => {
          // Processes importing one feed at the same moment take turns, and each reads the podcast
          // only once it has its turn: one podcast, and the later import is a re-import of it.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`feed:${feedUrl}`}, 0))`);
          const [current] = await tx.select().from(podcasts).where(eq(podcasts.feedUrl, feedUrl)).limit(1);
          return writeFeed(tx, {
            batch: BATCH_SIZES,
            feedUrl,
            feed,
            existing: current ?? null,
            etag,
            lastModified,
            actor: input.actor,
            startedAt,
            env,
            onProgress,
          });
        });
      } finally {
        feed.cancel();
      }
    }
  } catch (error) {
    const apiError = asApiError(error);
    await recordFailure(database, { feedUrl, existing: existing ?? null, error: apiError, actor: input.actor, startedAt, env });
    throw apiError;
  }

  const limit = input.enrichmentLimit ?? DEFAULT_ENRICHMENT_LIMIT;
  const none: EnrichmentStats = { fetched: 0, failed: 0, deferred: 0 };
  // The feed is committed: nothing that goes wrong with its extras may turn that into an error.
  const transcriptStats = await fetchTranscripts(deps, outcome.podcastId, limit, (done, total) =>
    onProgress?.({ phase: 'transcripts', done, total }),
  ).catch(logEnrichmentError(none));
  const chapterStats = await fetchChapters(deps, outcome.podcastId, limit, (done, total) =>
    onProgress?.({ phase: 'chapters', done, total }),
  ).catch(logEnrichmentError(none));
  return { ...outcome, feedUrl, transcripts: transcriptStats, chapters: chapterStats };
}

/** The podcast's episodes by the fingerprint of the feed item each was written from. */
async function knownItems(database: Database, podcastId: string): Promise<KnownItems> {
  const rows = await database.db
    .select({ fingerprint: episodes.fingerprint, guid: episodes.guid })
    .from(episodes)
    .where(and(eq(episodes.podcastId, podcastId), isNotNull(episodes.fingerprint)));
  return new Map(rows.map((row) => [row.fingerprint!, row.guid]));
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
  feed: FeedStream;
  existing: PodcastRow | null;
  etag: string | null;
  lastModified: string | null;
  actor: Actor;
  startedAt: Date;
  env: Env;
  onProgress: ProgressListener | undefined;
}

async function writeFeed(tx: Tx, input: WriteFeedInput) {
  const { actor } = input;
  const podcast = input.feed.podcast;
  const stats = emptyStats();
  const now = new Date();
  const podcastValues = {
    feedUrl: input.feedUrl,
    podcastGuid: podcast.guid,
    title: podcast.title,
    author: podcast.author,
    description: podcast.description,
    imageUrl: podcast.imageUrl,
    link: podcast.link,
    language: podcast.language,
    categories: podcast.categories,
    explicit: podcast.explicit,
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

  const sync = { tx, podcastId, parsed: { podcast, episodes: [] }, batch: input.batch, stats, onProgress: input.onProgress };
  const withEpisodes = { ...sync, episodeIds: await syncEpisodes(sync, input.feed) };
  const hidden = await syncSoundbites(withEpisodes);
  await syncPeople(withEpisodes);
  await syncTranscriptSources(withEpisodes);

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
