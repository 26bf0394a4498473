import { describe, expect, it } from 'vitest';
import { ThreadSocket } from './pglite-thread.js';

/** A socket whose sink records what would cross to PGlite's thread. */
function recordedSocket() {
  const crossings: string[] = [];
  const socket = new ThreadSocket({
    write: (chunks) => crossings.push(`data:${chunks.map((chunk) => Buffer.from(chunk).toString()).join('|')}`),
    end: () => crossings.push('end'),
  });
  return { socket, crossings };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('ThreadSocket', () => {
  it('sends what is written in one go as one crossing, in order', async () => {
    const { socket, crossings } = recordedSocket();
    for (const message of ['P', 'B', 'D', 'E', 'S']) socket.write(Buffer.from(message));
    expect(crossings).toEqual([]);
    await nextTurn();
    socket.write(Buffer.from('Q'));
    await nextTurn();
    expect(crossings).toEqual(['data:P|B|D|E|S', 'data:Q']);
  });

  it('sends what was written before it ends the connection', async () => {
    const { socket, crossings } = recordedSocket();
    socket.write(Buffer.from('X'));
    socket.end();
    await nextTurn();
    expect(crossings).toEqual(['data:X', 'end']);
  });

  it('drops what a destroyed connection had not sent', async () => {
    const { socket, crossings } = recordedSocket();
    socket.on('error', () => {});
    socket.write(Buffer.from('half a query'));
    socket.destroy(new Error('gone'));
    await nextTurn();
    expect(crossings).toEqual(['end']);
  });
});
