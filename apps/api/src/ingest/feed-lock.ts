import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { podcasts } from '../db/schema.js';

/**
 * Takes the one feed's lock for the rest of `tx`: imports of the same feed (on any server) and the
 * deletion of its podcast take turns, each reading the podcast only once it has its turn.
 */
export async function lockFeedImports(tx: Tx, feedUrl: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`feed:${feedUrl}`}, 0))`);
}

/**
 * Processes importing one feed at the same moment take turns, and each reads the podcast only once it
 * has its turn: one podcast, and the later import is a re-import of it.
 */
export async function lockFeed(tx: Tx, feedUrl: string): Promise<typeof podcasts.$inferSelect | null> {
  await lockFeedImports(tx, feedUrl);
  const [current] = await tx.select().from(podcasts).where(eq(podcasts.feedUrl, feedUrl)).limit(1);
  return current ?? null;
}

/**
 * Takes the feed's lock for the rest of `tx` if no one holds it, without waiting: false when an
 * import or deletion of that feed is under way.
 */
export async function tryLockFeedImports(tx: Tx, feedUrl: string): Promise<boolean> {
  const { rows } = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended(${`feed:${feedUrl}`}, 0)) as locked`)) as {
    rows: Array<{ locked: boolean }>;
  };
  return rows[0]?.locked === true;
}
