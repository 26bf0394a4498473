import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, podcasts } from '../../db/schema.js';
import { insertEntity, insertEntityLink, insertEpisode, insertPodcast, insertSoundbite, json } from '../../../test/support/catalog.js';
import { createAppWithStaff, type TestContext } from '../../../test/support/context.js';
import { bearer, type TestUser } from '../../../test/support/identity.js';

let ctx: TestContext;
let staff: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ ctx, staff } = await createAppWithStaff('editor'));
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
afterAll(() => ctx?.close());

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

  it('changes the feed URL: audited, fetched afresh on the next round, and refused when unusable or another podcast’s', async () => {
    const { db } = ctx.database;
    const [gamma] = await db.select().from(podcasts).where(eq(podcasts.id, ids.gamma!));
    await db
      .update(podcasts)
      .set({ etag: '"old"', lastModified: 'Mon, 01 Jan 2024 00:00:00 GMT', feedHash: 'abc' })
      .where(eq(podcasts.id, ids.gamma!));
    const moved = 'https://new-host.example/gamma.xml';
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

    const refused = async (feedUrl: string, status: number, code: string) => {
      const answer = await patch(ids.alpha!, { feedUrl });
      expect(answer.status).toBe(status);
      const body = await json(answer);
      expect(body.error.code).toBe(code);
      return body.error;
    };
    expect(await refused('ftp://files.example/feed.xml', 400, 'invalid_request')).toMatchObject({ details: [{ field: 'feedUrl' }] });
    expect(await refused('https://user:pw@new-host.example/alpha.xml', 400, 'invalid_request')).toMatchObject({
      details: [{ field: 'feedUrl' }],
    });
    expect(await refused(moved, 409, 'podcast_already_added')).toMatchObject({
      message: `“Gamma_Rays” is already added from ${moved}.`,
      details: { podcastId: ids.gamma, feedUrl: moved },
    });
    const [alpha] = await db.select().from(podcasts).where(eq(podcasts.id, ids.alpha!));
    expect(alpha!.feedUrl).not.toBe(moved);
  });
});
