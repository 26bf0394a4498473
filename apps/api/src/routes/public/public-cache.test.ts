import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queriesAbout, untilCached, untilNotificationsSettle } from '../../../test/support/cache-probe.js';
import type { ContentChange } from '../../db/content-changes.js';
import { insertEpisode, insertPodcast, insertSoundbite, insertTranscript, json } from '../../../test/support/catalog.js';
import { createTestContext, type TestContext } from '../../../test/support/context.js';
import { STAFF_DOMAIN } from '../../../test/support/constants.js';
import { bearer, createUser } from '../../../test/support/identity.js';

let ctx: TestContext;
let staff: { authorization: string };
let podcastId: string;
let episodeId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = bearer((await createUser({ domain: STAFF_DOMAIN, verified: true, localPart: 'staff' })).idToken);
  const { db } = ctx.database;
  podcastId = (await insertPodcast(db, { title: 'Open Air' })).id;
  episodeId = (await insertEpisode(db, podcastId, { title: 'Birdsong', durationSeconds: 120 })).id;
  await insertTranscript(db, episodeId, [
    { start: 0, end: 4, text: 'Listen.' },
    { start: 4, end: 8, text: 'A blackbird.' },
  ]);
});
afterAll(() => ctx?.close());

const publish = async (title: string) =>
  (await insertSoundbite(ctx.database.db, episodeId, { title, startSeconds: 0, durationSeconds: 4, status: 'published' })).id;
const fetchPublic = (id: string, headers: Record<string, string> = {}) => ctx.app.request(`/api/public/soundbites/${id}`, { headers });
const send = (method: string, path: string, body: unknown) =>
  ctx.app.request(`/api${path}`, { method, headers: { ...staff, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('public soundbite cache', () => {
  it('answers with an ETag and a revalidating Cache-Control, and 304 to a client that holds it', async () => {
    const id = await publish('Cached');
    const first = await fetchPublic(id);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, stale-while-revalidate=30');
    const again = await fetchPublic(id, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('shows a title change and a range change on the very next request, with a new ETag', async () => {
    const id = await publish('Before');
    const before = await fetchPublic(id);
    const etag = before.headers.get('etag')!;
    expect((await json(before)).title).toBe('Before');

    expect((await send('PATCH', `/ops/soundbites/${id}`, { title: 'After', startSeconds: 4 })).status).toBe(200);
    const after = await fetchPublic(id, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const body = await json(after);
    expect(body.title).toBe('After');
    expect(body.startSeconds).toBe(4);
    expect(body.excerpt.text).toBe('A blackbird.');
  });

  it('answers 404 at once after a hide, and 200 again after a publish', async () => {
    const id = await publish('Hide me');
    expect((await fetchPublic(id)).status).toBe(200);
    expect((await send('POST', `/ops/soundbites/${id}/hide`, {})).status).toBe(200);
    const hidden = await fetchPublic(id);
    expect(hidden.status).toBe(404);
    expect(hidden.headers.get('cache-control')).toBe('no-cache');
    expect((await send('POST', `/ops/soundbites/${id}/publish`, {})).status).toBe(200);
    expect((await fetchPublic(id)).status).toBe(200);
  });

  it('follows bulk status changes', async () => {
    const ids = [await publish('One'), await publish('Two')];
    for (const id of ids) expect((await fetchPublic(id)).status).toBe(200);
    expect((await send('POST', '/ops/soundbites/bulk-status', { ids, status: 'hidden' })).status).toBe(200);
    for (const id of ids) expect((await fetchPublic(id)).status).toBe(404);
  });

  it('follows changes to the episode, the podcast and the transcript', async () => {
    const id = await publish('Context');
    expect((await json(await fetchPublic(id))).podcast.title).toBe('Open Air');
    // Written without the API, as a feed re-import or another server would.
    await ctx.database.query(`UPDATE podcasts SET title = 'Open Air Live' WHERE id = $1`, [podcastId]);
    await ctx.database.query(`UPDATE episodes SET title = 'Birdsong, remastered' WHERE id = $1`, [episodeId]);
    const body = await json(await fetchPublic(id));
    expect(body.podcast.title).toBe('Open Air Live');
    expect(body.episode.title).toBe('Birdsong, remastered');

    await ctx.database.query(`UPDATE transcript_segments SET body = 'Hush.' WHERE episode_id = $1 AND body = 'Listen.'`, [episodeId]);
    expect((await json(await fetchPublic(id))).excerpt.text).toBe('Hush.');

    // A paused podcast withdraws its episodes from the public, and so its soundbites' pages.
    expect((await send('PATCH', `/ops/podcasts/${podcastId}`, { status: 'paused' })).status).toBe(200);
    expect((await ctx.app.request(`/api/public/episodes/${episodeId}`)).status).toBe(404);
    expect((await send('PATCH', `/ops/podcasts/${podcastId}`, { status: 'active' })).status).toBe(200);
  });

  it('answers a cached request without a database query', async () => {
    const id = await publish('Viral');
    await untilCached(async () => expect((await fetchPublic(id)).status).toBe(200), ctx.database.contentChanges);
    const queries = await queriesAbout(id, async () => {
      for (let i = 0; i < 5; i++) expect((await fetchPublic(id)).status).toBe(200);
    });
    expect(queries).toBe(0);
  });

  it('is notified of what the public sees, not of a refresh that only rewrites fetch bookkeeping', async () => {
    const changes = ctx.database.contentChanges;
    // Earlier tests' writes echo on this process's other listening connections a little later:
    // only a change naming this podcast (or everything) can come from the writes below.
    await untilNotificationsSettle(changes);
    const aboutPodcast: ContentChange[] = [];
    const unsubscribe = changes.subscribe((change) => {
      if (change.all || change.tags.includes(`podcast:${podcastId}`)) aboutPodcast.push(change);
    });
    try {
      await ctx.database.query(`UPDATE podcasts SET last_fetched_at = now(), etag = 'x' WHERE id = $1`, [podcastId]);
      await untilNotificationsSettle(changes);
      expect(aboutPodcast).toEqual([]);
      // Reported before the write returns: the process's own writes show on its very next request.
      await ctx.database.query(`UPDATE podcasts SET title = 'Open Air' WHERE id = $1`, [podcastId]);
      expect(aboutPodcast).toContainEqual({ all: false, tags: [`podcast:${podcastId}`] });
    } finally {
      unsubscribe();
    }
  });
});
