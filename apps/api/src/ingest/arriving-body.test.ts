import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArrivingBody, RESERVE_AFTER_BYTES } from './arriving-body.js';

const KB = 1024;
/** `count` chunks of `size` bytes, each filled with its own index so misplaced bytes show. */
const chunksOf = (count: number, size: number) => Array.from({ length: count }, (_, i) => Buffer.alloc(size, i % 251));

afterEach(() => vi.restoreAllMocks());

describe('ArrivingBody', () => {
  it('reserves the announced length once the first megabyte is in, and copies every chunk into it', () => {
    const chunks = chunksOf(12, 256 * KB); // 3 MB
    const announced = 12 * 256 * KB;
    const allocations = vi.spyOn(Buffer, 'allocUnsafe');
    const body = new ArrivingBody(announced, undefined);
    const reservedAfter: number[] = [];
    for (const chunk of chunks) {
      body.add(chunk);
      if (allocations.mock.calls.some(([size]) => size === announced) && reservedAfter.length === 0) reservedAfter.push(body.length);
    }
    expect(reservedAfter).toEqual([RESERVE_AFTER_BYTES]);
    const whole = body.whole();
    expect(whole.equals(Buffer.concat(chunks))).toBe(true);
    // The buffer it filled, not a join made now.
    expect(body.whole()).toBe(whole);
  });

  it('reserves nothing on a header alone', () => {
    const allocations = vi.spyOn(Buffer, 'allocUnsafe');
    const body = new ArrivingBody(50 * KB * KB, undefined);
    const [chunk] = chunksOf(1, 10 * KB);
    body.add(chunk!);
    expect(allocations.mock.calls.filter(([size]) => size >= KB * KB)).toEqual([]);
    expect(body.whole().equals(chunk!)).toBe(true);
  });

  it('keeps every byte when more arrives than was announced, or when nothing was', () => {
    const chunks = chunksOf(8, 256 * KB); // 2 MB
    const overflowing = new ArrivingBody(6 * 256 * KB, undefined);
    const unannounced = new ArrivingBody(null, undefined);
    for (const chunk of chunks) {
      overflowing.add(chunk);
      unannounced.add(chunk);
    }
    expect(overflowing.whole().equals(Buffer.concat(chunks))).toBe(true);
    expect(unannounced.whole().equals(Buffer.concat(chunks))).toBe(true);
  });

  it('feeds the hash every byte, in order', () => {
    const chunks = chunksOf(6, 300 * KB);
    const hash = createHash('sha256').update('prefix');
    const body = new ArrivingBody(6 * 300 * KB, hash);
    for (const chunk of chunks) body.add(chunk);
    expect(hash.digest('hex')).toBe(createHash('sha256').update('prefix').update(Buffer.concat(chunks)).digest('hex'));
  });
});
