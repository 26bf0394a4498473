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

export async function startPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  const worker = new Worker(workerEntry(import.meta.url, 'pglite-worker'), { workerData: options });
  const send = (message: ToPgliteThread, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);
  const sockets = new Map<number, ThreadSocket>();
  const waiting = { dumped: [] as ((bytes: Uint8Array) => void)[], closed: [] as (() => void)[] };
  let nextConnection = 1;
  let exited: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromPgliteThread) => {
      switch (message.type) {
        case 'ready':
          return resolve();
        case 'failed':
          return reject(new Error(`PGlite did not start: ${message.message}`));
        case 'data':
          return sockets.get(message.connection)?.receive(message.bytes);
        case 'dumped':
          return waiting.dumped.shift()?.(message.bytes);
        case 'closed':
          return waiting.closed.shift()?.();
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      exited = new Error(`the PGlite thread stopped (exit code ${code})`);
      reject(exited);
      for (const socket of sockets.values()) socket.destroy(exited);
      for (const done of waiting.closed.splice(0)) done();
    });
  });
  await ready;

  return {
    connect() {
      const id = nextConnection++;
      const socket = new ThreadSocket({
        write: (bytes) => {
          // A copy: node-postgres may reuse the buffer it wrote, and transferring detaches it.
          const copy = new Uint8Array(bytes);
          send({ type: 'data', connection: id, bytes: copy }, [copy.buffer]);
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
      return new Promise((resolve) => {
        waiting.dumped.push(resolve);
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

interface SocketSink {
  write(bytes: Uint8Array): void;
  end(): void;
}

/**
 * The part of net.Socket that node-postgres uses: connect, the 'connect' event, data both ways,
 * end and close. Bytes travel as worker messages instead of over TCP.
 */
class ThreadSocket extends Duplex {
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
    this.sink.write(chunk);
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
