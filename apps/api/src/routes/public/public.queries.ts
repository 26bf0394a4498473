import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { episodes, podcasts, soundbites, type Chapter } from '../../db/schema.js';
import { iso, type PublicSoundbiteDto, type TranscriptSegmentDto } from '../../lib/schemas.js';
import { excerptSegments, selectSoundbiteView, toPublicSoundbite } from '../../lib/soundbite-view.js';
import { findEpisodeWithPodcast } from '../../lib/episode-with-podcast.js';
import { pageWindow } from '../../lib/pagination.js';
import { allWordsIn } from '../../lib/word-search.js';
import {
  episodeCountOf,
  listedPodcast,
  listenerPodcastColumns,
  newestEpisodesFirst,
  oldestEpisodesFirst,
} from '../../lib/listener-podcast.js';

function preparePublishedSoundbite(db: Db) {
  return selectSoundbiteView(db)
    .where(and(eq(soundbites.id, sql.placeholder('id')), eq(soundbites.status, 'published')))
    .prepare('public_soundbite_by_id');
}

/** Prepared once per database: the share page and its benchmark hit this on every request. */
const preparedByDb = new WeakMap<Db, ReturnType<typeof preparePublishedSoundbite>>();

/**
 * A published soundbite with its episode, podcast and transcript excerpt, in one
 * query by primary key; null when it is unknown, a draft or hidden.
 * Used by GET /api/public/soundbites/{id} and by the share page's meta tags.
 */
export async function getPublishedSoundbite(db: Db, id: string): Promise<PublicSoundbiteDto | null> {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = preparePublishedSoundbite(db);
    preparedByDb.set(db, prepared);
  }
  const [row] = await prepared.execute({ id });
  return row ? toPublicSoundbite(row) : null;
}

/**
 * The most recently added published soundbites, newest first. Those staff gave a title come first:
 * the home page shows these off, and an untitled one ("Untitled moment from …") only fills a place
 * no titled one can.
 */
/** Of the newest soundbites, how many are read to pick a varied few from. */
const FEATURED_CANDIDATES_PER_PLACE = 8;

export async function listFeaturedSoundbites(db: Db, limit: number): Promise<PublicSoundbiteDto[]> {
  const newest = async (titled: boolean, count: number) =>
    takeTurnsByPodcast(
      await selectSoundbiteView(db)
        .where(and(eq(soundbites.status, 'published'), titled ? ne(soundbites.title, '') : eq(soundbites.title, '')))
        .orderBy(desc(soundbites.createdAt), desc(soundbites.id))
        .limit(count * FEATURED_CANDIDATES_PER_PLACE),
    ).slice(0, count);
  const rows = await newest(true, limit);
  if (rows.length < limit) rows.push(...(await newest(false, limit - rows.length)));
  return rows.map(toPublicSoundbite);
}

/**
 * Rows newest first, reordered so podcasts take turns: each podcast's newest, then each one's second
 * newest, and so on. A podcast whose staff cut twenty moments in an afternoon does not fill the home page.
 */
