import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../audit/audit.js';
import type { Database } from '../db/client.js';
import { feedImports, podcasts } from '../db/schema.js';
import type { Env } from '../env.js';
import type { ApiError } from '../lib/errors.js';
import { lockFeed } from './feed-lock.js';
import { moveFeed, type FeedMove } from './feed-move.js';

/** How imports that wrote no feed are recorded: a 304 from the host, and a failure. */

type PodcastRow = typeof podcasts.$inferSelect;

/** Records a 304; a feed whose old address redirected here for good moves. Returns where it moved, or null. */
export async function recordNotModified(
  database: Database,
  podcast: PodcastRow,
  actor: Actor,
  startedAt: Date,
  env: Env,
  move: FeedMove | null,
) {
  const now = new Date();
  return database.db.transaction(async (tx) => {
    await tx
      .update(podcasts)
      .set({
        lastFetchedAt: now,
        lastError: null,
        status: podcast.status === 'paused' ? 'paused' : 'active',
        nextRefreshAt: nextRefreshAt(env, now),
        updatedAt: now,
      })
      .where(eq(podcasts.id, podcast.id));
    await tx.insert(feedImports).values({
      podcastId: stillThere(podcast.id),
      feedUrl: podcast.feedUrl,
      status: 'not_modified',
      stats: {},
      actorUid: actor.uid,
      startedAt,
    });
    if (!move) return null;
    const current = await lockFeed(tx, podcast.feedUrl);
    return current?.id === podcast.id && (await moveFeed(tx, current, move, actor)) ? move.to : null;
  });
}

interface FailureInput {
  feedUrl: string;
  existing: PodcastRow | null;
  error: ApiError;
  actor: Actor;
  startedAt: Date;
  env: Env;
}

/**
 * A failed fetch or parse marks a known podcast failing at once (staff see it on the
 * dashboard); the scheduler keeps retrying failing podcasts at the normal interval and the
 * first clean import makes them active again.
 */
export async function recordFailure(database: Database, input: FailureInput) {
  const now = new Date();
  const message = input.error.message;
  await database.db.transaction(async (tx) => {
    await tx.insert(feedImports).values({
      podcastId: input.existing ? stillThere(input.existing.id) : null,
      feedUrl: input.feedUrl,
      status: 'failed',
      error: `${input.error.code}: ${message}`,
      actorUid: input.actor.uid,
      startedAt: input.startedAt,
    });
    if (input.existing) {
      await tx
        .update(podcasts)
        .set({
          status: input.existing.status === 'paused' ? 'paused' : 'failing',
          lastError: message,
          lastFetchedAt: now,
          nextRefreshAt: nextRefreshAt(input.env, now),
          updatedAt: now,
        })
        .where(eq(podcasts.id, input.existing.id));
    }
  });
}

/** The podcast's id, or null when it was deleted meanwhile: the import record outlives the podcast. */
const stillThere = (podcastId: string) => sql<string | null>`(select id from podcasts where id = ${podcastId})`;

export function nextRefreshAt(env: Pick<Env, 'REFRESH_INTERVAL_MINUTES'>, from: Date): Date {
  // With the scheduler off, "due" only matters to whoever turns it on later: an hour is a fair default.
  const minutes = env.REFRESH_INTERVAL_MINUTES > 0 ? env.REFRESH_INTERVAL_MINUTES : 60;
  return new Date(from.getTime() + minutes * 60_000);
}
