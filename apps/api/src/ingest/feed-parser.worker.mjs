// Plain JavaScript so node can start it in any process (tsx in dev, vitest in tests), then
// tsx's loader lets it import the TypeScript parser.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { parseFeedDocument, FeedParseError } = await import('./parse-feed.ts');

parentPort.on('message', ({ id, bytes }) => {
  try {
    parentPort.postMessage({ id, ok: true, feed: parseFeedDocument(bytes) });
  } catch (error) {
    const code = error instanceof FeedParseError ? error.code : 'feed_invalid';
    const message = error instanceof FeedParseError ? error.message : `The feed could not be parsed: ${error?.message ?? error}`;
    parentPort.postMessage({ id, ok: false, code, message });
  }
});
