import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { episodes, podcasts, soundbites, type Chapter } from '../../db/schema.js';
import { iso, type PublicSoundbiteDto, type TranscriptSegmentDto } from '../../lib/schemas.js';
import { excerptSegments, selectSoundbiteView, toPublicSoundbite } from '../../lib/soundbite-view.js';
import { findEpisodeWithPodcast } from '../../lib/episode-with-podcast.js';

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

/** A paused podcast is withdrawn from the public; a failing one only has refresh trouble, so its episodes stay shareable. */
const publicEpisode = (id: string) => and(eq(episodes.id, id), ne(podcasts.status, 'paused'));

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
