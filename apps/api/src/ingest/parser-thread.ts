import { Worker } from 'node:worker_threads';
import { workerEntry } from '../lib/worker-entry.js';
import { FeedParseError, parseFeedDocument, type KnownItems, type ParsedEpisode, type ParsedFeed } from './parse-feed.js';

/** Below this size parsing takes a few milliseconds and a thread hop would cost more than it saves. */
const OFF_THREAD_THRESHOLD_BYTES = 256 * 1024;
/** A hostile document can make the parser allocate wildly; the worker dies instead of the API. */
const WORKER_HEAP_MB = 1536;
/**
 * Items are parsed a chunk at a time, so short-lived garbage stays small: a 32 MB young generation
 * parses a 20 MB feed as fast as 256 MB did and keeps about 100 MB less resident while it does.
 */
const WORKER_YOUNG_GENERATION_MB = 32;

type Reply =
  | { type: 'feed'; id: number; feed: ParsedFeed }
  | { type: 'episodes'; id: number; episodes: ParsedEpisode[]; done: boolean }
  | { type: 'failed'; id: number; code: FeedParseError['code']; message: string };
interface Pending {
  feed?: ParsedFeed;
  resolve(feed: ParsedFeed): void;
  reject(error: Error): void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

/** Parses a feed; big documents go to a worker thread so the API keeps answering meanwhile. */
export async function parseFeed(bytes: Buffer, known: KnownItems = new Map()): Promise<ParsedFeed> {
  if (bytes.length < OFF_THREAD_THRESHOLD_BYTES) return parseFeedDocument(bytes, known);
  const parser = ensureWorker();
  const id = nextId++;
  return new Promise<ParsedFeed>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // Refs the worker only while it has work, so an idle parser never keeps a process alive.
    parser.ref();
    // A copy goes over: the caller's buffer may be a slice of a pooled allocation.
    const copy = new Uint8Array(bytes);
    parser.postMessage({ type: 'parse', id, bytes: copy, known: [...known] }, [copy.buffer]);
  });
}

function ensureWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(workerEntry(import.meta.url, 'parser-thread.worker'), {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    stdout: false,
    stderr: false,
  });
  created.unref();
  created.on('message', (reply: Reply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    if (reply.type === 'feed') {
      job.feed = reply.feed;
      return;
    }
    if (reply.type === 'episodes' && job.feed) {
      for (const episode of reply.episodes) job.feed.episodes.push(episode);
      // Ask for the next slice only now, so each one is decoded in its own turn of the event loop.
      if (!reply.done) return created.postMessage({ type: 'more', id: reply.id });
    }
    pending.delete(reply.id);
    if (pending.size === 0) created.unref();
    if (reply.type === 'failed') job.reject(new FeedParseError(reply.code, reply.message));
    else job.resolve(job.feed!);
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

/** Stops the parser thread (tests and shutdown). */
export async function stopFeedParser(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) await current.terminate();
}
