import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertEntity,
  insertEntityLink,
  insertEpisode,
  insertPodcast,
  insertSoundbite,
  insertTranscript,
  json,
} from '../../../test/support/catalog.js';
import { createAppWithStaff, type TestContext } from '../../../test/support/context.js';
import { bearer, createUser, type TestUser } from '../../../test/support/identity.js';

let ctx: TestContext;
let staff: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ ctx, staff } = await createAppWithStaff('nova'));
  const { db } = ctx.database;
  const listed = await insertPodcast(db, { title: 'Bitcoin Talk', author: 'Sats Crew', lastError: 'staff-only error text' });
  const paused = await insertPodcast(db, { title: 'Paused sats show', status: 'paused' });
  const other = await insertPodcast(db, { title: 'Another Show' });
  const episode = await insertEpisode(db, listed.id, { title: 'Lightning deep dive' });
  const olderEpisode = await insertEpisode(db, listed.id, { title: 'Genesis', publishedAt: new Date('2020-01-01T00:00:00Z') });
  const pausedEpisode = await insertEpisode(db, paused.id, { title: 'Withdrawn episode' });
  const published = await insertSoundbite(db, episode.id, { title: 'Curry on sats', createdBy: 'staff-uid-secret' });
  // The published soundbite runs 10-30 s; the draft below covers the same range.
  await insertTranscript(db, episode.id, [
    { start: 0, end: 12, text: 'Before it starts, a word of welcome.', speaker: 'Host' },
    { start: 12, end: 20, text: 'I recorded it on a little tape machine, night after night.' },
    { start: 40, end: 50, text: 'Much later, the harbour foghorn.' },
  ]);
  await insertSoundbite(db, olderEpisode.id, { title: 'Genesis block sats' });
  const draft = await insertSoundbite(db, episode.id, { title: 'Secret draft sats', status: 'draft' });
  await insertSoundbite(db, episode.id, { title: 'Retracted sats', status: 'hidden' });
  await insertSoundbite(db, episode.id, { title: 'Machnies withdrawn', status: 'hidden' });
  await insertSoundbite(db, pausedEpisode.id, { title: 'Paused sats bite' });
  const curry = await insertEntity(db, { name: 'Adam Curry' });
  // The same name on the same podcast again, under another profile link, as feeds list people.
  const curryAgain = await insertEntity(db, { name: 'adam curry', href: 'https://podcastindex.org/' });
  const draftOnly = await insertEntity(db, { name: 'Draft Person' });
  const pausedOnly = await insertEntity(db, { name: 'Paused Person' });
  await insertEntity(db, { name: 'Unlinked Person' });
  await insertEntityLink(db, { entityId: curry.id, podcastId: listed.id, source: 'feed' });
  await insertEntityLink(db, { entityId: curryAgain.id, podcastId: listed.id, source: 'feed' });
  // And under the same name in another show's feed.
  const curryElsewhere = await insertEntity(db, { name: 'Adam Curry', href: 'https://another.example/' });
  await insertEntityLink(db, { entityId: curryElsewhere.id, podcastId: other.id, source: 'feed' });
  await insertEntityLink(db, { entityId: draftOnly.id, soundbiteId: draft.id, source: 'staff' });
  await insertEntityLink(db, { entityId: pausedOnly.id, podcastId: paused.id, source: 'feed' });
  Object.assign(ids, { listed: listed.id, paused: paused.id, other: other.id, published: published.id });
});
afterAll(() => ctx?.close());

const get = async (path: string) => ctx.app.request(path, { headers: bearer(staff.idToken) });

