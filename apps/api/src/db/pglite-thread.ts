import fs from 'node:fs';
import path from 'node:path';
import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { workerEntry } from '../lib/worker-entry.js';
import type { FromPgliteThread, PgliteThreadOptions, ToPgliteThread } from './pglite-messages.js';

/** PGlite running on its own thread, reached through streams that node-postgres takes for sockets. */
export interface PgliteThread {
  /** A new client connection: hand it to node-postgres as `stream`. */
  connect(): Duplex;
  /** A gzipped tarball of the data directory (PGlite's dumpDataDir), taken between two statements. */
  dumpDataDir(): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** Marks a data directory as open; PGlite itself does not, and two processes on one directory corrupt it. */
export const DATA_DIR_LOCK_FILE = 'soundbites.lock';

export async function startPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let worker: Worker;
  try {
    const isNew = options.dataDir && !options.loadDataDir && !fs.existsSync(path.join(options.dataDir, 'PG_VERSION'));
    if (isNew) await initializeInThread(options);
    worker = await startWorker(options);
  } catch (error) {
    unlock();
    throw error;
  }
  return connectTo(worker, unlock);
}

/**
 * Takes the data directory for this process, or explains who has it. A lock left by a process
 * that no longer runs (killed, crashed) is taken over: PostgreSQL's recovery makes the data whole.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(fs.readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new Error(
        `The PGlite data directory ${dataDir} is in use by process ${holder}. PGlite serves one process per directory: ` +
          'stop that process first, or use PostgreSQL (DATABASE_URL) to run several.',
      );
    }
    fs.rmSync(file, { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The thread's JavaScript only passes protocol bytes between PGlite and the API thread: short-lived
 * buffers, which a small young generation collects as well. During a 5,000-item import its heap
 * then peaks at about 30 MB instead of 53 MB (PGlite's own memory is WebAssembly's, not this heap).
 */
const PGLITE_THREAD_HEAP = { maxYoungGenerationSizeMb: 8 };

/**
 * A new data directory is created (initdb) by a thread of its own that then ends: initdb's memory
 * (PGlite runs it in a second instance of itself, about 200 MB) goes with it, where the thread that
 * serves would keep it until a full garbage collection. (In memory, the database lives in the
 * thread's own file system, so there PGlite creates it in place.)
 */
async function initializeInThread(options: PgliteThreadOptions): Promise<void> {
  const worker = await startWorker({ ...options, initialize: true }, 'initialized');
  await worker.terminate();
}

function startWorker(options: PgliteThreadOptions, until: 'ready' | 'initialized' = 'ready'): Promise<Worker> {
  const worker = new Worker(workerEntry(import.meta.url, 'pglite-worker'), { workerData: options, resourceLimits: PGLITE_THREAD_HEAP });
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromPgliteThread) => {
      if (message.type === until) resolve(worker);
      if (message.type === 'failed') reject(new Error(`PGlite did not start: ${message.message}`));
      if (message.type === until || message.type === 'failed') worker.off('message', onMessage);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the PGlite thread stopped while starting (exit code ${code})`)));
  });
}

function connectTo(worker: Worker, unlock: () => void): PgliteThread {
  const send = (message: ToPgliteThread, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);
  const sockets = new Map<number, ThreadSocket>();
  const waiting = {
    dumped: [] as { resolve(bytes: Uint8Array): void; reject(error: Error): void }[],
    closed: [] as (() => void)[],
  };
  let nextConnection = 1;
  let exited: Error | null = null;

  worker.on('message', (message: FromPgliteThread) => {
    if (message.type === 'data') sockets.get(message.connection)?.receive(message.bytes);
    if (message.type === 'dumped') waiting.dumped.shift()?.resolve(message.bytes);
    if (message.type === 'closed') waiting.closed.shift()?.();
  });
  worker.on('error', (error) => console.error('PGlite thread failed:', error));
  worker.on('exit', (code) => {
    exited = new Error(`the PGlite thread stopped (exit code ${code})`);
    unlock();
    for (const socket of sockets.values()) socket.destroy(exited);
    for (const dump of waiting.dumped.splice(0)) dump.reject(exited);
    for (const done of waiting.closed.splice(0)) done();
  });

  return {
    connect() {
      const id = nextConnection++;
      const socket = new ThreadSocket({
        write: (chunks) => {
          // A copy: node-postgres may reuse the buffers it wrote, and transferring detaches them.
          const bytes = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.byteLength, 0));
          let at = 0;
          for (const chunk of chunks) {
            bytes.set(chunk, at);
            at += chunk.byteLength;
          }
          send({ type: 'data', connection: id, bytes }, [bytes.buffer]);
        },
        end: () => {
          sockets.delete(id);
          if (!exited) send({ type: 'end', connection: id });
        },
      });
      if (exited) process.nextTick(() => socket.destroy(exited!));
      else sockets.set(id, socket);
      return socket;
    },
    dumpDataDir() {
      if (exited) return Promise.reject(exited);
      return new Promise((resolve, reject) => {
        waiting.dumped.push({ resolve, reject });
        send({ type: 'dump' });
      });
    },
    async close() {
      if (exited) return;
      await new Promise<void>((resolve) => {
        waiting.closed.push(resolve);
        send({ type: 'close' });
      });
      await worker.terminate();
    },
  };
}

export interface SocketSink {
  /** Bytes written in one go, in order. */
  write(chunks: readonly Uint8Array[]): void;
  end(): void;
}

/**
 * The part of net.Socket that node-postgres uses: connect, the 'connect' event, data both ways,
 * end and close. Bytes travel as worker messages instead of over TCP.
 */
export class ThreadSocket extends Duplex {
  constructor(private readonly sink: SocketSink) {
    super();
  }

  connect() {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay() {
    return this;
  }

  setKeepAlive() {
    return this;
  }

  ref() {
    return this;
  }

  unref() {
    return this;
  }

  receive(bytes: Uint8Array) {
    this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.sink.write([chunk]);
    callback();
  }

  /**
   * node-postgres corks the stream around a query's protocol messages (Parse, Bind, Describe, Execute,
   * Sync): without this they would come to _write one by one, and cross to PGlite's thread and run
   * there in five calls instead of one.
   */
  override _writev(chunks: Array<{ chunk: Buffer }>, callback: (error?: Error | null) => void) {
    this.sink.write(chunks.map(({ chunk }) => chunk));
    callback();
  }

  override _final(callback: (error?: Error | null) => void) {
    this.sink.end();
    this.push(null);
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.sink.end();
    callback(error);
  }
}
