import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, podcasts } from '../../db/schema.js';
import { insertEntity, insertEntityLink, insertEpisode, insertPodcast, insertSoundbite, json } from '../../../test/support/catalog.js';
import { createAppWithStaff, type TestContext } from '../../../test/support/context.js';
import { startFixtureServer, type FixtureServer } from '../../../test/support/fixture-server.js';
import { bearer, type TestUser } from '../../../test/support/identity.js';

let ctx: TestContext;
let staff: TestUser;
let feedHost: FixtureServer;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ ctx, staff } = await createAppWithStaff('editor'));
  feedHost = await startFixtureServer();
  const { db } = ctx.database;
  const alpha = await insertPodcast(db, { title: 'Alpha Hour', author: 'Ann' });
  const beta = await insertPodcast(db, { title: 'Beta Talk', status: 'paused' });
  const gamma = await insertPodcast(db, { title: 'Gamma_Rays', status: 'failing', lastError: 'HTTP 500' });
  const episode = await insertEpisode(db, alpha.id);
  await insertEpisode(db, alpha.id);
  await insertSoundbite(db, episode.id);
  const host = await insertEntity(db, { name: 'Ann Host' });
  await insertEntityLink(db, { entityId: host.id, podcastId: alpha.id, role: 'host', group: 'cast', source: 'feed' });
  Object.assign(ids, { alpha: alpha.id, beta: beta.id, gamma: gamma.id, host: host.id, episode: episode.id });
});
afterAll(async () => {
  await feedHost?.stop();
  await ctx?.close();
});

/** A one-episode feed of the podcast with `guid` (none when null), titled `title`. */
const feedWithGuid = (guid: string | null, title = 'Moved Show') => `<?xml version="1.0"?>
<rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel><title>${title}</title>
${guid ? `<podcast:guid>${guid}</podcast:guid>` : ''}
<item><title>One</title><guid>one</guid><enclosure url="http://127.0.0.1/one.mp3" type="audio/mpeg" length="1"/></item>
</channel></rss>`;

const request = (path: string, init: RequestInit = {}) =>
  ctx.app.request(path, {
    ...init,
    headers: { ...bearer(staff.idToken), 'content-type': 'application/json', ...init.headers },
  });
const patch = (id: string, body: unknown) => request(`/api/ops/podcasts/${id}`, { method: 'PATCH', body: JSON.stringify(body) });

describe('GET /api/ops/podcasts', () => {
  it('pages, sorts by title and counts episodes and soundbites', async () => {
    const body = await json(await request('/api/ops/podcasts?sort=-title&pageSize=2'));
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(body.items.map((p: { title: string }) => p.title)).toEqual(['Gamma_Rays', 'Beta Talk']);
    const last = await json(await request('/api/ops/podcasts?sort=-title&pageSize=2&page=2'));
    expect(last.items).toMatchObject([{ title: 'Alpha Hour', episodeCount: 2, soundbiteCount: 1 }]);
  });

  it('sorts by how many episodes and soundbites each has, ties by title', async () => {
    const titles = async (sort: string) =>
      (await json(await request(`/api/ops/podcasts?sort=${sort}`))).items.map((p: { title: string }) => p.title);
    expect((await titles('-episodeCount'))[0]).toBe('Alpha Hour');
    expect(await titles('episodeCount')).toEqual(['Beta Talk', 'Gamma_Rays', 'Alpha Hour']);
    expect((await titles('-soundbiteCount'))[0]).toBe('Alpha Hour');
  });

  it('filters by status and q', async () => {
    const titles = async (query: string) =>
      (await json(await request(`/api/ops/podcasts?${query}`))).items.map((p: { title: string }) => p.title);
    expect(await titles('status=failing')).toEqual(['Gamma_Rays']);
    expect(await titles('q=ann')).toEqual(['Alpha Hour']);
    expect(await titles('q=a_r')).toEqual(['Gamma_Rays']);
    expect(await titles('q=nothing+like+this')).toEqual([]);
    const bad = await request('/api/ops/podcasts?sort=etag&status=gone');
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.details.map((d: { field: string }) => d.field).sort()).toEqual(['sort', 'status']);
  });
});

