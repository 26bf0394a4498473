import { Worker } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client.js';
import { ThreadSocket } from './pglite-thread.js';

/** A socket whose sink records what would cross to PGlite's thread. */
function recordedSocket() {
  const crossings: string[] = [];
  const socket = new ThreadSocket({
    write: (chunks) => crossings.push(chunks.map((chunk) => Buffer.from(chunk).toString()).join('|')),
    end: () => crossings.push('end'),
  });
  return { socket, crossings };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('ThreadSocket', () => {
  it('sends the messages node-postgres writes corked (a query’s Parse, Bind, Describe, Execute, Sync) as one crossing, in order', async () => {
    const { socket, crossings } = recordedSocket();
    socket.cork();
    for (const message of ['P', 'B', 'D', 'E', 'S']) socket.write(Buffer.from(message));
    socket.uncork();
    socket.write(Buffer.from('Q'));
    socket.end();
    await nextTurn();
    expect(crossings).toEqual(['P|B|D|E|S', 'Q', 'end']);
  });

  it('sends nothing of a query whose connection is destroyed while it is corked', async () => {
    const { socket, crossings } = recordedSocket();
    socket.on('error', () => {});
    socket.cork();
    socket.write(Buffer.from('half a query'));
    socket.destroy(new Error('gone'));
    await nextTurn();
    expect(crossings).toEqual(['end']);
  });
});

describe('a query with parameters through node-postgres', () => {
  // Opens a PGlite of its own (its thread compiles PostgreSQL's WebAssembly): a hook's time, not a test's.
  it('crosses to PGlite’s thread in one message', { timeout: 60_000 }, async () => {
    const database = await openDatabase({ migrate: false });
    try {
      // The first query also opens the connection.
      await database.query('select 1');
      const postMessage = vi.spyOn(Worker.prototype, 'postMessage');
      try {
        expect(await database.query<{ n: number }>('select $1::int + 1 as n', [41])).toEqual([{ n: 42 }]);
        expect(postMessage.mock.calls.filter(([message]) => (message as { type: string }).type === 'data')).toHaveLength(1);
      } finally {
        postMessage.mockRestore();
      }
    } finally {
      await database.close();
    }
  });
});
