import { afterAll, describe, expect, it } from 'vitest';
import { sampleFeed } from './sample-feed.js';
import { parseFeed, stopFeedParser, streamFeed } from './parser-thread.js';

/** Big enough to be parsed on the parser thread. */
const ITEMS = 100;

afterAll(() => stopFeedParser());

async function episodesOf(stream: Awaited<ReturnType<typeof streamFeed>>) {
  const guids: string[] = [];
  for await (const batch of stream.batches) guids.push(...batch.episodes.map((e) => e.guid));
  return guids;
}

describe('handing a feed body over to the parser thread', () => {
  const xml = sampleFeed(ITEMS);
  const expected = Array.from({ length: ITEMS }, (_, i) => `bench-episode-${i}`);

  it('moves a buffer of its own without a copy: the same episodes, and the caller no longer holds the bytes', async () => {
    const body = Buffer.from(xml);
    expect(body.byteLength).toBe(body.buffer.byteLength);
    const stream = await streamFeed(body, new Map(), { handOver: true });
    expect(body.byteLength).toBe(0);
    expect(await episodesOf(stream)).toEqual(expected);
  });

  it('copies a slice of a larger allocation even when handed over, leaving the caller its bytes', async () => {
    const larger = Buffer.from(`${xml}<!-- more -->`);
    const body = larger.subarray(0, Buffer.byteLength(xml));
    const stream = await streamFeed(body, new Map(), { handOver: true });
    expect(body.toString()).toBe(xml);
    expect(await episodesOf(stream)).toEqual(expected);
  });

  it('copies by default', async () => {
    const body = Buffer.from(xml);
    const feed = await parseFeed(body);
    expect(body.byteLength).toBe(Buffer.byteLength(xml));
    expect(feed.episodes.map((e) => e.guid)).toEqual(expected);
  });
});
