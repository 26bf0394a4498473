import { Worker } from 'node:worker_threads';
import { workerEntry } from '../lib/worker-entry.js';
import { FeedParseError } from './feed-document.js';
import { parsedEpisode, writableBatch, type WritableBatch } from './episode-rows.js';
import { readFeed, type FeedReader, type KnownItems, type ParsedFeed } from './parse-feed.js';

/** Below this size parsing takes a few milliseconds and a thread hop would cost more than it saves. */
const OFF_THREAD_THRESHOLD_BYTES = 256 * 1024;
/** A hostile document can make the parser allocate wildly; the worker dies instead of the API. */
const WORKER_HEAP_MB = 1536;
/**
 * Items are parsed a chunk at a time, so short-lived garbage stays small: a 32 MB young generation
 * parses a 20 MB feed as fast as 256 MB did and keeps about 100 MB less resident while it does.
 */
const WORKER_YOUNG_GENERATION_MB = 32;

/** What the parser thread says; batches come as they are parsed, at most a few ahead of the reader. */
export type ParserReply =
  | { type: 'feed'; id: number; podcast: ParsedFeed['podcast']; items: number }
  | { type: 'batch'; id: number; batch: WritableBatch }
  | { type: 'done'; id: number }
  | { type: 'failed'; id: number; code: FeedParseError['code']; message: string };
export type ParserRequest =
  | { type: 'parse'; id: number; bytes: Uint8Array; known: [string, string][] }
  /** The reader took a batch: one more may be parsed. */
  | { type: 'more'; id: number }
  /** The reader stopped early (its import failed): forget the document. */
  | { type: 'cancel'; id: number };

/** A feed being parsed: the channel now, the episodes as they are parsed (iterate `batches` once, to the end or not). */
export interface FeedStream {
  podcast: ParsedFeed['podcast'];
  /** Items in the feed, read or skipped. */
  items: number;
  batches: AsyncIterable<WritableBatch>;
  /** Stops the parsing when `batches` will not be read to the end (it may be called in any case). */
  cancel(): void;
}

interface Job {
  started(stream: FeedStream): void;
  queue: WritableBatch[];
  ended: boolean;
  error: Error | null;
  /** The reader waiting for the next batch. */
  wake: (() => void) | null;
  fail(error: Error): void;
}

let worker: Worker | null = null;
let nextId = 1;
const jobs = new Map<number, Job>();

export interface StreamOptions {
  /**
   * The caller gives up `bytes` (a buffer of its own, not read again): a big feed's body then moves to
   * the parser thread instead of being copied, so the API thread does not hold it during the import.
   */
  handOver?: boolean;
}

/**
 * Starts parsing a feed and answers once its channel is read; the episodes follow while the caller
 * writes the earlier ones. Big documents go to a worker thread, so the API keeps answering meanwhile.
 */
export async function streamFeed(bytes: Buffer, known: KnownItems = new Map(), options: StreamOptions = {}): Promise<FeedStream> {
  if (bytes.length < OFF_THREAD_THRESHOLD_BYTES) return fromReader(readFeed(bytes, known));
  const parser = ensureWorker();
  const id = nextId++;
  return new Promise<FeedStream>((resolve, reject) => {
    const job: Job = { started: resolve, queue: [], ended: false, error: null, wake: null, fail: reject };
    jobs.set(id, job);
    // Refs the worker only while it has work, so an idle parser never keeps a process alive.
    parser.ref();
    // A buffer handed over moves to the parser without a copy (and is empty here afterwards); any other
    // is copied, as it may be a slice of a pooled allocation or still in use.
    const owned = options.handOver === true && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    const sent = owned ? bytes : new Uint8Array(bytes);
    send(parser, { type: 'parse', id, bytes: sent, known: [...known] }, [sent.buffer as ArrayBuffer]);
  });
}

/** The whole feed at once. */
export async function parseFeed(bytes: Buffer, known: KnownItems = new Map()): Promise<ParsedFeed> {
  const stream = await streamFeed(bytes, known);
  const feed: ParsedFeed = { podcast: stream.podcast, episodes: [], soundbitesSkipped: 0 };
  for await (const batch of stream.batches) {
    for (const episode of batch.episodes) feed.episodes.push(parsedEpisode(episode));
    feed.soundbitesSkipped += batch.soundbitesSkipped;
  }
  return feed;
}

function fromReader(reader: FeedReader): FeedStream {
  return {
    podcast: reader.podcast,
    items: reader.items,
    cancel: () => {},
    batches: {
      async *[Symbol.asyncIterator]() {
        for (let next = reader.batches.next(); !next.done; next = reader.batches.next()) yield writableBatch(next.value);
      },
    },
  };
}

const send = (parser: Worker, request: ParserRequest, transfer: ArrayBuffer[] = []) => parser.postMessage(request, transfer);

function batchesOf(parser: Worker, id: number, job: Job): AsyncIterable<WritableBatch> {
  return {
    async *[Symbol.asyncIterator]() {
      try {
        for (;;) {
          const batch = job.queue.shift();
          if (batch) {
            // Taken: the parser may start on the one after the next, while this one is written.
            send(parser, { type: 'more', id });
            yield batch;
            continue;
          }
          if (job.error) throw job.error;
          if (job.ended) return;
          await new Promise<void>((resolve) => (job.wake = resolve));
          job.wake = null;
        }
      } finally {
        stopJob(parser, id);
      }
    },
  };
}

function stopJob(parser: Worker, id: number) {
  if (jobs.delete(id)) send(parser, { type: 'cancel', id });
  if (jobs.size === 0) parser.unref();
}

function ensureWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(workerEntry(import.meta.url, 'parser-thread.worker'), {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    stdout: false,
    stderr: false,
  });
  created.unref();
  created.on('message', (reply: ParserReply) => {
    const job = jobs.get(reply.id);
    if (!job) return;
    if (reply.type === 'feed') {
      job.started({
        podcast: reply.podcast,
        items: reply.items,
        batches: batchesOf(created, reply.id, job),
        cancel: () => stopJob(created, reply.id),
      });
      return;
    }
    if (reply.type === 'batch') job.queue.push(reply.batch);
    if (reply.type === 'done') {
      job.ended = true;
      jobs.delete(reply.id);
      if (jobs.size === 0) created.unref();
    }
    if (reply.type === 'failed') failJob(reply.id, job, new FeedParseError(reply.code, reply.message));
    job.wake?.();
  });
  const failAll = (error: Error) => {
    if (worker === created) worker = null;
    for (const [id, job] of jobs) {
      failJob(id, job, new FeedParseError('feed_invalid', `The feed could not be parsed: ${error.message}`));
      job.wake?.();
    }
  };
  created.on('error', failAll);
  created.on('exit', (code) => failAll(new Error(`the parser stopped (exit code ${code})`)));
  worker = created;
  return created;
}

/** Before the channel arrived the caller's promise fails; after it, the next read of `batches` does. */
function failJob(id: number, job: Job, error: Error) {
  jobs.delete(id);
  job.error = error;
  job.fail(error);
}

/** Stops the parser thread (tests and shutdown). */
export async function stopFeedParser(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) await current.terminate();
}
