import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/support/catalog.js';
import { createTestContext, createVisitors, type TestContext } from '../../../test/support/context.js';
import { readFixture, rowCounts, startFixtureServer, type FixtureServer } from '../../../test/support/fixture-server.js';
import { bearer, expiredToken } from '../../../test/support/identity.js';

let ctx: TestContext;
let host: FixtureServer;
let visitors: Awaited<ReturnType<typeof createVisitors>>;

beforeAll(async () => {
  [ctx, host, visitors] = await Promise.all([createTestContext(), startFixtureServer(), createVisitors()]);
  for (const name of ['synthetic.srt', 'synthetic.vtt', 'synthetic.json', 'synthetic.html']) {
    host.serve(`/transcripts/${name}`, readFixture(`transcripts/${name}`), 'text/plain');
  }
  host.serve('/chapters/synthetic.json', readFixture('chapters/synthetic.json'), 'application/json');
  host.serve('/show.xml', readFixture('feeds/synthetic-show.xml').replaceAll('{{ORIGIN}}', host.origin), 'application/rss+xml', {
    lastModified: 'Wed, 03 Jan 2024 10:00:00 GMT',
  });
});
afterAll(async () => {
  await host.stop();
  await ctx.close();
});

const post = (path: string, body: unknown, headers: Record<string, string>) =>
  ctx.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const asStaff = () => bearer(visitors.staff.idToken);
/** The synthetic show's podcast:guid. */
const SHOW_GUID = '0f6d9a3e-2c1b-5e4f-8a7d-1b2c3d4e5f60';

describe('POST /api/ops/podcasts', () => {
  let podcastId: string;

  it('imports the feed before answering 201 with the podcast and its counts', async () => {
    const res = await post('/api/ops/podcasts', { feedUrl: host.url('/show.xml') }, asStaff());
    expect(res.status).toBe(201);
    const body = await json(res);
    podcastId = body.id;
    expect(body).toMatchObject({
      title: 'Synthetic Soundings',
      feedUrl: host.url('/show.xml'),
      status: 'active',
      lastError: null,
      counts: { episodes: 3, soundbites: 4, episodesWithTranscript: 2 },
      import: { status: 'imported', created: true, stats: { episodesCreated: 3, soundbitesSkipped: 2 } },
    });
    // Ada is on the channel and on an item: one person.
    expect(body.counts.people).toBe(3);
    const [audit] = await ctx.database.query<{ actor_uid: string; action: string }>(
      `select actor_uid, action from audit_events where record_id = $1`,
      [podcastId],
    );
    expect(audit).toEqual({ actor_uid: visitors.staff.uid, action: 'podcast.created' });
  });

  it('answers 200 and changes no counts when the same feed URL is posted again', async () => {
    const before = await rowCounts(ctx.database);
    const res = await post('/api/ops/podcasts', { feedUrl: host.url('/show.xml') }, asStaff());
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.id).toBe(podcastId);
    expect(body.counts).toMatchObject({ episodes: 3, soundbites: 4, episodesWithTranscript: 2 });
    expect(body.import.created).toBe(false);
    const after = await rowCounts(ctx.database);
    expect({ ...after, audit_events: 0, feed_imports: 0 }).toEqual({ ...before, audit_events: 0, feed_imports: 0 });
  });

  it('refuses the same podcast from another URL (its podcast:guid), naming the podcast already here, and keeps everything', async () => {
    const mirror = host.serve(
      '/mirror/show.xml',
      readFixture('feeds/synthetic-show.xml').replaceAll('{{ORIGIN}}', host.origin),
      'application/rss+xml',
    );
    const before = await rowCounts(ctx.database);
    const res = await post('/api/ops/podcasts', { feedUrl: mirror }, asStaff());
    expect(res.status).toBe(409);
    expect((await json(res)).error).toEqual({
      code: 'podcast_already_added',
      message: `This is the feed of “Synthetic Soundings”, already added from ${host.url('/show.xml')} (the same podcast:guid).`,
      details: { podcastId, feedUrl: host.url('/show.xml') },
    });
    // Nothing written but the failed import's record.
    const after = await rowCounts(ctx.database);
    expect({ ...after, feed_imports: 0 }).toEqual({ ...before, feed_imports: 0 });
    expect(after.feed_imports).toBe(before.feed_imports + 1);
  });

  it('answers 400 naming feedUrl for a missing or invalid URL', async () => {
    for (const body of [{}, { feedUrl: 'not a url' }, { feedUrl: 'ftp://example.org/feed.xml' }, { feedUrl: 42 }]) {
      const res = await post('/api/ops/podcasts', body, asStaff());
      expect(res.status).toBe(400);
      const error = (await json(res)).error;
      expect(error.code).toBe('invalid_request');
      expect(error.details.map((d: { field: string }) => d.field)).toContain('feedUrl');
    }
  });

  it('answers a fitting error with a clear code for a feed that cannot be imported', async () => {
    const res = await post('/api/ops/podcasts', { feedUrl: host.serve('/bomb.xml', readFixture('hostile/billion-laughs.xml')) }, asStaff());
    expect(res.status).toBe(422);
    expect((await json(res)).error).toMatchObject({ code: 'feed_unsafe_xml', message: expect.stringMatching(/entit/i) });
    const missing = await post('/api/ops/podcasts', { feedUrl: host.url('/nothing-here.xml') }, asStaff());
    expect(missing.status).toBe(502);
    expect((await json(missing)).error.code).toBe('feed_fetch_failed');
  });

  it('is for staff only', async () => {
    const body = { feedUrl: host.url('/show.xml') };
    expect((await post('/api/ops/podcasts', body, {})).status).toBe(401);
    expect((await post('/api/ops/podcasts', body, bearer(expiredToken(visitors.staff.uid, visitors.staff.email)))).status).toBe(401);
    for (const visitor of [visitors.listener, visitors.unverifiedStaff, visitors.lookalikeSuffix, visitors.lookalikePrefix]) {
      expect((await post('/api/ops/podcasts', body, bearer(visitor.idToken))).status).toBe(403);
    }
  });

  describe('POST /api/ops/podcasts/{id}/refresh', () => {
    it('answers 200 with status not_modified when the host answers the conditional GET with 304', async () => {
      const res = await post(`/api/ops/podcasts/${podcastId}/refresh`, undefined, asStaff());
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body).toMatchObject({ id: podcastId, import: { status: 'not_modified' }, counts: { episodes: 3 } });
    });

    it('re-imports when the feed changed', async () => {
      const changed = readFixture('feeds/synthetic-show.xml')
        .replaceAll('{{ORIGIN}}', host.origin)
        .replace('<title>Synthetic Soundings</title>', '<title>Synthetic Soundings, renamed</title>');
      host.serve('/show.xml', changed, 'application/rss+xml', { lastModified: 'Thu, 04 Jan 2024 10:00:00 GMT' });
      const res = await post(`/api/ops/podcasts/${podcastId}/refresh`, undefined, asStaff());
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body).toMatchObject({ title: 'Synthetic Soundings, renamed', import: { status: 'imported', created: false } });
    });

    it('answers 404 for an unknown podcast and 400 for a malformed id', async () => {
      const unknown = await post('/api/ops/podcasts/00000000-0000-4000-8000-000000000000/refresh', undefined, asStaff());
      expect(unknown.status).toBe(404);
      const malformed = await post('/api/ops/podcasts/nope/refresh', undefined, asStaff());
      expect(malformed.status).toBe(400);
    });

    it('is for staff only', async () => {
      expect((await post(`/api/ops/podcasts/${podcastId}/refresh`, undefined, {})).status).toBe(401);
      expect((await post(`/api/ops/podcasts/${podcastId}/refresh`, undefined, bearer(visitors.listener.idToken))).status).toBe(403);
    });
  });

  it('documents both routes in the OpenAPI contract', async () => {
    const doc = await json(await ctx.app.request('/api/openapi.json'));
    expect(Object.keys(doc.paths['/api/ops/podcasts'].post.responses)).toEqual(
      expect.arrayContaining(['200', '201', '400', '422', '502', '504']),
    );
    expect(doc.paths['/api/ops/podcasts/{id}/refresh'].post).toBeDefined();
  });
});

