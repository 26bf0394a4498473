/**
 * The thread that owns PGlite. PostgreSQL compiled to WebAssembly runs synchronously: on the API's
 * own thread, a big import's statements would hold every other request for seconds. Here it speaks
 * the PostgreSQL wire protocol to the API thread, which uses node-postgres exactly as it does with a
 * real server (see pglite-thread.ts).
 *
 * One connection at a time (the API side's pool holds one): PGlite has one session, and two
 * clients interleaving their messages would see each other's transactions.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FromPgliteThread, PgliteThreadOptions, ToPgliteThread } from './pglite-messages.js';

const port = parentPort!;
const options = workerData as PgliteThreadOptions;
const post = (message: FromPgliteThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** Codes of untyped packets: the SSL request, and protocol 3.0 startup (a cancel request is ignored). */
const SSL_REQUEST = 80877103;
const PROTOCOL_3 = 196608;
const TERMINATE = 0x58; // 'X'

/**
 * PGlite's own start parameters (single-user mode, fsync off, no parallel workers...) plus a smaller
 * buffer cache. PostgreSQL's default of 128 MB of shared buffers suits a server whose many sessions
 * share it; PGlite's one session has the operating system's page cache behind its data directory,
 * and every buffer PostgreSQL touches stays resident in WebAssembly memory, which never shrinks.
 * With 16 MB the process holds about 120 MB less, and a 5,000-episode import costs about the same
 * CPU (within 5 % in replays of its statements). wal_buffers follows (1/32: 512 kB), so the
 * write-ahead log reaches the directory earlier in a transaction, in smaller writes. A start
 * parameter, not ALTER SYSTEM: nothing is written to the data directory.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * PGlite's single session is already started, and a second startup packet would stop it: the thread
 * answers the client's startup itself, as a server that trusts the connection would.
 */
async function readStartupReply(): Promise<Buffer> {
  const settings = [
    'server_version',
    'server_encoding',
    'client_encoding',
    'DateStyle',
    'IntervalStyle',
    'TimeZone',
    'integer_datetimes',
    'standard_conforming_strings',
  ];
  const { rows } = await db.query<{ name: string; value: string }>(`select name, setting as value from pg_settings where name = any($1)`, [
    settings,
  ]);
  const message = (type: string, body: Buffer) => {
    const head = Buffer.alloc(5);
    head.write(type, 0, 'latin1');
    head.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([head, body]);
  };
  const int32 = (...values: number[]) => {
    const body = Buffer.alloc(4 * values.length);
    values.forEach((v, i) => body.writeInt32BE(v, 4 * i));
    return body;
  };
  return Buffer.concat([
    message('R', int32(0)), // AuthenticationOk
    ...rows.map((r) => message('S', Buffer.from(`${r.name}\0${r.value}\0`))),
    message('K', int32(1, 0)), // BackendKeyData: there is nothing to cancel
    message('Z', Buffer.from('I')), // ReadyForQuery, idle
  ]);
}

interface Connection {
  id: number;
  buffer: Buffer;
  started: boolean;
}
let current: Connection | null = null;
/** Every message runs after the previous one, whatever connection or command it belongs to. */
let queue: Promise<void> = Promise.resolve();
const enqueue = (work: () => Promise<void>) => {
  queue = queue.then(work).catch((error: unknown) => {
    console.error('PGlite thread:', error);
  });
};

interface Packet {
  bytes: Buffer;
  /** Before the startup completes, packets have no type byte: startup, SSL request or cancel request. */
  untypedCode: number | null;
}

/** Splits complete protocol messages off the front of the buffer. */
function takePackets(connection: Connection): Packet[] {
  const packets: Packet[] = [];
  for (;;) {
    const { buffer } = connection;
    if (!connection.started) {
      if (buffer.length < 8) break;
      const length = buffer.readInt32BE(0);
      if (buffer.length < length) break;
      const code = buffer.readInt32BE(4);
      packets.push({ bytes: buffer.subarray(0, length), untypedCode: code });
      connection.buffer = buffer.subarray(length);
      if (code === PROTOCOL_3) connection.started = true;
      continue;
    }
    if (buffer.length < 5) break;
    const length = 1 + buffer.readInt32BE(1);
    if (buffer.length < length) break;
    packets.push({ bytes: buffer.subarray(0, length), untypedCode: null });
    connection.buffer = buffer.subarray(length);
  }
  return packets;
}

async function run(connection: Connection, packets: Packet[]) {
  const replies: Uint8Array[] = [];
  // Consecutive messages go to PGlite in one call (a query's Parse, Bind, Describe, Execute, Sync):
  // the backend reads them in order as it would from a socket, and one call costs less than five.
  let batch: Buffer[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const bytes = batch.length === 1 ? batch[0]! : Buffer.concat(batch);
    batch = [];
    replies.push(await db.execProtocolRaw(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length)));
  };
  for (const { bytes, untypedCode } of packets) {
    if (untypedCode === null && bytes[0] !== TERMINATE) {
      batch.push(bytes);
      continue;
    }
    await flush();
    // No TLS on an in-process channel; a cancel has nothing to interrupt between messages.
    if (untypedCode === SSL_REQUEST) replies.push(Buffer.from('N'));
    // A new client, or the old one saying goodbye: nothing it left open may leak to the next.
    if (untypedCode === PROTOCOL_3 || untypedCode === null) await rollbackOpenTransaction();
    if (untypedCode === PROTOCOL_3) replies.push(startupReply);
  }
  await flush();
  const total = replies.reduce((n, r) => n + r.length, 0);
  if (total === 0 || current !== connection) return;
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const reply of replies) {
    bytes.set(reply, at);
    at += reply.length;
  }
  post({ type: 'data', connection: connection.id, bytes }, [bytes.buffer]);
}

/** A client that went away mid-transaction must not leave it open for the next one. */
async function rollbackOpenTransaction() {
  if (!db.closed && db.isInTransaction()) await db.exec('ROLLBACK');
}

function serve(message: ToPgliteThread) {
  switch (message.type) {
    case 'data': {
      if (current?.id !== message.connection) current = { id: message.connection, buffer: Buffer.alloc(0), started: false };
      const connection = current;
      connection.buffer = Buffer.concat([connection.buffer, message.bytes]);
      const packets = takePackets(connection);
      if (packets.length > 0) enqueue(() => run(connection, packets));
      return;
    }
    case 'end':
      enqueue(async () => {
        if (current?.id === message.connection) current = null;
        await rollbackOpenTransaction();
      });
      return;
    case 'dump':
      enqueue(async () => {
        const file = await db.dumpDataDir('gzip');
        const bytes = new Uint8Array(await file.arrayBuffer());
        post({ type: 'dumped', bytes }, [bytes.buffer]);
      });
      return;
    case 'close':
      enqueue(async () => {
        await db.close();
        post({ type: 'closed' });
        port.close();
      });
      return;
  }
}

async function open(): Promise<PGlite> {
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
    extensions: { pg_trgm },
    startParams: START_PARAMS,
  });
}

/** Creates the data directory (initdb), for a thread that serves to open; this thread then ends. */
async function initialize() {
  const created = await PGlite.create({ dataDir: options.dataDir!, startParams: START_PARAMS });
  await created.close();
}

let db: PGlite;
let startupReply: Buffer;
try {
  if (options.initialize) {
    await initialize();
    post({ type: 'initialized' });
    port.close();
  } else {
    db = await open();
    startupReply = await readStartupReply();
    port.on('message', serve);
    post({ type: 'ready' });
  }
} catch (error) {
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  throw error;
}
