import { describe, expect, it } from 'vitest';
import { useImportTestbed } from '../../test/support/import-testbed.js';
import { readFixture, rowCounts } from '../../test/support/fixture-server.js';
import type { Env } from '../env.js';
import { isNonPublicAddress } from './addresses.js';
import { importFeed } from './import.js';

const actor = { uid: 'staff-uid', email: 'staff@example.com' };
const testbed = useImportTestbed();

const smallFeed = (title = 'Small show') => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${title}</title>
<item><title>One</title><guid>small-1</guid><enclosure url="https://synthetic.example/1.mp3" length="1" type="audio/mpeg"/></item>
</channel></rss>`;

/**
 * Imports a feed that must fail and checks the failure is clean: the expected error, one
 * failed feed_imports row, and every other table exactly as it was.
 */
async function expectRefused(feedUrl: string, code: string, envOverrides: Partial<Env> = {}) {
  const before = await rowCounts(testbed.ctx.database);
  const error = await importFeed({ database: testbed.ctx.database, env: { ...testbed.ctx.env, ...envOverrides } }, { feedUrl, actor }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ code });
  expect((error as Error).message.length).toBeGreaterThan(10);
  const after = await rowCounts(testbed.ctx.database);
  expect({ ...after, feed_imports: 0 }).toEqual({ ...before, feed_imports: 0 });
  expect(after.feed_imports).toBe(before.feed_imports + 1);
  const [row] = await testbed.ctx.database.query<{ status: string; error: string }>(
    'select status, error from feed_imports order by id desc limit 1',
  );
  expect(row!.status).toBe('failed');
  expect(row!.error).toContain(code);
  return error as Error & { status: number };
}

describe('broken and hostile feeds', () => {
  it('refuses a response that is not XML', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await expectRefused(testbed.host.serve('/image.png', png, 'image/png'), 'feed_unsupported_content_type');
    await expectRefused(testbed.host.serve('/plain.txt', 'just some words', 'text/plain'), 'feed_not_xml');
    await expectRefused(testbed.host.serve('/page.html', readFixture('hostile/web-page.html'), 'text/html'), 'feed_not_xml');
    await expectRefused(testbed.host.serve('/json', '{"title":"no"}', 'application/json'), 'feed_not_xml');
  });

  it('refuses truncated XML', async () => {
    const full = smallFeed();
    const error = await expectRefused(testbed.host.serve('/truncated.xml', full.slice(0, full.length - 30)), 'feed_invalid');
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/not well-formed/);
  });

  it('refuses an entity-expansion bomb before parsing it', async () => {
    const error = await expectRefused(testbed.host.serve('/laughs.xml', readFixture('hostile/billion-laughs.xml')), 'feed_unsafe_xml');
    expect(error.message).toMatch(/entit/i);
  });

  it('refuses a feed larger than FEED_MAX_BYTES, by Content-Length and while streaming', async () => {
    const big = smallFeed('x'.repeat(5000));
    await expectRefused(testbed.host.serve('/big.xml', big), 'feed_too_large', { FEED_MAX_BYTES: 2000 });
    await expectRefused(testbed.host.set('/stream.xml', { kind: 'huge', totalBytes: 200_000 }), 'feed_too_large', {
      FEED_MAX_BYTES: 50_000,
    });
  });

  it('cuts off a real 30 MB stream at a 20 MB cap', { timeout: 120_000 }, async () => {
    const error = await expectRefused(testbed.host.set('/thirty.xml', { kind: 'huge', totalBytes: 30 * 1024 * 1024 }), 'feed_too_large', {
      FEED_MAX_BYTES: 20 * 1024 * 1024,
    });
    expect(error.message).toContain('20 MB');
  });

  it('stops following a redirect loop and a redirect chain longer than the limit', async () => {
    testbed.host.set('/loop-a', { kind: 'redirect', location: '/loop-b' });
    testbed.host.set('/loop-b', { kind: 'redirect', location: '/loop-a' });
    await expectRefused(testbed.host.url('/loop-a'), 'too_many_redirects');

    for (let i = 0; i < 4; i++) testbed.host.set(`/hop-${i}`, { kind: 'redirect', location: `/hop-${i + 1}`, status: 301 });
    testbed.host.serve('/hop-4', smallFeed('After four hops'));
    await expectRefused(testbed.host.url('/hop-0'), 'too_many_redirects', { FEED_MAX_REDIRECTS: 3 });
    const ok = await importFeed(
      { database: testbed.ctx.database, env: { ...testbed.ctx.env, FEED_MAX_REDIRECTS: 4 } },
      { feedUrl: testbed.host.url('/hop-0'), actor },
    );
    expect(ok.created).toBe(true);
  });

  it('gives up on a host that stalls, saying whether it never answered or stopped mid-feed', async () => {
    const stalled = await expectRefused(testbed.host.set('/slow.xml', { kind: 'slow', stallMs: 5_000 }), 'feed_timeout', {
      FEED_TIMEOUT_MS: 300,
    });
    expect(stalled.message).toMatch(/did not send the whole feed|stopped sending data/);
    const silent = await expectRefused(testbed.host.set('/silent.xml', { kind: 'silent' }), 'feed_timeout', { FEED_TIMEOUT_MS: 300 });
    expect(silent.message).toMatch(/did not answer|never answered/);
  });

  it('imports the feed even when its transcript host stalls, marking only that transcript failed', async () => {
    testbed.host.set('/slow-transcript.vtt', { kind: 'slow', stallMs: 5_000, contentType: 'text/vtt' });
    const xml = `<?xml version="1.0"?><rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel><title>Slow transcript</title>
      <item><title>One</title><guid>slow-t-1</guid><enclosure url="https://synthetic.example/st.mp3" length="1" type="audio/mpeg"/>
      <podcast:transcript url="${testbed.host.url('/slow-transcript.vtt')}" type="text/vtt"/></item></channel></rss>`;
    const result = await importFeed(
      { database: testbed.ctx.database, env: { ...testbed.ctx.env, FEED_TIMEOUT_MS: 500 } },
      { feedUrl: testbed.host.serve('/slow-transcript-feed.xml', xml), actor },
    );
    expect(result.transcripts).toMatchObject({ fetched: 0, failed: 1 });
    const [transcript] = await testbed.ctx.database.query<{ status: string; error: string }>(
      `select t.status, t.error from transcripts t join episodes e on e.id = t.episode_id where e.podcast_id = $1`,
      [result.podcastId],
    );
    expect(transcript!.status).toBe('failed');
    expect(transcript!.error).toMatch(/^feed_timeout: /);
  });

  it('reports an HTTP error from the host', async () => {
    await expectRefused(testbed.host.set('/gone.xml', { kind: 'status', status: 410 }), 'feed_fetch_failed');
  });

  it('refuses private, loopback, link-local and reserved addresses before connecting', async () => {
    const strict = { ALLOW_PRIVATE_FEED_HOSTS: false };
    const hitsBefore = [...testbed.host.hits.values()].reduce((a, b) => a + b, 0);
    const port = new URL(testbed.host.origin).port;
    for (const url of [
      `http://127.0.0.1:${port}/feed.xml`,
      `http://localhost:${port}/feed.xml`,
      `http://[::1]:${port}/feed.xml`,
      `http://[::ffff:127.0.0.1]:${port}/feed.xml`,
      `http://0.0.0.0:${port}/feed.xml`,
      `http://2130706433:${port}/feed.xml`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/feed.xml',
      'http://192.168.1.1/feed.xml',
      'http://[fd00::1]/feed.xml',
      'http://[fe80::1]/feed.xml',
    ]) {
      const error = await expectRefused(url, 'feed_host_refused', strict);
      expect(error.status).toBe(422);
    }
    // None of them reached the local host.
    expect([...testbed.host.hits.values()].reduce((a, b) => a + b, 0)).toBe(hitsBefore);
  });

  it('refuses non-http URLs as invalid input naming feedUrl', async () => {
    const before = await rowCounts(testbed.ctx.database);
    for (const url of ['file:///etc/passwd', 'ftp://example.org/feed.xml', 'not a url', 'http://user:pw@example.org/feed']) {
      const error = await importFeed({ database: testbed.ctx.database, env: testbed.ctx.env }, { feedUrl: url, actor }).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ status: 400, code: 'invalid_request', details: [{ field: 'feedUrl' }] });
    }
    // Not an import attempt at all: nothing is recorded.
    expect(await rowCounts(testbed.ctx.database)).toEqual(before);
  });

  it('marks a known podcast failing and keeps its data when a refresh breaks', async () => {
    const url = testbed.host.serve('/flaky.xml', smallFeed('Flaky show'));
    const { podcastId } = await importFeed({ database: testbed.ctx.database, env: testbed.ctx.env }, { feedUrl: url, actor });
    testbed.host.serve('/flaky.xml', '<rss><channel><title>cut', 'application/rss+xml');
    await expectRefused(url, 'feed_invalid');
    const [podcast] = await testbed.ctx.database.query<{ status: string; last_error: string; title: string }>(
      'select status, last_error, title from podcasts where id = $1',
      [podcastId],
    );
    expect(podcast).toMatchObject({ status: 'failing', title: 'Flaky show' });
    expect(podcast!.last_error).toMatch(/well-formed/);

    testbed.host.serve('/flaky.xml', smallFeed('Flaky show, fixed'));
    await importFeed({ database: testbed.ctx.database, env: testbed.ctx.env }, { feedUrl: url, actor });
    const [fixed] = await testbed.ctx.database.query('select status, last_error, title from podcasts where id = $1', [podcastId]);
    expect(fixed).toEqual({ status: 'active', last_error: null, title: 'Flaky show, fixed' });
  });

  it('stores odd but valid text: emoji at the title limit, control characters, character references', async () => {
    const longTitle = `${'a'.repeat(127)}😀 and more`;
    const xml = `<?xml version="1.0"?><rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel><title>Odd &#0;text</title>
      <item><title>Bell \u0007 &#xD800; &lt;b&gt;not bold&lt;/b&gt;</title><guid>odd-1</guid><itunes:duration xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">100</itunes:duration>
      <enclosure url="https://synthetic.example/odd.mp3" length="1" type="audio/mpeg"/>
      <podcast:soundbite startTime="1" duration="2">${longTitle}</podcast:soundbite></item></channel></rss>`;
    const result = await importFeed(
      { database: testbed.ctx.database, env: testbed.ctx.env },
      { feedUrl: testbed.host.serve('/odd.xml', xml), actor },
    );
    const [row] = await testbed.ctx.database.query<{ title: string; episode: string }>(
      `select s.title, e.title as episode from soundbites s join episodes e on e.id = s.episode_id where e.podcast_id = $1`,
      [result.podcastId],
    );
    expect(Array.from(row!.title)).toHaveLength(128);
    expect(row!.title.endsWith('a😀')).toBe(true);
    // Titles are text, not HTML: escaped markup stays visible as written.
    expect(row!.episode).toContain('<b>not bold</b>');
  });

  it('parses a large feed off the request thread and still imports it', { timeout: 120_000 }, async () => {
    const items = Array.from(
      { length: 400 },
      (_, i) => `<item><title>Episode ${i}</title><guid>big-${i}</guid><description>${'Notes. '.repeat(100)}</description>
        <enclosure url="https://synthetic.example/${i}.mp3" length="1" type="audio/mpeg"/></item>`,
    ).join('');
    const xml = `<?xml version="1.0"?><rss version="2.0"><channel><title>Big</title>${items}</channel></rss>`;
    expect(xml.length).toBeGreaterThan(256 * 1024);
    const result = await importFeed(
      { database: testbed.ctx.database, env: testbed.ctx.env },
      { feedUrl: testbed.host.serve('/big-ok.xml', xml), actor },
    );
    expect(result.stats.episodesCreated).toBe(400);
  });
});

describe('isNonPublicAddress', () => {
  it('separates public unicast addresses from everything else', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fc00::1',
      'fe80::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
    ]) {
      expect([address, isNonPublicAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect([address, isNonPublicAddress(address)]).toEqual([address, false]);
    }
  });
});
