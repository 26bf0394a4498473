import { createHash } from 'node:crypto';
import net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../test/support/fixture-server.js';
import { loadEnv } from '../env.js';
import { safeFetch } from './safe-fetch.js';

let host: FixtureServer;
const env = loadEnv({ NODE_ENV: 'test', ALLOW_PRIVATE_FEED_HOSTS: '1' });
const feed = '<?xml version="1.0"?><rss version="2.0"><channel><title>T</title></channel></rss>';
/** About 1.6 MB: past the first megabyte, after which a sized body goes into one buffer as it arrives. */
const pastFirstMegabyte = Buffer.from(feed.replace('</channel>', `${'<!-- padding -->'.repeat(100_000)}</channel>`));

beforeAll(async () => {
  host = await startFixtureServer();
});
afterAll(() => host.stop());

describe('safeFetch', () => {
  it('sends the stored validators and reports 304 as not_modified', async () => {
    const url = host.serve('/conditional.xml', feed, 'application/rss+xml', {
      etag: '"abc"',
      lastModified: 'Mon, 01 Jan 2024 00:00:00 GMT',
    });
    const first = await safeFetch(url, { env, expect: 'feed' });
    expect(first).toMatchObject({ status: 'ok', etag: '"abc"', lastModified: 'Mon, 01 Jan 2024 00:00:00 GMT' });
    const second = await safeFetch(url, { env, expect: 'feed', etag: '"abc"' });
    expect(second.status).toBe('not_modified');
    expect(host.lastHeaders.get('/conditional.xml')!['if-none-match']).toBe('"abc"');
    const third = await safeFetch(url, { env, expect: 'feed', lastModified: 'Mon, 01 Jan 2024 00:00:00 GMT' });
    expect(third.status).toBe('not_modified');
  });

  it('follows relative redirects and reports the final URL', async () => {
    host.set('/moved', { kind: 'redirect', location: '/final.xml', status: 301 });
    host.serve('/final.xml', feed);
    const result = await safeFetch(host.url('/moved'), { env, expect: 'feed' });
    expect(result).toMatchObject({ status: 'ok', url: host.url('/final.xml') });
  });

  it('tells where the address has moved for good: as far as permanent redirects alone lead from the start', async () => {
    host.serve('/chain/end.xml', feed);
    host.set('/chain/p1', { kind: 'redirect', location: '/chain/p2', status: 301 });
    host.set('/chain/p2', { kind: 'redirect', location: '/chain/t3', status: 308 });
    host.set('/chain/t3', { kind: 'redirect', location: '/chain/end.xml', status: 302 });
    expect(await safeFetch(host.url('/chain/p1'), { env, expect: 'feed' })).toMatchObject({
      url: host.url('/chain/end.xml'),
      movedTo: host.url('/chain/t3'),
    });
    // A temporary hop first: whatever follows it is temporary too.
    host.set('/chain/t0', { kind: 'redirect', location: '/chain/p1', status: 307 });
    expect(await safeFetch(host.url('/chain/t0'), { env, expect: 'feed' })).toMatchObject({ movedTo: null });
    expect(await safeFetch(host.url('/chain/end.xml'), { env, expect: 'feed' })).toMatchObject({ movedTo: null });
  });

  it('decompresses gzip and counts the limit after decompression', async () => {
    host.serve('/gzip.xml', zlib.gzipSync(feed), 'application/rss+xml', { headers: { 'content-encoding': 'gzip' } });
    const ok = await safeFetch(host.url('/gzip.xml'), { env, expect: 'feed' });
    expect(ok.status === 'ok' && ok.body.toString()).toBe(feed);

    // 4 MB of zeros compress to a few KB: a bomb is only caught by counting what comes out.
    const bomb = zlib.gzipSync(Buffer.alloc(4 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(64 * 1024);
    host.serve('/bomb.xml', bomb, 'application/rss+xml', { headers: { 'content-encoding': 'gzip' } });
    await expect(safeFetch(host.url('/bomb.xml'), { env: { ...env, FEED_MAX_BYTES: 1024 * 1024 }, expect: 'feed' })).rejects.toMatchObject({
      code: 'feed_too_large',
    });
  });

  it("gathers the body as it arrives, sized, chunked or compressed, and feeds each byte to the caller's hash", async () => {
    host.serve('/sized.xml', pastFirstMegabyte, 'application/rss+xml', { headers: { 'content-length': String(pastFirstMegabyte.length) } });
    host.serve('/chunked.xml', pastFirstMegabyte);
    host.serve('/compressed.xml', zlib.gzipSync(pastFirstMegabyte), 'application/rss+xml', { headers: { 'content-encoding': 'gzip' } });
    const expectedDigest = createHash('sha256').update('prefix').update(pastFirstMegabyte).digest('hex');
    for (const path of ['/sized.xml', '/chunked.xml', '/compressed.xml']) {
      const hash = createHash('sha256').update('prefix');
      const result = await safeFetch(host.url(path), { env, expect: 'feed', hash });
      expect(result.status === 'ok' && result.body.equals(pastFirstMegabyte), path).toBe(true);
      expect(hash.digest('hex'), path).toBe(expectedDigest);
    }
  });

  it('fails a body shorter than its Content-Length rather than returning the bytes it reserved', async () => {
    const short = net.createServer((socket) => {
      socket.once('data', () => {
        socket.write(`HTTP/1.1 200 OK\r\ncontent-type: application/rss+xml\r\ncontent-length: ${pastFirstMegabyte.length + 500}\r\n\r\n`);
        socket.end(pastFirstMegabyte);
      });
    });
    await new Promise<void>((resolve) => short.listen(0, '127.0.0.1', () => resolve()));
    try {
      const { port } = short.address() as net.AddressInfo;
      await expect(safeFetch(`http://127.0.0.1:${port}/feed.xml`, { env, expect: 'feed' })).rejects.toMatchObject({
        code: 'feed_fetch_failed',
        message: 'The feed host closed the connection early',
      });
    } finally {
      short.close();
    }
  });

  it('refuses a redirect to a non-http scheme as the host misbehaving', async () => {
    host.set('/to-file', { kind: 'redirect', location: 'file:///etc/passwd' });
    await expect(safeFetch(host.url('/to-file'), { env, expect: 'feed' })).rejects.toMatchObject({
      code: 'feed_host_refused',
      status: 422,
    });
  });
});
