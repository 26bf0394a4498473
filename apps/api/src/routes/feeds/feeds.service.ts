import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { episodes, podcasts } from '../../db/schema.js';
import { hasTranscriptLines } from '../episodes/episodes.service.js';
import type { ImportResult } from '../../ingest/import.js';
import { notFound } from '../../lib/errors.js';
import { toPodcast } from '../../lib/schemas.js';

/** The podcast as it is after an import, with what it now holds and what the import did. */
export async function importedPodcast(database: Database, result: ImportResult) {
  const [row] = await database.db.select().from(podcasts).where(eq(podcasts.id, result.podcastId)).limit(1);
  if (!row) throw notFound('Podcast');
  const [[counts], [transcribed]] = await Promise.all([
    database.query<{ episodes: number; soundbites: number; people: number }>(
      `
      select
        (select count(*)::int from episodes where podcast_id = $1) as episodes,
        (select count(*)::int from soundbites s join episodes e on e.id = s.episode_id where e.podcast_id = $1) as soundbites,
        (select count(distinct l.entity_id)::int from entity_links l
           left join episodes e on e.id = l.episode_id
          where l.podcast_id = $1 or e.podcast_id = $1) as people`,
      [row.id],
    ),
    // Counted as the dashboard and the episodes list's hasTranscript count them: a feed may list
    // transcripts that could not be fetched, and those episodes have none to show.
    database.db
      .select({ n: count() })
      .from(episodes)
      .where(and(eq(episodes.podcastId, row.id), hasTranscriptLines)),
  ]);
  return {
    ...toPodcast(row),
    counts: { episodes: 0, soundbites: 0, people: 0, ...counts, episodesWithTranscript: transcribed?.n ?? 0 },
    import: result,
  };
}
