import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Actor, AuditEntry } from '../audit/audit.js';
import { writeAudit } from '../audit/audit.js';
import type { Database, Tx } from '../db/client.js';
import { episodes, feedImports, podcasts } from '../db/schema.js';
import type { Env } from '../env.js';
import { ApiError, notFound } from '../lib/errors.js';
import { FeedParseError } from './feed-document.js';
import { feedHasher, type KnownItems } from './parse-feed.js';
import { streamFeed, type FeedStream } from './parser-thread.js';
import { analyzeAfterBulkLoad } from './planner-statistics.js';
import { feedErrors, parseFeedUrl, safeFetch } from './safe-fetch.js';
import {
  BATCH_SIZES,
  emptyStats,
  statsChangedSomething,
  type BatchSizes,
  type EpisodeSyncContext,
  type FeedEpisode,
  type ImportStats,
  type ProgressListener,
} from './sync/context.js';
import { syncEpisodes } from './sync/episodes.js';
import { syncPeople } from './sync/people.js';
import { syncSoundbites } from './sync/soundbites.js';
import { syncTranscriptSources } from './sync/transcript-sources.js';
import { fetchChapters, fetchTranscripts, type EnrichmentStats } from './transcripts.js';
import { lockFeed } from './feed-lock.js';
import { refuseSecondFeedOf } from './second-feed.js';
import { followDeclaredMove, moveFeed, redirectMove, refuseFeedMovedToKnown } from './feed-move.js';
import { nextRefreshAt, recordFailure, recordNotModified } from './import-records.js';

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
  /** The feed's new address for good, now the podcast's feed URL; null when it did not move. */
  movedTo: string | null;
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

  let outcome: {
    status: 'imported' | 'not_modified';
    podcastId: string;
    created: boolean;
    stats: ImportStats;
    movedTo: string | null;
  };
  /** The address the feed names as its new one, when the import read it. */
  let declared: string | null = null;
  const onProgress = input.onProgress;
  try {
    onProgress?.({ phase: 'fetching' });
    const bodyHash = feedHasher();
    const fetched = await safeFetch(feedUrl, {
      env,
      expect: 'feed',
      etag: input.conditional ? existing?.etag : null,
      lastModified: input.conditional ? existing?.lastModified : null,
      hash: bodyHash,
    });
    if (fetched.status === 'not_modified' && existing) {
      const movedTo = await recordNotModified(database, existing, input.actor, startedAt, env, redirectMove(feedUrl, fetched.movedTo));
      outcome = { status: 'not_modified', podcastId: existing.id, created: false, stats: emptyStats(), movedTo };
    } else if (fetched.status === 'not_modified') {
      throw feedErrors.unaskedNotModified();
    } else {
      const { etag, lastModified } = fetched;
      const hash = bodyHash.digest('hex');
      const fetchedFeed = { feedUrl, redirectedTo: fetched.movedTo, hash, etag, lastModified, actor: input.actor, startedAt, env };
      // The very bytes the stored data was written from: parsing and writing them again would change nothing.
      const unchanged = existing?.feedHash === hash ? await recordUnchanged(database, existing, fetchedFeed) : null;
      if (unchanged) outcome = unchanged;
      else
        ({ newFeedUrl: declared, ...outcome } = await importBody(database, fetched.body, existing ?? null, { ...fetchedFeed, onProgress }));
    }
  } catch (error) {
    const apiError = asApiError(error);
    await recordFailure(database, { feedUrl, existing: existing ?? null, error: apiError, actor: input.actor, startedAt, env });
    throw apiError;
  }

  if (declared) {
    const declaredTo = await followDeclaredMove(deps, outcome.podcastId, declared, input.actor).catch((error: unknown) => {
      console.error('following a feed to its new address failed', error);
      return null;
    });
    outcome = { ...outcome, movedTo: declaredTo ?? outcome.movedTo };
  }
  // The queries that follow, and every later one, plan with statistics that know the new rows.
  await analyzeAfterBulkLoad(database, outcome.stats).catch((error: unknown) => console.error('analyzing after an import failed', error));
  const limit = input.enrichmentLimit ?? DEFAULT_ENRICHMENT_LIMIT;
  const none: EnrichmentStats = { fetched: 0, failed: 0, deferred: 0 };
  // The feed is committed: nothing that goes wrong with its extras may turn that into an error.
  const transcriptStats = await fetchTranscripts(deps, outcome.podcastId, limit, (done, total) =>
    onProgress?.({ phase: 'transcripts', done, total }),
  ).catch(logEnrichmentError(none));
  const chapterStats = await fetchChapters(deps, outcome.podcastId, limit, (done, total) =>
    onProgress?.({ phase: 'chapters', done, total }),
  ).catch(logEnrichmentError(none));
  return { ...outcome, feedUrl: outcome.movedTo ?? feedUrl, transcripts: transcriptStats, chapters: chapterStats };
}