describe('GET /api/nova/search', () => {
  it('finds published soundbites only, by any mix of soundbite, episode and podcast words', async () => {
    const result = await json(await get('/api/nova/search?q=sats'));
    expect(result.soundbites.map((s: { title: string }) => s.title)).toEqual(['Curry on sats', 'Genesis block sats']);
    const byEpisodeAndPodcast = await json(await get('/api/nova/search?q=lightning%20bitcoin'));
    expect(byEpisodeAndPodcast.soundbites.map((s: { title: string }) => s.title)).toEqual(['Curry on sats']);
  });

  it('finds a published soundbite by the words said in it, across its lines, and not by words said outside its range', async () => {
    const said = await json(await get('/api/nova/search?q=Tape%20MACHINE'));
    expect(said.soundbites.map((s: { id: string }) => s.id)).toEqual([ids.published]);
    expect((await json(await get('/api/nova/search?q=welcome'))).soundbites.map((s: { id: string }) => s.id)).toEqual([ids.published]);
    expect((await json(await get('/api/nova/search?q=foghorn'))).soundbites).toEqual([]);
    // Every word within the range, in one line or several; not one said inside and one outside it.
    expect((await json(await get('/api/nova/search?q=welcome%20tape'))).soundbites.map((s: { id: string }) => s.id)).toEqual([
      ids.published,
    ]);
    expect((await json(await get('/api/nova/search?q=welcome%20foghorn'))).soundbites).toEqual([]);
    expect((await json(await get('/api/nova/search?q=tape%20!!'))).soundbites.map((s: { id: string }) => s.id)).toEqual([ids.published]);
    // Searched as it is typed: the last word typed halfway finds what is said whole, as typed (no correction).
    const halfway = await json(await get('/api/nova/search?q=tape%20mach'));
    expect(halfway.soundbites.map((s: { id: string }) => s.id)).toEqual([ids.published]);
    expect(halfway.correctedQuery).toBeNull();
  });

  it('finds listed podcasts and the people in them (one card per name, with all their podcasts), never paused podcasts or people only in drafts', async () => {
    const podcasts = await json(await get('/api/nova/search?q=sats'));
    expect(podcasts.podcasts).toEqual([{ id: ids.listed, title: 'Bitcoin Talk', author: 'Sats Crew', imageUrl: null, soundbiteCount: 2 }]);
    const people = await json(await get('/api/nova/search?q=person'));
    expect(people.people).toEqual([]);
    const curry = await json(await get('/api/nova/search?q=curry'));
    expect(curry.people).toEqual([
      {
        id: expect.any(String),
        name: 'Adam Curry',
        imageUrl: null,
        podcasts: [
          { id: ids.other, title: 'Another Show' },
          { id: ids.listed, title: 'Bitcoin Talk' },
        ],
      },
    ]);
  });

  it('lists the podcasts with soundbites to hear before those without, each kind by name', async () => {
    const { db } = ctx.database;
    const zebra = await insertPodcast(db, { title: 'Zebra Show' });
    await insertSoundbite(db, (await insertEpisode(db, zebra.id, { title: 'Stripes' })).id, { title: 'Black and white' });
    await insertPodcast(db, { title: 'Aardvark Show' });
    const found = await json(await get('/api/nova/search?q=show'));
    expect(found.podcasts.map((p: { title: string; soundbiteCount: number }) => [p.title, p.soundbiteCount])).toEqual([
      ['Zebra Show', 1],
      ['Aardvark Show', 0],
      ['Another Show', 0],
    ]);
  });

  it('finds episodes of listed podcasts by a word of their title, the rest in it or the podcast’s name, to be heard whole', async () => {
    const lightning = await json(await get('/api/nova/search?q=lightning'));
    expect(lightning.episodes).toEqual([
      {
        id: expect.any(String),
        title: 'Lightning deep dive',
        publishedAt: expect.any(String),
        durationSeconds: 600,
        // The published soundbite only: not the draft or the hidden ones.
        soundbiteCount: 1,
        podcast: { id: ids.listed, title: 'Bitcoin Talk', author: 'Sats Crew', imageUrl: null },
      },
    ]);
    expect((await json(await get('/api/nova/search?q=bitcoin%20genesis'))).episodes.map((e: { title: string }) => e.title)).toEqual([
      'Genesis',
    ]);
    // The podcast's name alone finds the podcast, not every episode of it.
    expect((await json(await get('/api/nova/search?q=bitcoin'))).episodes).toEqual([]);
    // A paused podcast's episodes are not listed.
    expect((await json(await get('/api/nova/search?q=withdrawn'))).episodes).toEqual([]);
  });

  it('answers with listener fields only: no drafts, hidden records or staff fields', async () => {
    const text = await (await get('/api/nova/search?q=sats')).text();
    for (const leak of [
      'Secret draft',
      'Retracted',
      'Paused',
      'staff-uid-secret',
      'staff-only error',
      'feedUrl',
      'createdBy',
      'lastError',
      'status',
    ]) {
      expect(text).not.toContain(leak);
    }
    const [hit] = JSON.parse(text).soundbites;
    expect(Object.keys(hit).sort()).toEqual(
      ['durationSeconds', 'episode', 'excerpt', 'followingPodcast', 'id', 'podcast', 'saved', 'shareUrl', 'startSeconds', 'title'].sort(),
    );
  });

  it('forgives a typo when the query as typed finds nothing, and says which query it answered', async () => {
    const corrected = await json(await get('/api/nova/search?q=lightnign%20Bitcoin'));
    expect(corrected).toMatchObject({ query: 'lightnign Bitcoin', correctedQuery: 'lightning bitcoin' });
    expect(corrected.soundbites.map((s: { title: string }) => s.title)).toEqual(['Curry on sats']);
    const person = await json(await get('/api/nova/search?q=adm%20cury'));
    expect(person.correctedQuery).toBe('adam curry');
    expect(person.people.map((p: { name: string }) => p.name)).toEqual(['Adam Curry']);
    // The likeliest similar word ("machnies", known only from a hidden soundbite) finds nothing: the next one does.
    expect(await json(await get('/api/nova/search?q=tape%20machnie'))).toMatchObject({ correctedQuery: 'tape machine' });

    // Found as typed: nothing is corrected, even where a similar word would find more.
    expect(await json(await get('/api/nova/search?q=sats'))).toMatchObject({ correctedQuery: null });
    // A word known only from a draft is never offered, nor is a correction that finds nothing.
    expect(await json(await get('/api/nova/search?q=secrte'))).toMatchObject({
      query: 'secrte',
      correctedQuery: null,
      soundbites: [],
      podcasts: [],
      episodes: [],
      people: [],
    });
    expect(await json(await get('/api/nova/search?q=qzxvj'))).toMatchObject({ correctedQuery: null, soundbites: [] });
  });

  it('refuses an empty query and listeners who are not staff yet', async () => {
    expect((await get('/api/nova/search?q=%20')).status).toBe(400);
    const listener = await createUser({ domain: 'mail.test', verified: true });
    expect((await ctx.app.request('/api/nova/search?q=sats', { headers: bearer(listener.idToken) })).status).toBe(403);
  });
});

