import { asc, count, desc, eq, ne, sql } from 'drizzle-orm';
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

/**
 * A podcast's episodes as listeners list them: newest first, undated last, and the newer id first among
 * episodes of the same moment, so that Nova, the public page and paging all agree and pages never overlap.
 */
export const newestEpisodesFirst = [sql`${episodes.publishedAt} desc nulls last`, desc(episodes.id)] as const;

/** The same list the other way round, for a show heard from its start; undated episodes stay last. */
export const oldestEpisodesFirst = [sql`${episodes.publishedAt} asc nulls last`, asc(episodes.id)] as const;

export async function episodeCountOf(db: Db, podcastId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(episodes).where(eq(episodes.podcastId, podcastId));
  return row?.total ?? 0;
}
