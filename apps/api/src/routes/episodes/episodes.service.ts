import { and, asc, count, eq, exists, ilike, sql, type SQL } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../audit/audit.js';
import type { Db, Tx } from '../../db/client.js';
import { entities, entityLinks, episodes, podcasts, soundbites, transcriptSegments, transcripts } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { likePattern, orderBy, pageWindow } from '../../lib/pagination.js';
import { iso, toEpisode, toLinkedEntity, toSoundbite } from '../../lib/schemas.js';
import { findEpisodeWithPodcast } from '../../lib/episode-with-podcast.js';
import { listedPodcast } from '../../lib/listener-podcast.js';
import { changedFields } from '../../lib/changes.js';

type EpisodeRow = typeof episodes.$inferSelect;

// Table-qualified by hand: Drizzle leaves columns unqualified in single-table selects,
// where a bare "id" inside the subquery would mean the subquery's own table.
/** An episode with a transcript that has lines: what `hasTranscript` filters on, and the dashboard counts. */
export const hasTranscriptLines = sql<boolean>`exists (select 1 from transcript_segments seg where seg.episode_id = "episodes"."id")`;
const soundbiteCount = sql<number>`(select count(*)::int from soundbites s where s.episode_id = "episodes"."id")`;
/**
 * Where the episode's transcript stands: lines to show, or why there are none although the feed
 * lists one (fetching failed; or not fetched: a format the importer does not read, or another
 * format of one language, which waits while that language has one), or none listed.
 */
const transcriptState = sql<EpisodeTranscriptState>`case
  when ${hasTranscriptLines} then 'lines'
  when exists (select 1 from transcripts tr where tr.episode_id = "episodes"."id" and tr.status = 'failed') then 'failed'
  when exists (select 1 from transcripts tr where tr.episode_id = "episodes"."id" and tr.status = 'pending') then 'pending'
  else 'none' end`;

export type EpisodeTranscriptState = 'lines' | 'pending' | 'failed' | 'none';

const SORT_COLUMNS = {
  publishedAt: episodes.publishedAt,
  title: sql`lower(${episodes.title})`,
  createdAt: episodes.createdAt,
  durationSeconds: episodes.durationSeconds,
};

export interface EpisodeListQuery {
  page: number;
  pageSize: number;
  sort: string;
  q?: string | undefined;
  podcastId?: string | undefined;
  hasTranscript?: boolean | undefined;
}

export async function listEpisodes(db: Db, query: EpisodeListQuery) {
  const conditions: (SQL | undefined)[] = [
    query.podcastId ? eq(episodes.podcastId, query.podcastId) : undefined,
    query.q ? ilike(episodes.title, likePattern(query.q)) : undefined,
    query.hasTranscript === undefined ? undefined : query.hasTranscript ? hasTranscriptLines : sql`not ${hasTranscriptLines}`,
  ];
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        episode: episodes,
        podcastTitle: podcasts.title,
        hasTranscript: hasTranscriptLines,
        transcriptState,
        soundbiteCount,
      })
      .from(episodes)
      .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
      .where(where)
      .orderBy(...orderBy(query.sort as keyof typeof SORT_COLUMNS, SORT_COLUMNS, episodes.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(episodes).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...toEpisode(row.episode),
      podcastTitle: row.podcastTitle,
      hasTranscript: row.hasTranscript,
      transcriptState: row.transcriptState,
      soundbiteCount: row.soundbiteCount,
    })),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const segmentCount = sql<number>`(select count(*)::int from transcript_segments seg where seg.transcript_id = "transcripts"."id")`;

function toTranscript(row: typeof transcripts.$inferSelect, segments: number) {
  return {
    id: row.id,
    url: row.url,
    mimeType: row.mimeType,
    language: row.language,
    rel: row.rel,
    status: row.status,
    error: row.error,
    fetchedAt: iso(row.fetchedAt),
    segmentCount: segments,
  };
}