describe('GET /api/nova/podcasts/{id}', () => {
  it('shows the podcast with its published soundbites and its episodes', async () => {
    const view = await json(await get(`/api/nova/podcasts/${ids.listed}`));
    expect(view.podcast).toMatchObject({ id: ids.listed, title: 'Bitcoin Talk', following: false });
    expect(view.podcast).not.toHaveProperty('lastError');
    expect(view.soundbites.map((s: { title: string }) => s.title)).toEqual(['Curry on sats', 'Genesis block sats']);
    expect(view.episodes.map((e: { title: string; soundbiteCount: number }) => [e.title, e.soundbiteCount])).toEqual([
      ['Lightning deep dive', 1],
      ['Genesis', 1],
    ]);
    expect(view.episodeCount).toBe(2);
    await ctx.app.request(`/api/nova/follows/${ids.listed}`, { method: 'PUT', headers: bearer(staff.idToken) });
    expect((await json(await get(`/api/nova/podcasts/${ids.listed}`))).podcast.following).toBe(true);
  });

  it('treats a paused podcast as not found', async () => {
    expect((await get(`/api/nova/podcasts/${ids.paused}`)).status).toBe(404);
    expect((await get('/api/nova/podcasts/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('GET /api/nova/podcasts/{id}/episodes', () => {
  it('pages through all of a podcast’s episodes, newest first, with how many there are', async () => {
    const first = await json(await get(`/api/nova/podcasts/${ids.listed}/episodes?pageSize=1`));
    expect(first).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(first.items.map((e: { title: string; soundbiteCount: number }) => [e.title, e.soundbiteCount])).toEqual([
      ['Lightning deep dive', 1],
    ]);
    const second = await json(await get(`/api/nova/podcasts/${ids.listed}/episodes?pageSize=1&page=2`));
    expect(second.items.map((e: { title: string; publishedAt: string }) => [e.title, e.publishedAt])).toEqual([
      ['Genesis', '2020-01-01T00:00:00.000Z'],
    ]);
    expect((await json(await get(`/api/nova/podcasts/${ids.listed}/episodes?pageSize=1&page=3`))).items).toEqual([]);
  });

  it('lists episodes in the order of the public podcast page, ties and undated ones included', async () => {
    const { db } = ctx.database;
    const show = await insertPodcast(db, { title: 'Tie-break show' });
    const sameMoment = new Date('2024-05-01T10:00:00Z');
    await insertEpisode(db, show.id, { title: 'Undated', publishedAt: null });
    for (const title of ['Tied A', 'Tied B', 'Tied C']) await insertEpisode(db, show.id, { title, publishedAt: sameMoment });
    await insertEpisode(db, show.id, { title: 'Newest', publishedAt: new Date('2024-06-01T00:00:00Z') });
    const idsOf = (page: { items: { id: string }[] }) => page.items.map((e) => e.id);
    const novaOrder = idsOf(await json(await get(`/api/nova/podcasts/${show.id}/episodes?pageSize=10`)));
    const publicOrder = idsOf(await json(await ctx.app.request(`/api/public/podcasts/${show.id}/episodes?pageSize=10`)));
    expect(novaOrder).toHaveLength(5);
    expect(novaOrder).toEqual(publicOrder);
    const view = await json(await get(`/api/nova/podcasts/${show.id}`));
    expect(view.episodes.map((e: { id: string }) => e.id)).toEqual(publicOrder);
  });

  it('is not found for a paused or unknown podcast, and refuses a bad page', async () => {
    expect((await get(`/api/nova/podcasts/${ids.paused}/episodes`)).status).toBe(404);
    expect((await get('/api/nova/podcasts/00000000-0000-4000-8000-000000000000/episodes')).status).toBe(404);
    expect((await get(`/api/nova/podcasts/${ids.listed}/episodes?page=0`)).status).toBe(400);
  });
});
