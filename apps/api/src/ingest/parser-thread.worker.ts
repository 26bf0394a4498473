import { parentPort } from 'node:worker_threads';
import { FeedParseError, parseFeedDocument, type ParsedEpisode } from './parse-feed.js';

const port = parentPort!;

/**
 * Episodes go back a slice at a time, the next one only when the API thread asks: decoding a
 * 20 MB result in one message would hold that thread for a noticeable moment.
 */
const EPISODES_PER_MESSAGE = 250;
const remaining = new Map<number, ParsedEpisode[]>();

function sendEpisodes(id: number) {
  const episodes = remaining.get(id) ?? [];
  const slice = episodes.splice(0, EPISODES_PER_MESSAGE);
  const done = episodes.length === 0;
  if (done) remaining.delete(id);
  port.postMessage({ type: 'episodes', id, episodes: slice, done });
}

port.on(
  'message',
  (message: { type: 'parse'; id: number; bytes: Uint8Array; known: [string, string][] } | { type: 'more'; id: number }) => {
    if (message.type === 'more') return sendEpisodes(message.id);
    const { id, bytes, known } = message;
    try {
      const { episodes, ...rest } = parseFeedDocument(bytes, new Map(known));
      remaining.set(id, episodes);
      port.postMessage({ type: 'feed', id, feed: { ...rest, episodes: [] } });
      sendEpisodes(id);
    } catch (error) {
      const code = error instanceof FeedParseError ? error.code : 'feed_invalid';
      const text =
        error instanceof FeedParseError
          ? error.message
          : `The feed could not be parsed: ${error instanceof Error ? error.message : String(error)}`;
      port.postMessage({ type: 'failed', id, code, message: text });
    }
  },
);
