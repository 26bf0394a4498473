import fs from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { FeedParseError } from './feed-document.js';
import { writableBatch } from './episode-rows.js';
import { readFeed, type EpisodeBatch } from './parse-feed.js';
import type { ParserReply, ParserRequest } from './parser-thread.js';

const port = parentPort!;

/**
 * Parsing overlaps the import's writes, so this thread, the database and the thread that answers
 * requests all want the CPU at once: the parser gives way (a nice value of its own; Linux sets it
 * per thread, elsewhere this does nothing) so that requests keep their latency on a busy machine.
 */
try {
  const thread = Number(fs.readlinkSync('/proc/thread-self').split('/').at(-1));
  if (Number.isInteger(thread) && thread > 0) os.setPriority(thread, 10);
} catch {
  // No per-thread priority here: the parser runs at the process's.
}
const post = (reply: ParserReply) => port.postMessage(reply);

/**
 * Batches parsed ahead of the reader, at most: enough that the next one is ready when the API thread
 * has written the last, few enough that neither thread holds more than a few hundred episodes.
 */
const AHEAD = 2;
const reading = new Map<number, { batches: Iterator<EpisodeBatch, void, undefined>; credit: number }>();

function pump(id: number) {
  const job = reading.get(id);
  try {
    while (job && job.credit > 0) {
      const next = job.batches.next();
      if (next.done) {
        reading.delete(id);
        return post({ type: 'done', id });
      }
      job.credit--;
      post({ type: 'batch', id, batch: writableBatch(next.value) });
    }
  } catch (error) {
    reading.delete(id);
    fail(id, error);
  }
}

function fail(id: number, error: unknown) {
  const code = error instanceof FeedParseError ? error.code : 'feed_invalid';
  const text =
    error instanceof FeedParseError
      ? error.message
      : `The feed could not be parsed: ${error instanceof Error ? error.message : String(error)}`;
  post({ type: 'failed', id, code, message: text });
}

port.on('message', (message: ParserRequest) => {
  const { id } = message;
  if (message.type === 'cancel') return void reading.delete(id);
  if (message.type === 'more') {
    const job = reading.get(id);
    if (job) job.credit++;
    return pump(id);
  }
  try {
    const reader = readFeed(message.bytes, new Map(message.known));
    reading.set(id, { batches: reader.batches, credit: AHEAD });
    post({ type: 'feed', id, podcast: reader.podcast, items: reader.items });
  } catch (error) {
    return fail(id, error);
  }
  // Its own turn, so a 'cancel' sent meanwhile is seen first.
  setImmediate(() => pump(id));
});
