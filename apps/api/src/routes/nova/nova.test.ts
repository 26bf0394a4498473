import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEpisode, insertPodcast, insertSoundbite, json } from '../../../test/support/catalog.js';
import { STAFF_DOMAIN } from '../../../test/support/constants.js';
import { createTestContext, type TestContext } from '../../../test/support/context.js';
import { bearer, createUser, type TestUser } from '../../../test/support/identity.js';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  [ctx, alice, bob] = await Promise.all([
    createTestContext(),
    createUser({ domain: STAFF_DOMAIN, verified: true, localPart: 'alice' }),
    createUser({ domain: STAFF_DOMAIN, verified: true, localPart: 'bob' }),
  ]);
  const { db } = ctx.database;
  const news = await insertPodcast(db, { title: 'News' });
  const niche = await insertPodcast(db, { title: 'Niche' });
  const fresh = await insertEpisode(db, news.id, { publishedAt: new Date('2026-05-01T00:00:00Z') });
  const old = await insertEpisode(db, niche.id, { publishedAt: new Date('2024-01-01T00:00:00Z') });
  const freshBite = await insertSoundbite(db, fresh.id, { title: 'fresh' });
  const oldBite = await insertSoundbite(db, old.id, { title: 'old' });
  const olderBite = await insertSoundbite(db, old.id, { title: 'older', createdAt: new Date('2020-01-01T00:00:00Z') });
  const draft = await insertSoundbite(db, fresh.id, { title: 'draft', status: 'draft' });
  Object.assign(ids, {
    news: news.id,
    niche: niche.id,
    fresh: freshBite.id,
    old: oldBite.id,
    older: olderBite.id,
    draft: draft.id,
  });
});
afterAll(() => ctx?.close());

const as =
  (user: TestUser) =>
  (path: string, method = 'GET') =>
    ctx.app.request(path, { method, headers: bearer(user.idToken) });
const titles = (page: { items: { title: string }[] }) => page.items.map((i) => i.title);

describe('Nova', () => {
  it('feeds published soundbites by recency, then followed podcasts first', async () => {
    const req = as(alice);
    const before = await json(await req('/api/nova/feed'));
    expect(before).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(titles(before)).toEqual(['fresh', 'old', 'older']);
    expect(before.items[0]).toMatchObject({ podcast: { title: 'News' }, saved: false, followingPodcast: false });

    expect((await req(`/api/nova/follows/${ids.niche}`, 'PUT')).status).toBe(204);
    expect((await req(`/api/nova/follows/${ids.niche}`, 'PUT')).status).toBe(204);
    const after = await json(await req('/api/nova/feed'));
    expect(titles(after)).toEqual(['old', 'older', 'fresh']);
    expect(after.items[0].followingPodcast).toBe(true);
    expect(titles(await json(await req('/api/nova/feed?pageSize=1&page=3')))).toEqual(['fresh']);
    // Follows belong to the user who made them.
    expect(titles(await json(await as(bob)('/api/nova/feed')))).toEqual(['fresh', 'old', 'older']);

    expect(await json(await req('/api/nova/follows'))).toEqual({
      items: [{ id: ids.niche, title: 'Niche', author: null, imageUrl: null }],
    });
    expect((await req(`/api/nova/follows/${ids.niche}`, 'DELETE')).status).toBe(204);
    expect(titles(await json(await req('/api/nova/feed')))).toEqual(['fresh', 'old', 'older']);
    expect((await req('/api/nova/follows/00000000-0000-4000-8000-000000000000', 'PUT')).status).toBe(404);
    expect((await req('/api/nova/follows/nope', 'PUT')).status).toBe(400);
  });

  it('saves and unsaves published soundbites', async () => {
    const req = as(bob);
    expect((await req(`/api/nova/saved/${ids.old}`, 'PUT')).status).toBe(204);
    expect((await req(`/api/nova/saved/${ids.fresh}`, 'PUT')).status).toBe(204);
    expect((await req(`/api/nova/saved/${ids.fresh}`, 'PUT')).status).toBe(204);
    const saved = await json(await req('/api/nova/saved'));
    expect(saved.total).toBe(2);
    expect(new Set(titles(saved))).toEqual(new Set(['fresh', 'old']));
    expect(saved.items.every((i: { saved: boolean }) => i.saved)).toBe(true);
    const feed = await json(await req('/api/nova/feed'));
    expect(feed.items.find((i: { id: string }) => i.id === ids.older).saved).toBe(false);

    expect((await req(`/api/nova/saved/${ids.draft}`, 'PUT')).status).toBe(404);
    expect((await req('/api/nova/saved/Unknown000', 'PUT')).status).toBe(404);
    const unsaved = await req(`/api/nova/saved/${ids.old}`, 'DELETE');
    expect(unsaved.status).toBe(200);
    const { savedAt } = await json(unsaved);
    expect(Date.parse(savedAt)).toBeLessThanOrEqual(Date.now());
    expect(titles(await json(await req('/api/nova/saved')))).toEqual(['fresh']);
    expect((await json(await as(alice)('/api/nova/saved'))).total).toBe(0);
    // Not saved: nothing to put back.
    expect(await json(await req(`/api/nova/saved/${ids.old}`, 'DELETE'))).toEqual({ savedAt: null });

    // Undo puts it back where it was: saved before "fresh", it is listed after it, not first.
    expect((await req(`/api/nova/saved/${ids.old}?savedAt=${encodeURIComponent(savedAt)}`, 'PUT')).status).toBe(204);
    expect(titles(await json(await req('/api/nova/saved')))).toEqual(['fresh', 'old']);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const refused = await req(`/api/nova/saved/${ids.older}?savedAt=${encodeURIComponent(future)}`, 'PUT');
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.details[0].field).toBe('savedAt');
  });
});
