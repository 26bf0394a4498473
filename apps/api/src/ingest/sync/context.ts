import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { ParsedEpisode, ParsedFeed } from '../parse-feed.js';

export interface ImportStats {
  /** 1 when the channel's own details (title, description, art, …) differed from the stored ones. */
  podcastUpdated: number;
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

/**
 * Whether an import changed anything: any count but the skipped soundbites' (ones staff own, left
 * as they are). The dashboard asks the same of stored imports in SQL (`changedSomething`).
 */
export const statsChangedSomething = (stats: ImportStats): boolean =>
  Object.entries(stats).some(([key, value]) => key !== 'soundbitesSkipped' && value !== 0);

export const emptyStats = (): ImportStats => ({
  podcastUpdated: 0,
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

/**
 * Rows per INSERT, the same on both engines. Each statement's rows are turned into one JSON
 * parameter on the thread that answers requests, so episodes (kilobytes of show notes each) go 50
 * at a time: 250 held that thread long enough to push /api/health's p99 past 50 ms during a big
 * import on a busy machine. Other rows are small. PGlite runs on a thread of its own, and the
 * import's transaction holds its one session until it commits whatever the statements' size.
 */
export interface BatchSizes {
  episodes: number;
  rows: number;
  /**
   * The soundbites, people and transcripts of this many written episodes are synced together, while
   * the parser reads on: few enough statements that their fixed cost (each one's triggers) stays
   * small, and a short wait after the last episode instead of all of them.
   */
  episodesPerRowSync: number;
}

export const BATCH_SIZES: BatchSizes = { episodes: 50, rows: 1000, episodesPerRowSync: 400 };

/**
 * Where an import is, for whoever watches it (the ops dashboard's progress): fetching the
 * feed, parsing it, writing its episodes, then fetching transcripts and chapters.
 */
export type ImportProgress =
  | { phase: 'fetching' }
  | { phase: 'parsing'; bytes: number }
  | { phase: 'writing'; done: number; total: number }
  | { phase: 'transcripts'; done: number; total: number }
  | { phase: 'chapters'; done: number; total: number };

export type ProgressListener = (progress: ImportProgress) => void;

/** What the syncs after the episodes read of a feed episode: not its show notes, which are written by then. */
export type FeedEpisode = Pick<ParsedEpisode, 'guid' | 'soundbites' | 'transcripts' | 'people'>;

/** The feed as the syncs see it: its channel, and the episodes the parser read (unchanged items are not here). */
export interface FeedContent {
  podcast: ParsedFeed['podcast'];
  episodes: FeedEpisode[];
}

/** What every table's sync works on: one podcast's parsed feed, inside the import's transaction. */
export interface SyncContext {
  tx: Tx;
  podcastId: string;
  /** The podcast's row was inserted by this import's transaction: nothing is stored under it yet to read. */
  created: boolean;
  parsed: FeedContent;
  batch: BatchSizes;
  stats: ImportStats;
  onProgress?: ProgressListener | undefined;
}

/**
 * The rows a sync compares the feed with, as `read` selects them; for a podcast this import created
 * nothing is stored under it yet, so nothing is read.
 */
export async function storedRows<T>(ctx: SyncContext, read: () => PromiseLike<T[]>): Promise<T[]> {
  return ctx.created ? [] : await read();
}

/** A sync that runs after the episodes also knows each feed episode's id, by guid. */
export interface EpisodeSyncContext extends SyncContext {
  episodeIds: ReadonlyMap<string, string>;
}

/**
 * The ids of the episodes the feed lists and the parser read: only their soundbites, people and
 * transcripts follow it. Items the parser skipped (unchanged since the last import) are not here,
 * and nothing stored for them needs reading: it is still exactly what they say.
 */
export function feedEpisodeIds(ctx: EpisodeSyncContext): Set<string> {
  return new Set(ctx.parsed.episodes.map((e) => ctx.episodeIds.get(e.guid)!));
}

/** `column` is one of these episodes: one array parameter (uuids need no quoting), however many there are. */
export function inEpisodes(column: AnyColumn, ids: ReadonlySet<string>): SQL {
  return sql`${column} = any(${`{${[...ids].join(',')}}`}::uuid[])`;
}