export function takeTurnsByPodcast<Row extends { podcast: { id: string } }>(rows: readonly Row[]): Row[] {
  const turn = new Map<string, number>();
  const ranked = rows.map((row, order) => {
    const rank = turn.get(row.podcast.id) ?? 0;
    turn.set(row.podcast.id, rank + 1);
    return { row, rank, order };
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.order - b.order).map(({ row }) => row);
}

/**
 * An episode's chapters as listeners see them: titled ones meant for the table of contents (the JSON
 * chapters format's `toc: false` marks ones that only change the art), in order, inside the episode.
 */
export function publicChapters(chapters: Chapter[] | null, durationSeconds: number | null): { startSeconds: number; title: string }[] {
  return (chapters ?? [])
    .filter((chapter) => chapter.toc !== false && Number.isFinite(chapter.startTime) && chapter.startTime >= 0)
    .filter((chapter) => durationSeconds === null || chapter.startTime < durationSeconds)
    .map((chapter) => ({ startSeconds: chapter.startTime, title: chapter.title?.trim() ?? '' }))
    .filter((chapter) => chapter.title !== '')
    .sort((a, b) => a.startSeconds - b.startSeconds);
}

/** An episode of a podcast listeners may see (a paused one's are withdrawn with it). */
const publicEpisode = (id: string) => and(eq(episodes.id, id), listedPodcast);

/** An episode for ad-hoc share ranges and whole-episode pages; null when unknown or withdrawn. */
export async function getPublicEpisode(db: Db, id: string) {
  const row = await findEpisodeWithPodcast(db, publicEpisode(id));
  if (!row) return null;
  const { episode, podcast } = row;
  const [previousEpisode, nextEpisode] = episode.publishedAt
    ? await Promise.all([neighbourEpisode(db, episode, 'previous'), neighbourEpisode(db, episode, 'next')])
    : [null, null];
  return {
    id: episode.id,
    title: episode.title,
    description: episode.description,
    publishedAt: iso(episode.publishedAt),
    durationSeconds: episode.durationSeconds,
    audioUrl: episode.enclosureUrl,
    audioType: episode.enclosureType,
    imageUrl: episode.imageUrl,
    chapters: publicChapters(episode.chapters, episode.durationSeconds),
    podcast,
    previousEpisode,
    nextEpisode,
  };
}

/**
 * The podcast's episode published just before (or after) this one, for a listener to go on to. Episodes
 * of one date are ordered by id, so every dated episode has one place in the order; undated ones have none.
 */
async function neighbourEpisode(db: Db, episode: { id: string; podcastId: string }, side: 'previous' | 'next') {
  const place = sql`(${episodes.publishedAt}, ${episodes.id})`;
  // Its own stored date, not one read back into JavaScript (which keeps only milliseconds).
  const here = sql`(select e.published_at, e.id from episodes e where e.id = ${episode.id})`;
  const [row] = await db
    .select({ id: episodes.id, title: episodes.title, publishedAt: episodes.publishedAt, durationSeconds: episodes.durationSeconds })
    .from(episodes)
    .where(and(eq(episodes.podcastId, episode.podcastId), side === 'previous' ? sql`${place} < ${here}` : sql`${place} > ${here}`))
    .orderBy(...(side === 'previous' ? [desc(episodes.publishedAt), desc(episodes.id)] : [asc(episodes.publishedAt), asc(episodes.id)]))
    .limit(1);
  return row ? { ...row, publishedAt: row.publishedAt!.toISOString() } : null;
}

/**
 * The transcript lines of a public episode that overlap [from, to) (all of them without either), from the
 * same one transcript a soundbite's excerpt is cut from; null when the episode is unknown or withdrawn.
 */
export async function getPublicTranscript(
  db: Db,
  id: string,
  part: { from?: number; to?: number },
): Promise<TranscriptSegmentDto[] | null> {
  const from = part.from ?? 0;
  const length = part.to === undefined ? sql`'Infinity'::float8` : sql`${part.to - from}::float8`;
  const [row] = await db
    .select({ segments: excerptSegments(episodes.id, sql`${from}::float8`, length) })
    .from(episodes)
    .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
    .where(publicEpisode(id));
  return row ? row.segments : null;
}

/** How many of a podcast's newest published soundbites its public page plays. */
export const PODCAST_PAGE_SOUNDBITES = 6;

/**
 * A podcast as its public page shows it: what the show is, how many episodes it has and its newest
 * published soundbites; null when it is unknown or paused (withdrawn from the public, as its episodes are).
 */
export async function getPublicPodcast(db: Db, id: string) {
  const [podcast] = await db
    .select(listenerPodcastColumns)
    .from(podcasts)
    .where(and(eq(podcasts.id, id), listedPodcast));
  if (!podcast) return null;
  const [episodeCount, newestSoundbites] = await Promise.all([
    episodeCountOf(db, id),
    selectSoundbiteView(db)
      .where(and(eq(episodes.podcastId, id), eq(soundbites.status, 'published')))
      .orderBy(desc(soundbites.createdAt), desc(soundbites.id))
      .limit(PODCAST_PAGE_SOUNDBITES),
  ]);
  return { ...podcast, episodeCount, soundbites: newestSoundbites.map(toPublicSoundbite) };
}

/**
 * A page of a public podcast's episodes, newest first in the order "More from" steps through (publication
 * date, then id), or oldest first, undated ones last; with `q`, only those whose title has every one of its
 * words, and `total` counts those. Null when the podcast is unknown or paused.
 */
export async function listPublicPodcastEpisodes(
  db: Db,
  id: string,
  query: { page: number; pageSize: number; q?: string | undefined; order?: 'newest' | 'oldest' },
) {
  const [podcast] = await db
    .select({ id: podcasts.id })
    .from(podcasts)
    .where(and(eq(podcasts.id, id), listedPodcast));
  if (!podcast) return null;
  const { limit, offset } = pageWindow(query);
  const listed = and(eq(episodes.podcastId, id), query.q ? allWordsIn(sql`${episodes.title}`, query.q) : undefined);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: episodes.id,
        title: episodes.title,
        publishedAt: episodes.publishedAt,
        durationSeconds: episodes.durationSeconds,
        imageUrl: episodes.imageUrl,
      })
      .from(episodes)
      .where(listed)
      .orderBy(...(query.order === 'oldest' ? oldestEpisodesFirst : newestEpisodesFirst))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(episodes)
      .where(listed)
      .then(([row]) => row?.total ?? 0),
  ]);
  return { items: rows.map((row) => ({ ...row, publishedAt: iso(row.publishedAt) })), total, page: query.page, pageSize: query.pageSize };
}
