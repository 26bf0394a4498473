import { count, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { episodes, podcasts } from '../db/schema.js';

/** Podcasts listeners may see: a paused one is withdrawn, with its episodes; a failing one only has refresh trouble. */
export const listedPodcast = ne(podcasts.status, 'paused');

/** A podcast as its listeners' pages show it (Nova's and the public one). */
export const listenerPodcastColumns = {
  id: podcasts.id,
  title: podcasts.title,
  author: podcasts.author,
  description: podcasts.description,
  imageUrl: podcasts.imageUrl,
  link: podcasts.link,
};

export async function episodeCountOf(db: Db, podcastId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(episodes).where(eq(episodes.podcastId, podcastId));
  return row?.total ?? 0;
}
