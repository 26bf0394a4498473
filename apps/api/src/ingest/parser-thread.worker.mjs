// Plain JavaScript so node can start it in any process (tsx in dev, vitest in tests), then
// tsx's loader lets it import the TypeScript parser.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { parseFeedDocument, FeedParseError } = await import('./parse-feed.ts');

/**
 * Episodes go back a slice at a time, the next one only when the API thread asks: decoding a
 * 20 MB result in one message would hold that thread for a noticeable moment.
 */
const EPISODES_PER_MESSAGE = 250;
const remaining = new Map();

function sendEpisodes(id) {
  const episodes = remaining.get(id) ?? [];
  const slice = episodes.splice(0, EPISODES_PER_MESSAGE);
  const done = episodes.length === 0;
  if (done) remaining.delete(id);
  parentPort.postMessage({ type: 'episodes', id, episodes: slice, done });
}

parentPort.on('message', (message) => {
  if (message.type === 'more') return sendEpisodes(message.id);
  const { id, bytes, known } = message;
  try {
    const { episodes, ...rest } = parseFeedDocument(bytes, new Map(known));
    remaining.set(id, episodes);
    parentPort.postMessage({ type: 'feed', id, feed: { ...rest, episodes: [] } });
    sendEpisodes(id);
  } catch (error) {
    const code = error instanceof FeedParseError ? error.code : 'feed_invalid';
    const text = error instanceof FeedParseError ? error.message : `The feed could not be parsed: ${error?.message ?? error}`;
    parentPort.postMessage({ type: 'failed', id, code, message: text });
  }
});
