import { eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { episodes, podcasts } from '../db/schema.js';

/** One episode and the summary of its podcast (what a page about an episode shows of the show). */
export async function findEpisodeWithPodcast(db: Db | Tx, where: SQL | undefined) {
  const [row] = await db
    .select({
      episode: episodes,
      podcast: { id: podcasts.id, title: podcasts.title, author: podcasts.author, imageUrl: podcasts.imageUrl },
    })
    .from(episodes)
    .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
    .where(where);
  return row ?? null;
}
