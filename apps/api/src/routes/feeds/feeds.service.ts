import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { podcasts } from '../../db/schema.js';
import type { ImportResult } from '../../ingest/import.js';
import { notFound } from '../../lib/errors.js';
import { toPodcast } from '../../lib/schemas.js';

/** The podcast as it is after an import, with what it now holds and what the import did. */
export async function importedPodcast(database: Database, result: ImportResult) {
  const [row] = await database.db.select().from(podcasts).where(eq(podcasts.id, result.podcastId)).limit(1);
  if (!row) throw notFound('Podcast');
  const [counts] = await database.query<{ episodes: number; soundbites: number; transcripts: number; people: number }>(
    `
    select
      (select count(*)::int from episodes where podcast_id = $1) as episodes,
      (select count(*)::int from soundbites s join episodes e on e.id = s.episode_id where e.podcast_id = $1) as soundbites,
      (select count(*)::int from transcripts t join episodes e on e.id = t.episode_id where e.podcast_id = $1) as transcripts,
      (select count(distinct l.entity_id)::int from entity_links l
         left join episodes e on e.id = l.episode_id
        where l.podcast_id = $1 or e.podcast_id = $1) as people`,
    [row.id],
  );
  return {
    ...toPodcast(row),
    counts: counts ?? { episodes: 0, soundbites: 0, transcripts: 0, people: 0 },
    import: result,
  };
}