/** The events of a text/event-stream body, in order. */
async function readEvents(res: Response) {
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((block) => block.includes('data:'))
    .map((block) => {
      const field = (name: string) =>
        block
          .split('\n')
          .find((line) => line.startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim();
      return { event: field('event'), data: JSON.parse(field('data') ?? 'null') };
    });
}

describe('POST /api/ops/imports', () => {
  it('streams the import: fetching, parsing, N of M episodes, transcripts k of n, then the podcast', async () => {
    // Another podcast than /show.xml's: its own podcast:guid.
    const feed = readFixture('feeds/synthetic-show.xml').replaceAll('{{ORIGIN}}', host.origin).replace(SHOW_GUID, 'streamed-show');
    host.serve('/streamed.xml', feed, 'application/rss+xml');
    const res = await post('/api/ops/imports', { feedUrl: host.url('/streamed.xml') }, asStaff());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEvents(res);
    const phases = events.filter((e) => e.event === 'progress').map((e) => e.data.phase);
    expect([...new Set(phases)]).toEqual(['fetching', 'parsing', 'writing', 'transcripts', 'chapters']);
    const writing = events.filter((e) => e.data?.phase === 'writing').map((e) => e.data);
    expect(writing.at(-1)).toEqual({ phase: 'writing', done: 3, total: 3 });
    const transcripts = events.filter((e) => e.data?.phase === 'transcripts').map((e) => e.data);
    expect(transcripts[0]).toMatchObject({ done: 0 });
    expect(transcripts.at(-1)!.done).toBe(transcripts.at(-1)!.total);
    const last = events.at(-1)!;
    expect(last.event).toBe('done');
    expect(last.data).toMatchObject({
      status: 201,
      podcast: { title: 'Synthetic Soundings', feedUrl: host.url('/streamed.xml'), counts: { episodes: 3 } },
    });
  });

  it('ends with a failed event naming the podcast already here for a second URL of its feed', async () => {
    const mirror = host.serve(
      '/mirror/streamed.xml',
      readFixture('feeds/synthetic-show.xml').replaceAll('{{ORIGIN}}', host.origin),
      'application/rss+xml',
    );
    const events = await readEvents(await post('/api/ops/imports', { feedUrl: mirror }, asStaff()));
    expect(events.at(-1)).toMatchObject({
      event: 'failed',
      data: { status: 409, error: { code: 'podcast_already_added', details: { feedUrl: host.url('/show.xml') } } },
    });
  });

  it('ends with a failed event carrying the status and error the synchronous import would answer', async () => {
    const res = await post('/api/ops/imports', { feedUrl: host.url('/no-such-feed.xml') }, asStaff());
    const events = await readEvents(res);
    expect(events.map((e) => e.event)).toEqual(['progress', 'failed']);
    expect(events[1]!.data).toMatchObject({ status: 502, error: { code: 'feed_fetch_failed' } });
  });

  it('refuses a body without a usable URL before streaming anything', async () => {
    const res = await post('/api/ops/imports', { feedUrl: 'ftp://example.org/feed.xml' }, asStaff());
    expect(res.status).toBe(400);
    expect((await json(res)).error.details[0].field).toBe('feedUrl');
  });
});
