import { TransactionRollbackError } from 'drizzle-orm';
import { writeFeed, type FetchedFeed, type IngestDeps } from './import.js';
import { streamFeed } from './parser-thread.js';
import { sampleFeed } from './sample-feed.js';
import { BATCH_SIZES } from './sync/context.js';

/**
 * Items in the rehearsal's feed: enough for V8 to have optimized the hot paths before the first real
 * import (with 250, a first 5,000-item import still paid about 0.2 s more CPU than with 1,000), few
 * enough to keep start-up near half a second on PostgreSQL and about a second on PGlite.
 */
const REHEARSAL_ITEMS = 1_000;

/**
 * Imports a synthetic feed and rolls it back, so the first real import after a start runs code that is
 * already compiled: the parser's and the writer's JavaScript, and on PGlite PostgreSQL's WebAssembly,
 * which V8 first runs unoptimized and recompiles while it runs hot (about a second of CPU on other
 * threads during a server's first big import, and a slower import). Nothing is committed: no podcast,
 * audit event or notification; sequences may advance. Returns how long it took.
 */
export async function rehearseImport(deps: IngestDeps): Promise<number> {
  const started = performance.now();
  // A guid of its own: no podcast here has it, so the rehearsal never meets "already added".
  const xml = sampleFeed(REHEARSAL_ITEMS, { podcastGuid: 'soundbites-start-up-rehearsal' });
  const feed = await streamFeed(Buffer.from(xml), new Map(), { handOver: true });
  const fetched: FetchedFeed = {
    feedUrl: 'https://rehearsal.invalid/feed.xml',
    redirectedTo: null,
    hash: '',
    etag: null,
    lastModified: null,
    actor: { uid: null, email: 'start-up rehearsal' },
    startedAt: new Date(),
    env: deps.env,
  };
  try {
    await deps.database.db.transaction(async (tx) => {
      await writeFeed(tx, { ...fetched, batch: BATCH_SIZES, feed, existing: null });
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  } finally {
    feed.cancel();
  }
  return performance.now() - started;
}
