/**
 * The import's baseline: the synthetic feed parsed once, in a fresh process of its own, as a server's
 * first import meets it (one thread, no fetch, no database). Forked by `import.ts` with the item count;
 * answers the time over IPC. Its own process, so that what the bench ran before (its heap, its compiled
 * code) does not move the figure the imports are compared with.
 */
import { parseFeedDocument } from '../../src/ingest/parse-feed.js';
import { sampleFeed } from '../../src/ingest/sample-feed.js';

const items = Number(process.argv[2]);
const body = Buffer.from(sampleFeed(items));
const started = performance.now();
parseFeedDocument(body);
process.send!({ parseMs: performance.now() - started }, () => process.exit(0));
