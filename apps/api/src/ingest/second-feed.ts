import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { podcasts } from '../db/schema.js';
import { ApiError } from '../lib/errors.js';

/**
 * A new feed URL whose podcast:guid is a podcast's already here (the same feed by another address:
 * http and https, another host name, a mirror) would make that podcast twice, with its soundbites
 * split between the two. The guid is the podcast's own identity across addresses, so the import is
 * refused, naming the podcast there is.
 */
export async function refuseSecondFeedOf(tx: Tx, guid: string, feedUrl: string) {
  const [same] = await tx
    .select({ id: podcasts.id, title: podcasts.title, feedUrl: podcasts.feedUrl })
    .from(podcasts)
    .where(and(eq(podcasts.podcastGuid, guid), ne(podcasts.feedUrl, feedUrl)))
    .limit(1);
  if (!same) return;
  throw new ApiError(
    409,
    'podcast_already_added',
    `This is the feed of “${same.title || 'Untitled podcast'}”, already added from ${same.feedUrl} (the same podcast:guid).`,
    { podcastId: same.id, feedUrl: same.feedUrl },
  );
}