describe('GET /api/ops/podcasts/{id}', () => {
  it('shows the podcast with its people, and 404/400 for unknown and malformed ids', async () => {
    await insertSoundbite(ctx.database.db, ids.episode!, { status: 'draft' });
    const body = await json(await request(`/api/ops/podcasts/${ids.alpha}`));
    expect(body).toMatchObject({ id: ids.alpha, title: 'Alpha Hour', status: 'active', episodeCount: 2, soundbiteCount: 2 });
    // The draft is not among those listeners hear.
    expect(body.publishedSoundbiteCount).toBe(1);
    expect(body.people).toMatchObject([{ entityId: ids.host, role: 'host', name: 'Ann Host' }]);
    expect((await request('/api/ops/podcasts/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const malformed = await request('/api/ops/podcasts/123');
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).error.details[0].field).toBe('id');
  });
});

describe('PATCH /api/ops/podcasts/{id}', () => {
  it('pauses and resumes with audit events', async () => {
    const paused = await patch(ids.alpha!, { status: 'paused' });
    expect(paused.status).toBe(200);
    expect((await json(paused)).status).toBe('paused');
    await patch(ids.alpha!, { status: 'active', title: 'Alpha Hour!' });
    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'podcast'), eq(auditEvents.recordId, ids.alpha!)))
      .orderBy(auditEvents.id);
    expect(events.map((e) => e.action)).toEqual(['podcast.pause', 'podcast.resume']);
    expect(events[1]).toMatchObject({
      actorEmail: staff.email,
      before: { status: 'paused', title: 'Alpha Hour' },
      after: { status: 'active', title: 'Alpha Hour!' },
    });
  });

  it('resumes a podcast whose last refresh failed as failing, not active, until a refresh succeeds', async () => {
    expect((await json(await patch(ids.gamma!, { status: 'paused' }))).status).toBe('paused');
    const resumed = await json(await patch(ids.gamma!, { status: 'active' }));
    expect(resumed).toMatchObject({ status: 'failing', lastError: 'HTTP 500' });
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'podcast'), eq(auditEvents.recordId, ids.gamma!)))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event).toMatchObject({ action: 'podcast.resume', before: { status: 'paused' }, after: { status: 'failing' } });
  });

  it('refuses invalid values naming the field and changes nothing', async () => {
    const fields = async (body: unknown) => {
      const res = await patch(ids.beta!, body);
      expect(res.status).toBe(400);
      return (await json(res)).error.details.map((d: { field: string }) => d.field);
    };
    expect(await fields({ status: 'failing' })).toEqual(['status']);
    expect(await fields({ title: 42 })).toEqual(['title']);
    expect(await fields({ title: '   ' })).toEqual(['title']);
    expect(await fields({ imageUrl: 'javascript:alert(1)' })).toEqual(['imageUrl']);
    expect(await fields({ explicit: 'yes' })).toEqual(['explicit']);
    const [beta] = await ctx.database.db.select().from(podcasts).where(eq(podcasts.id, ids.beta!));
    expect(beta).toMatchObject({ status: 'paused', title: 'Beta Talk' });
    expect((await patch('00000000-0000-4000-8000-000000000000', { status: 'paused' })).status).toBe(404);
  });

  it('changes the feed URL once the new address serves the feed: audited, fetched afresh on the next round', async () => {
    const { db } = ctx.database;
    const [gamma] = await db.select().from(podcasts).where(eq(podcasts.id, ids.gamma!));
    await db
      .update(podcasts)
      .set({ etag: '"old"', lastModified: 'Mon, 01 Jan 2024 00:00:00 GMT', feedHash: 'abc', podcastGuid: 'gamma-guid' })
      .where(eq(podcasts.id, ids.gamma!));
    const moved = feedHost.serve('/gamma/new.xml', feedWithGuid('gamma-guid'));
    const res = await patch(ids.gamma!, { feedUrl: moved });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: ids.gamma, feedUrl: moved, title: 'Gamma_Rays' });
    const [after] = await db.select().from(podcasts).where(eq(podcasts.id, ids.gamma!));
    expect(after).toMatchObject({ feedUrl: moved, etag: null, lastModified: null, feedHash: null, status: 'failing' });
    expect(after!.nextRefreshAt.getTime()).toBeLessThanOrEqual(Date.now());
    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, ids.gamma!), eq(auditEvents.action, 'podcast.update')))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event).toMatchObject({ before: { feedUrl: gamma!.feedUrl }, after: { feedUrl: moved } });
  });

  it('refuses a feed URL that is unusable, serves no feed, serves another podcast or is another podcast’s, changing nothing', async () => {
    const { db } = ctx.database;
    const [before] = await db.select().from(podcasts).where(eq(podcasts.id, ids.gamma!));
    const refused = async (feedUrl: string, status: number, code: string) => {
      const answer = await patch(ids.gamma!, { feedUrl });
      expect(answer.status).toBe(status);
      const body = await json(answer);
      expect(body.error.code).toBe(code);
      expect(body.error.details).toMatchObject([{ field: 'feedUrl' }]);
      return body.error.message as string;
    };
    await refused('ftp://files.example/feed.xml', 400, 'invalid_request');
    await refused('https://user:pw@new-host.example/alpha.xml', 400, 'invalid_request');
    expect(await refused(feedHost.url('/gamma/nowhere.xml'), 502, 'feed_fetch_failed')).toBe(
      'The feed host answered HTTP 404. The feed URL was not changed.',
    );
    expect(await refused(feedHost.serve('/gamma/page.html', '<!doctype html><p>Hi</p>', 'text/html'), 422, 'feed_not_xml')).toMatch(
      /The feed URL was not changed\.$/,
    );
    expect(await refused(feedHost.serve('/gamma/other.xml', feedWithGuid('someone-else')), 409, 'feed_of_another_podcast')).toBe(
      'That address serves another podcast, “Moved Show” (its podcast:guid differs). The feed URL was not changed.',
    );
    // Another podcast's feed at a new address: the way to that one comes with the refusal.
    await db.update(podcasts).set({ podcastGuid: 'beta-guid' }).where(eq(podcasts.id, ids.beta!));
    const beta = await patch(ids.gamma!, { feedUrl: feedHost.serve('/gamma/beta-mirror.xml', feedWithGuid('beta-guid')) });
    expect(beta.status).toBe(409);
    expect((await json(beta)).error).toMatchObject({
      code: 'podcast_already_added',
      message: expect.stringMatching(/^That address serves “Beta Talk”, already added from .*\. The feed URL was not changed\.$/),
      details: { podcastId: ids.beta },
    });
    const [after] = await db.select().from(podcasts).where(eq(podcasts.id, ids.gamma!));
    expect(after).toEqual(before);

    // Another podcast's address: the alpha podcast may not take gamma's.
    const answer = await patch(ids.alpha!, { feedUrl: before!.feedUrl });
    expect(answer.status).toBe(409);
    expect((await json(answer)).error).toMatchObject({
      code: 'podcast_already_added',
      message: `“Gamma_Rays” is already added from ${before!.feedUrl}. The feed URL was not changed.`,
      details: { podcastId: ids.gamma, feedUrl: before!.feedUrl },
    });
  });

  it('without a podcast:guid on both sides, takes a feed of another title only once staff accept it', async () => {
    const { db } = ctx.database;
    const delta = await insertPodcast(db, { title: 'Delta Days', feedUrl: feedHost.url('/delta/old.xml') });
    const renamed = feedHost.serve('/delta/renamed.xml', feedWithGuid('delta-guid-new', 'Delta Nights'));
    const refusal = await patch(delta.id, { feedUrl: renamed });
    expect(refusal.status).toBe(409);
    expect((await json(refusal)).error).toMatchObject({
      code: 'feed_title_differs',
      message:
        'That address serves “Delta Nights”, not “Delta Days”. If the podcast was renamed, accept the new title to change the address. The feed URL was not changed.',
      details: [{ field: 'feedUrl' }],
    });
    expect((await db.select().from(podcasts).where(eq(podcasts.id, delta.id)))[0]!.feedUrl).toBe(feedHost.url('/delta/old.xml'));

    // The same title, however it is capitalised, is the same podcast.
    const sameTitle = feedHost.serve('/delta/same.xml', feedWithGuid(null, '  delta days '));
    const same = await patch(delta.id, { feedUrl: sameTitle });
    expect(same.status).toBe(200);
    expect(await json(same)).toMatchObject({ feedUrl: sameTitle });

    const accepted = await patch(delta.id, { feedUrl: renamed, acceptOtherTitle: true });
    expect(accepted.status).toBe(200);
    expect(await json(accepted)).toMatchObject({ feedUrl: renamed, title: 'Delta Days' });
    expect((await patch(delta.id, { acceptOtherTitle: 'yes' })).status).toBe(400);
  });
});
