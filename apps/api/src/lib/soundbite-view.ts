import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { episodes, podcasts, soundbites } from '../db/schema.js';
import { iso, toExcerpt, type PublicSoundbiteDto, type TranscriptSegmentDto } from './schemas.js';

/**
 * A correlated subquery: the segments of one transcript of the episode that overlap
 * [start, start + duration), as JSON. An episode may have a transcript per language;
 * the first one that has segments is used so the excerpt is never mixed.
 * It runs inside the soundbite's own query, so an excerpt costs no extra round trip.
 */
export function excerptSegments(
  episodeId: AnyColumn | SQL,
  startSeconds: AnyColumn | SQL,
  durationSeconds: AnyColumn | SQL,
): SQL<TranscriptSegmentDto[]> {
  return sql<TranscriptSegmentDto[]>`coalesce((
    select json_agg(json_build_object(
      'startSeconds', seg.start_seconds, 'endSeconds', seg.end_seconds,
      'speaker', seg.speaker, 'text', seg.body) order by seg.start_seconds, seg.position)
    from transcript_segments seg
    where seg.episode_id = ${episodeId}
      and seg.start_seconds < ${startSeconds} + ${durationSeconds}
      and seg.end_seconds > ${startSeconds}
      and seg.transcript_id = (
        select tr.id from transcripts tr
        where tr.episode_id = ${episodeId}
          and exists (select 1 from transcript_segments any_seg where any_seg.transcript_id = tr.id)
        order by tr.created_at, tr.id
        limit 1)
  ), '[]'::json)`;
}

export function shareUrlFor(soundbiteId: string): string {
  return `/share?soundbite=${encodeURIComponent(soundbiteId)}`;
}

/**
 * The columns every view of a soundbite shows (ops detail, share page, featured):
 * one indexed join of soundbite, episode and podcast plus the excerpt subquery.
 */
export function soundbiteViewColumns() {
  return {
    soundbite: soundbites,
    episode: {
      id: episodes.id,
      title: episodes.title,
      enclosureUrl: episodes.enclosureUrl,
      enclosureType: episodes.enclosureType,
      durationSeconds: episodes.durationSeconds,
      imageUrl: episodes.imageUrl,
      publishedAt: episodes.publishedAt,
    },
    podcast: {
      id: podcasts.id,
      title: podcasts.title,
      author: podcasts.author,
      imageUrl: podcasts.imageUrl,
    },
    excerpt: excerptSegments(soundbites.episodeId, soundbites.startSeconds, soundbites.durationSeconds),
  };
}

export function selectSoundbiteView(db: Db | Tx) {
  return db
    .select(soundbiteViewColumns())
    .from(soundbites)
    .innerJoin(episodes, eq(episodes.id, soundbites.episodeId))
    .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId));
}

type ViewRow = {
  soundbite: typeof soundbites.$inferSelect;
  episode: {
    id: string;
    title: string;
    enclosureUrl: string | null;
    enclosureType: string | null;
    durationSeconds: number | null;
    imageUrl: string | null;
    publishedAt: Date | null;
  };
  podcast: { id: string; title: string; author: string | null; imageUrl: string | null };
  excerpt: TranscriptSegmentDto[];
};

export function toPublicSoundbite(row: ViewRow): PublicSoundbiteDto {
  const { soundbite, episode, podcast } = row;
  return {
    id: soundbite.id,
    title: soundbite.title,
    startSeconds: soundbite.startSeconds,
    durationSeconds: soundbite.durationSeconds,
    shareUrl: shareUrlFor(soundbite.id),
    episode: {
      id: episode.id,
      title: episode.title,
      audioUrl: episode.enclosureUrl,
      audioType: episode.enclosureType,
      durationSeconds: episode.durationSeconds,
      imageUrl: episode.imageUrl,
      publishedAt: iso(episode.publishedAt),
    },
    podcast,
    excerpt: toExcerpt(row.excerpt),
  };
}
