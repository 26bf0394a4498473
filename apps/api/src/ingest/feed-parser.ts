import { Worker } from 'node:worker_threads';
import { FeedParseError, parseFeedDocument, type ParsedFeed } from './parse-feed.js';

/** Below this size parsing takes a few milliseconds and a thread hop would cost more than it saves. */
const OFF_THREAD_THRESHOLD_BYTES = 256 * 1024;
/** A hostile document can make the parser allocate wildly; the worker dies instead of the API. */
const WORKER_HEAP_MB = 1536;

type Reply = { id: number; ok: true; feed: ParsedFeed } | { id: number; ok: false; code: FeedParseError['code']; message: string };
interface Pending {
  resolve(feed: ParsedFeed): void;
  reject(error: Error): void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

/** Parses a feed; big documents go to a worker thread so the API keeps answering meanwhile. */
export async function parseFeed(bytes: Buffer): Promise<ParsedFeed> {
  if (bytes.length < OFF_THREAD_THRESHOLD_BYTES) return parseFeedDocument(bytes);
  const parser = ensureWorker();
  const id = nextId++;
  return new Promise<ParsedFeed>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // Refs the worker only while it has work, so an idle parser never keeps a process alive.
    parser.ref();
    // A copy goes over: the caller's buffer may be a slice of a pooled allocation.
    const copy = new Uint8Array(bytes);
    parser.postMessage({ id, bytes: copy }, [copy.buffer]);
  });
}

function ensureWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./feed-parser.worker.mjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 256 },
    stdout: false,
    stderr: false,
  });
  created.unref();
  created.on('message', (reply: Reply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    pending.delete(reply.id);
    if (pending.size === 0) created.unref();
    if (reply.ok) job.resolve(reviveDates(reply.feed));
    else job.reject(new FeedParseError(reply.code, reply.message));
  });
  const failAll = (error: Error) => {
    if (worker === created) worker = null;
    for (const [id, job] of pending) {
      pending.delete(id);
      job.reject(new FeedParseError('feed_invalid', `The feed could not be parsed: ${error.message}`));
    }
  };
  created.on('error', failAll);
  created.on('exit', (code) => failAll(new Error(`the parser stopped (exit code ${code})`)));
  worker = created;
  return created;
}

/** Structured clone keeps Date objects, but be explicit in case a value arrives as a string. */
function reviveDates(feed: ParsedFeed): ParsedFeed {
  for (const episode of feed.episodes) {
    if (episode.publishedAt && !(episode.publishedAt instanceof Date)) episode.publishedAt = new Date(episode.publishedAt);
  }
  return feed;
}

/** Stops the parser thread (tests and shutdown). */
export async function stopFeedParser(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) await current.terminate();
}
