import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';

/**
 * Takes the one feed's lock for the rest of `tx`: imports of the same feed (on any server) and the
 * deletion of its podcast take turns, each reading the podcast only once it has its turn.
 */
export async function lockFeedImports(tx: Tx, feedUrl: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`feed:${feedUrl}`}, 0))`);
}