/** Parses and writes a fetched feed body, in one transaction. */
async function importBody(database: Database, body: Buffer, existing: PodcastRow | null, fetched: FetchedFeed) {
  fetched.onProgress?.({ phase: 'parsing', bytes: body.length });
  // The episodes are written while the parser reads the next ones, in the one transaction.
  // The body is not read again: it moves to the parser instead of being copied.
  const feed = await streamFeed(body, existing ? await knownItems(database, existing.id) : new Map(), { handOver: true });
  try {
    return await database.db.transaction(async (tx) => {
      const current = await lockFeed(tx, fetched.feedUrl);
      // Deleted while its feed was being fetched: a refresh must not bring it back.
      if (existing && current?.id !== existing.id) throw notFound(`Podcast ${existing.id} (deleted while it was being refreshed)`);
      return writeFeed(tx, { ...fetched, batch: BATCH_SIZES, feed, existing: current });
    });
  } finally {
    feed.cancel();
  }
}

/**
 * A body identical to the one the podcast was last written from is recorded as an import that changed
 * nothing (the podcast's bookkeeping, the audit event and the feed_imports row, as any import), without
 * parsing it. Null when another import wrote a different body meanwhile: then this one is imported in full.
 */
async function recordUnchanged(database: Database, existing: PodcastRow, fetched: FetchedFeed) {
  return database.db.transaction(async (tx) => {
    const current = await lockFeed(tx, fetched.feedUrl);
    if (current?.id !== existing.id || current.feedHash !== fetched.hash) return null;
    const values = bookkeeping(current, fetched, new Date());
    await tx.update(podcasts).set(values).where(eq(podcasts.id, current.id));
    const stats = emptyStats();
    await recordSucceeded(tx, fetched, { podcastId: current.id, existing: current, after: { ...current, ...values }, stats, hidden: [] });
    // The body was read when it was written: only a redirect can have moved the feed since.
    const move = redirectMove(fetched.feedUrl, fetched.redirectedTo);
    const moved = move !== null && (await moveFeed(tx, current, move, fetched.actor));
    return { status: 'imported' as const, podcastId: current.id, created: false, stats, movedTo: moved ? move.to : null };
  });
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

/** A feed body fetched for an import, and who asked for it. */
export interface FetchedFeed {
  feedUrl: string;
  /** Where permanent redirects took the fetch (SafeFetchResult.movedTo). */
  redirectedTo: string | null;
  /** The hex digest of feedHasher fed the body. */
  hash: string;
  etag: string | null;
  lastModified: string | null;
  actor: Actor;
  startedAt: Date;
  env: Env;
  onProgress?: ProgressListener | undefined;
}

interface WriteFeedInput extends FetchedFeed {
  batch: BatchSizes;
  feed: FeedStream;
  existing: PodcastRow | null;
}

/** What every clean import sets on the podcast besides what the feed says. */
function bookkeeping(existing: Pick<PodcastRow, 'status'> | null, fetched: FetchedFeed, now: Date) {
  return {
    // A paused podcast stays paused; anything else that imports cleanly is active again.
    status: existing?.status === 'paused' ? ('paused' as const) : ('active' as const),
    lastFetchedAt: now,
    lastError: null,
    etag: fetched.etag,
    lastModified: fetched.lastModified,
    feedHash: fetched.hash,
    nextRefreshAt: nextRefreshAt(fetched.env, now),
    updatedAt: now,
  };
}

const CHANNEL_DETAILS = [
  'podcastGuid',
  'title',
  'author',
  'description',
  'imageUrl',
  'link',
  'language',
  'categories',
  'explicit',
] as const;

/** Whether the feed's channel says something else than the podcast's stored details (staff's edits to them included). */
function channelDetailsDiffer(stored: PodcastRow, written: Pick<PodcastRow, (typeof CHANNEL_DETAILS)[number]>): boolean {
  return CHANNEL_DETAILS.some((field) => JSON.stringify(stored[field] ?? null) !== JSON.stringify(written[field] ?? null));
}

/** Writes a parsed feed (the podcast, its episodes and what hangs on them, the audit and import records) in `tx`. */
export async function writeFeed(tx: Tx, input: WriteFeedInput) {
  const podcast = input.feed.podcast;
  if (!input.existing) {
    if (podcast.guid) await refuseSecondFeedOf(tx, podcast.guid, input.feedUrl);
    await refuseFeedMovedToKnown(tx, input.feedUrl, input.redirectedTo, podcast);
  }
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
    ...bookkeeping(input.existing, input, now),
  };
  const [podcastRow] = await tx
    .insert(podcasts)
    .values(podcastValues)
    .onConflictDoUpdate({ target: podcasts.feedUrl, set: podcastValues })
    // A row this statement inserted (rather than updated) has no transaction id in xmax.
    .returning({ id: podcasts.id, created: sql<boolean>`${podcasts}.xmax = 0` });
  const podcastId = podcastRow!.id;
  if (input.existing && channelDetailsDiffer(input.existing, podcastValues)) stats.podcastUpdated = 1;

  const sync = {
    tx,
    podcastId,
    created: podcastRow!.created,
    parsed: { podcast, episodes: [] },
    batch: input.batch,
    stats,
    onProgress: input.onProgress,
  };
  const hidden: Awaited<ReturnType<typeof syncSoundbites>> = [];
  // The soundbites, people and transcripts of the episodes written so far follow them while the parser
  // reads on, instead of all after the last episode. Each sync only ever looks at the episodes it is
  // given, so group by group gives what all at once did.
  let pending: FeedEpisode[] = [];
  let synced = false;
  const syncPending = async (episodeIds: ReadonlyMap<string, string>) => {
    const group: EpisodeSyncContext = { ...sync, parsed: { podcast, episodes: pending }, episodeIds };
    pending = [];
    synced = true;
    hidden.push(...(await syncSoundbites(group)));
    await syncPeople(group);
    await syncTranscriptSources(group);
  };
  const episodeIds = await syncEpisodes(sync, input.feed, async (episodes, ids) => {
    pending.push(...episodes);
    if (pending.length >= input.batch.episodesPerRowSync) await syncPending(ids);
  });
  // The rest; and the channel's people follow the feed even when no item needed reading.
  if (pending.length > 0 || !synced) await syncPending(episodeIds);

  await recordSucceeded(tx, input, { podcastId, existing: input.existing, after: { ...podcastValues, id: podcastId }, stats, hidden });
  const move = redirectMove(input.feedUrl, input.redirectedTo);
  const moved = move !== null && (await moveFeed(tx, { id: podcastId, title: podcast.title, feedUrl: input.feedUrl }, move, input.actor));
  return {
    status: 'imported' as const,
    podcastId,
    created: input.existing === null,
    stats,
    movedTo: moved ? move.to : null,
    newFeedUrl: podcast.newFeedUrl,
  };
}