export async function getEpisodeDetail(db: Db | Tx, id: string) {
  const row = await findEpisodeWithPodcast(db, eq(episodes.id, id));
  if (!row) throw notFound(`Episode ${id}`);
  const [transcriptRows, soundbiteRows, people, [listing]] = await Promise.all([
    db
      .select({ transcript: transcripts, segmentCount })
      .from(transcripts)
      .where(eq(transcripts.episodeId, id))
      .orderBy(asc(transcripts.createdAt), asc(transcripts.id)),
    db.select().from(soundbites).where(eq(soundbites.episodeId, id)).orderBy(asc(soundbites.startSeconds), asc(soundbites.id)),
    db
      .select({ link: entityLinks, entity: entities })
      .from(entityLinks)
      .innerJoin(entities, eq(entities.id, entityLinks.entityId))
      .where(eq(entityLinks.episodeId, id))
      .orderBy(asc(entityLinks.group), asc(entities.name)),
    db
      .select({ listed: sql<boolean>`${listedPodcast}` })
      .from(podcasts)
      .where(eq(podcasts.id, row.episode.podcastId)),
  ]);
  return {
    ...toEpisode(row.episode),
    podcast: row.podcast,
    listed: listing?.listed ?? false,
    chapters: row.episode.chapters ?? [],
    transcripts: transcriptRows.map((t) => toTranscript(t.transcript, t.segmentCount)),
    soundbites: soundbiteRows.map(toSoundbite),
    people: people.map(({ link, entity }) => toLinkedEntity(link, entity)),
  };
}

export type EpisodePatch = Partial<Pick<EpisodeRow, 'title' | 'imageUrl' | 'season' | 'episodeNumber'>>;

export async function updateEpisode(db: Db, actor: Actor, id: string, patch: EpisodePatch) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(episodes).where(eq(episodes.id, id)).for('update');
    if (!before) throw notFound(`Episode ${id}`);
    const changes = changedFields(patch, before);
    if (Object.keys(changes).length > 0) {
      const [after] = await tx
        .update(episodes)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(episodes.id, id))
        .returning();
      await writeAudit(tx, actor, {
        action: 'episode.update',
        recordType: 'episode',
        recordId: id,
        before: toEpisode(before),
        after: toEpisode(after!),
      });
    }
    return getEpisodeDetail(tx, id);
  });
}

/**
 * The segments of one transcript (the requested language, else the first with
 * segments) that overlap [from, to].
 */
export async function getEpisodeTranscript(
  db: Db,
  id: string,
  range: { from?: number | undefined; to?: number | undefined; language?: string | undefined },
) {
  const [episode] = await db.select({ id: episodes.id }).from(episodes).where(eq(episodes.id, id));
  if (!episode) throw notFound(`Episode ${id}`);
  const [chosen] = await db
    .select({ transcript: transcripts, segmentCount })
    .from(transcripts)
    .where(
      and(
        eq(transcripts.episodeId, id),
        range.language ? eq(transcripts.language, range.language) : undefined,
        exists(
          db
            .select({ one: sql`1` })
            .from(transcriptSegments)
            .where(eq(transcriptSegments.transcriptId, transcripts.id)),
        ),
      ),
    )
    .orderBy(asc(transcripts.createdAt), asc(transcripts.id))
    .limit(1);
  if (!chosen) {
    // Why there are no lines: the transcripts the feed lists, with their fetch status and error.
    const listed = await db
      .select({ transcript: transcripts, segmentCount })
      .from(transcripts)
      .where(eq(transcripts.episodeId, id))
      .orderBy(asc(transcripts.createdAt), asc(transcripts.id));
    return { episodeId: id, transcript: null, segments: [], listed: listed.map((t) => toTranscript(t.transcript, t.segmentCount)) };
  }
  const segments = await db
    .select({
      startSeconds: transcriptSegments.startSeconds,
      endSeconds: transcriptSegments.endSeconds,
      speaker: transcriptSegments.speaker,
      text: transcriptSegments.body,
    })
    .from(transcriptSegments)
    .where(
      and(
        eq(transcriptSegments.transcriptId, chosen.transcript.id),
        range.from === undefined ? undefined : sql`${transcriptSegments.endSeconds} > ${range.from}`,
        range.to === undefined ? undefined : sql`${transcriptSegments.startSeconds} < ${range.to}`,
      ),
    )
    .orderBy(asc(transcriptSegments.position));
  return { episodeId: id, transcript: toTranscript(chosen.transcript, chosen.segmentCount), segments, listed: [] };
}