interface ImportOutcome {
  podcastId: string;
  existing: PodcastRow | null;
  after: Parameters<typeof summary>[0];
  stats: ImportStats;
  /** Soundbites the import hid because the feed no longer lists them. */
  hidden: { id: string; status: string }[];
}

/**
 * The audit events and the feed_imports row of an import that succeeded, in its transaction. Every
 * import is in feed_imports; the audit, which staff read for what happened, leaves out a scheduled
 * refresh that changed nothing (a feed whose body changes with every fetch, a build date, would
 * otherwise fill it with one such event per refresh). What staff start is always audited.
 */
async function recordSucceeded(tx: Tx, fetched: FetchedFeed, outcome: ImportOutcome) {
  const { podcastId, existing, stats } = outcome;
  const before = existing ? summary(existing) : null;
  const after = summary(outcome.after);
  const quiet =
    fetched.actor.uid === null && before !== null && !statsChangedSomething(stats) && JSON.stringify(before) === JSON.stringify(after);
  const audit: AuditEntry[] = [
    ...(quiet
      ? []
      : [
          {
            action: existing === null ? 'podcast.created' : 'podcast.imported',
            recordType: 'podcast',
            recordId: podcastId,
            before,
            after: { ...after, stats },
          } satisfies AuditEntry,
        ]),
    ...outcome.hidden.map((s): AuditEntry => ({
      action: 'soundbite.hidden',
      recordType: 'soundbite',
      recordId: s.id,
      before: { status: s.status },
      after: { status: 'hidden', reason: 'no longer in the feed' },
    })),
  ];
  await writeAudit(tx, fetched.actor, audit);
  await tx.insert(feedImports).values({
    podcastId,
    feedUrl: fetched.feedUrl,
    status: 'succeeded',
    stats: { ...stats },
    actorUid: fetched.actor.uid,
    startedAt: fetched.startedAt,
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

function summary(p: Pick<PodcastRow, 'id' | 'title' | 'feedUrl' | 'status'> & { lastError?: string | null }) {
  return { id: p.id, title: p.title, feedUrl: p.feedUrl, status: p.status, lastError: p.lastError ?? null };
}
