import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SEARCH_QUERY_MAX_LENGTH } from '@soundbites/config';
import { insertEpisode, insertPodcast, insertSoundbite, insertTranscript, json } from '../../../test/support/catalog.js';
import { createTestContext, type TestContext } from '../../../test/support/context.js';
import { getPublishedSoundbite, takeTurnsByPodcast } from './public.queries.js';

let ctx: TestContext;
let podcast: Awaited<ReturnType<typeof insertPodcast>>;
let episode: Awaited<ReturnType<typeof insertEpisode>>;

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  podcast = await insertPodcast(db, { title: 'Open Air', author: 'Jo', imageUrl: 'http://127.0.0.1/art.png' });
  episode = await insertEpisode(db, podcast.id, {
    title: 'Birdsong',
    durationSeconds: 120.5,
    imageUrl: 'http://127.0.0.1/ep.png',
    enclosureUrl: 'http://127.0.0.1/birdsong.mp3',
  });
  await insertTranscript(db, episode.id, [
    { start: 0, end: 4, text: 'Listen.', speaker: 'Jo' },
    { start: 4, end: 8.75, text: 'A blackbird.', speaker: 'Sam' },
  ]);
  // A second language must not mix into the excerpt.
  await insertTranscript(db, episode.id, [{ start: 0, end: 8, text: 'Écoutez.' }], { language: 'fr' });
});
afterAll(() => ctx?.close());

describe('GET /api/public/soundbites/{id}', () => {
  it('answers a published soundbite without a token', async () => {
    const soundbite = await insertSoundbite(ctx.database.db, episode.id, {
      title: '',
      startSeconds: 0,
      durationSeconds: 6.5,
      status: 'published',
    });
    const res = await ctx.app.request(`/api/public/soundbites/${soundbite.id}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      id: soundbite.id,
      title: '',
      startSeconds: 0,
      durationSeconds: 6.5,
      shareUrl: `/share?soundbite=${soundbite.id}`,
      episode: {
        id: episode.id,
        title: 'Birdsong',
        audioUrl: 'http://127.0.0.1/birdsong.mp3',
        audioType: 'audio/mpeg',
        durationSeconds: 120.5,
        imageUrl: 'http://127.0.0.1/ep.png',
        publishedAt: '2026-01-01T00:00:00.000Z',
      },
      podcast: { id: podcast.id, title: 'Open Air', author: 'Jo', imageUrl: 'http://127.0.0.1/art.png' },
      excerpt: {
        text: 'Listen. A blackbird.',
        segments: [
          { startSeconds: 0, endSeconds: 4, speaker: 'Jo', text: 'Listen.' },
          { startSeconds: 4, endSeconds: 8.75, speaker: 'Sam', text: 'A blackbird.' },
        ],
      },
    });
  });

  it('answers 404 not_found for drafts, hidden and unknown soundbites', async () => {
    const { db } = ctx.database;
    const draft = await insertSoundbite(db, episode.id, { status: 'draft' });
    const hidden = await insertSoundbite(db, episode.id, { status: 'hidden' });
    for (const id of [draft.id, hidden.id, 'Nope000000', 'not a real id at all']) {
      const res = await ctx.app.request(`/api/public/soundbites/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect((await json(res)).error.code).toBe('not_found');
    }
  });

  it('is exported as a query for the share page', async () => {
    const soundbite = await insertSoundbite(ctx.database.db, episode.id, { startSeconds: 4.25, durationSeconds: 1 });
    const view = await getPublishedSoundbite(ctx.database.db, soundbite.id);
    expect(view?.excerpt.text).toBe('A blackbird.');
    // A second call reuses the prepared statement.
    expect((await getPublishedSoundbite(ctx.database.db, soundbite.id))?.id).toBe(soundbite.id);
    expect(await getPublishedSoundbite(ctx.database.db, 'missing000')).toBeNull();
  });
});

describe('GET /api/public/featured', () => {
  it('lists recent published soundbites in the public shape, honouring limit', async () => {
    const { db } = ctx.database;
    const older = await insertSoundbite(db, episode.id, { title: 'older', createdAt: new Date('2030-01-01T00:00:00Z') });
    const newer = await insertSoundbite(db, episode.id, { title: 'newer', createdAt: new Date('2030-01-02T00:00:00Z') });
    await insertSoundbite(db, episode.id, { title: 'draft', status: 'draft', createdAt: new Date('2030-01-03T00:00:00Z') });
    const res = await ctx.app.request('/api/public/featured?limit=2');
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([newer.id, older.id]);
    expect(body.items[0]).toMatchObject({ podcast: { title: 'Open Air' }, episode: { title: 'Birdsong' } });
    expect((await ctx.app.request('/api/public/featured?limit=0')).status).toBe(400);
    expect((await ctx.app.request('/api/public/featured?limit=abc')).status).toBe(400);
  });

  it('puts titled soundbites before newer untitled ones, which only fill what is left', async () => {
    const { db } = ctx.database;
    const titled = await insertSoundbite(db, episode.id, { title: 'A titled moment', createdAt: new Date('2031-01-01T00:00:00Z') });
    const untitled = await insertSoundbite(db, episode.id, { title: '', createdAt: new Date('2031-01-05T00:00:00Z') });
    const featured = async (limit: number): Promise<Array<{ id: string; title: string }>> =>
      (await json(await ctx.app.request(`/api/public/featured?limit=${limit}`))).items;
    expect((await featured(1)).map((i) => i.id)).toEqual([titled.id]);
    const all = await featured(24);
    expect(all.length).toBeLessThan(24);
    expect(all[0]!.id).toBe(titled.id);
    const firstUntitled = all.findIndex((i) => i.title === '');
    expect(all[firstUntitled]!.id).toBe(untitled.id);
    expect(all.slice(firstUntitled).every((i) => i.title === '')).toBe(true);
  });
});

describe("the home page's featured soundbites", () => {
  it('let podcasts take turns: each one’s newest first, then their second newest', () => {
    const row = (id: string, podcast: string) => ({ id, podcast: { id: podcast } });
    const newestFirst = [row('a1', 'A'), row('a2', 'A'), row('a3', 'A'), row('b1', 'B'), row('c1', 'C'), row('b2', 'B')];
    expect(takeTurnsByPodcast(newestFirst).map((r) => r.id)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('come from several podcasts when one has many newer ones', async () => {
    const { db } = ctx.database;
    const busy = await insertPodcast(db, { title: 'Busy Show' });
    const busyEpisode = await insertEpisode(db, busy.id, { title: 'Many cuts' });
    for (let i = 0; i < 4; i++) {
      await insertSoundbite(db, busyEpisode.id, { title: `Cut ${i}`, createdAt: new Date(`2032-01-0${i + 1}T00:00:00Z`) });
    }
    const items: Array<{ podcast: { title: string } }> = (await json(await ctx.app.request('/api/public/featured?limit=3'))).items;
    expect(items.map((i) => i.podcast.title)).toEqual(['Busy Show', 'Open Air', 'Busy Show']);
  });
});

describe('GET /api/public/episodes/{id}', () => {
  it('lists the titled chapters of its table of contents, in order and inside the episode', async () => {
    const { db } = ctx.database;
    const chaptered = await insertEpisode(db, podcast.id, {
      durationSeconds: 600,
      chapters: [
        { startTime: 300, title: 'The dawn chorus' },
        { startTime: 0, title: ' Welcome ' },
        { startTime: 120, title: 'Art only', toc: false },
        { startTime: 200 },
        { startTime: 700, title: 'Past the end' },
      ],
    });
    const body = await json(await ctx.app.request(`/api/public/episodes/${chaptered.id}`));
    expect(body.chapters).toEqual([
      { startSeconds: 0, title: 'Welcome' },
      { startSeconds: 300, title: 'The dawn chorus' },
    ]);
    expect((await json(await ctx.app.request(`/api/public/episodes/${episode.id}`))).chapters).toEqual([]);
  });

  it('answers an episode of a podcast that is not paused', async () => {
    const res = await ctx.app.request(`/api/public/episodes/${episode.id}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      id: episode.id,
      audioUrl: 'http://127.0.0.1/birdsong.mp3',
      durationSeconds: 120.5,
      podcast: { id: podcast.id, title: 'Open Air' },
    });
  });

  it('names the episodes published just before and after it, in date order and by id within a date', async () => {
    const { db } = ctx.database;
    const show = await insertPodcast(db, { title: 'Serial' });
    const at = (day: number) => new Date(Date.UTC(2026, 2, day));
    const first = await insertEpisode(db, show.id, { title: 'First', publishedAt: at(1), durationSeconds: 61 });
    const [twinA, twinB] = [
      await insertEpisode(db, show.id, { title: 'Twin', publishedAt: at(2) }),
      await insertEpisode(db, show.id, { title: 'Twin', publishedAt: at(2) }),
    ].sort((a, b) => a.id.localeCompare(b.id));
    const last = await insertEpisode(db, show.id, { title: 'Last', publishedAt: at(9), durationSeconds: null });
    const undated = await insertEpisode(db, show.id, { title: 'Undated', publishedAt: null });
    // Another show's episodes in between are not this show's neighbours.
    await insertEpisode(db, podcast.id, { publishedAt: at(5) });
    const neighbours = async (id: string) => {
      const body = await json(await ctx.app.request(`/api/public/episodes/${id}`));
      return [body.previousEpisode?.title ?? null, body.nextEpisode?.title ?? null, body.previousEpisode?.id, body.nextEpisode?.id];
    };
    expect(await neighbours(first.id)).toEqual([null, 'Twin', undefined, twinA!.id]);
    expect(await neighbours(twinA!.id)).toEqual(['First', 'Twin', first.id, twinB!.id]);
    expect(await neighbours(twinB!.id)).toEqual(['Twin', 'Last', twinA!.id, last.id]);
    expect(await neighbours(last.id)).toEqual(['Twin', null, twinB!.id, undefined]);
    expect(await neighbours(undated.id)).toEqual([null, null, undefined, undefined]);
    expect((await json(await ctx.app.request(`/api/public/episodes/${twinA!.id}`))).previousEpisode).toEqual({
      id: first.id,
      title: 'First',
      publishedAt: '2026-03-01T00:00:00.000Z',
      durationSeconds: 61,
    });
    // The stored date places an episode to the microsecond, which a JavaScript date (milliseconds) would tie by id.
    await db.execute(sql`update episodes set published_at = published_at + interval '1 microsecond' where id = ${twinA!.id}`);
    expect(await neighbours(twinB!.id)).toEqual(['First', 'Twin', first.id, twinA!.id]);
    expect(await neighbours(twinA!.id)).toEqual(['Twin', 'Last', twinB!.id, last.id]);
  });

  it('answers 404 for a paused podcast, unknown and malformed ids', async () => {
    const { db } = ctx.database;
    const paused = await insertPodcast(db, { status: 'paused' });
    const hiddenEpisode = await insertEpisode(db, paused.id);
    for (const id of [hiddenEpisode.id, '00000000-0000-4000-8000-000000000000', 'xyz']) {
      const res = await ctx.app.request(`/api/public/episodes/${id}`);
      expect(res.status).toBe(404);
    }
  });
});

describe('GET /api/public/episodes/{id}/transcript', () => {
  const lines = async (query: string) => {
    const res = await ctx.app.request(`/api/public/episodes/${episode.id}/transcript${query}`);
    expect(res.status).toBe(200);
    return ((await json(res)).segments as Array<{ text: string }>).map((segment) => segment.text);
  };

  it('answers every line of the episode’s first transcript with lines, in order, never mixing languages', async () => {
    const res = await ctx.app.request(`/api/public/episodes/${episode.id}/transcript`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      segments: [
        { startSeconds: 0, endSeconds: 4, speaker: 'Jo', text: 'Listen.' },
        { startSeconds: 4, endSeconds: 8.75, speaker: 'Sam', text: 'A blackbird.' },
      ],
    });
  });

  it('answers only the lines overlapping from..to, a line begun before from included', async () => {
    expect(await lines('?from=5')).toEqual(['A blackbird.']);
    expect(await lines('?to=4')).toEqual(['Listen.']);
    expect(await lines('?from=3.5&to=4.5')).toEqual(['Listen.', 'A blackbird.']);
    expect(await lines('?from=9')).toEqual([]);
  });

  it('answers no lines for an episode without a transcript', async () => {
    const silent = await insertEpisode(ctx.database.db, podcast.id);
    const res = await ctx.app.request(`/api/public/episodes/${silent.id}/transcript`);
    expect(await json(res)).toEqual({ segments: [] });
  });

  it('refuses a part that ends before it starts, or is not in seconds, and says which', async () => {
    for (const query of ['?from=8&to=4', '?from=4&to=4', '?from=-1', '?to=soon']) {
      const res = await ctx.app.request(`/api/public/episodes/${episode.id}/transcript${query}`);
      expect(res.status).toBe(400);
      expect((await json(res)).error.code).toBe('invalid_request');
    }
  });

  it('answers 404 for a paused podcast, unknown and malformed ids', async () => {
    const paused = await insertPodcast(ctx.database.db, { status: 'paused' });
    const withdrawn = await insertEpisode(ctx.database.db, paused.id);
    await insertTranscript(ctx.database.db, withdrawn.id, [{ start: 0, end: 2, text: 'Hidden words.' }]);
    for (const id of [withdrawn.id, '00000000-0000-4000-8000-000000000000', 'xyz']) {
      const res = await ctx.app.request(`/api/public/episodes/${id}/transcript`);
      expect(res.status).toBe(404);
      expect((await json(res)).error.code).toBe('not_found');
    }
  });
});

describe('GET /api/public/podcasts/{id}', () => {
  it('answers the show, how many episodes it has and its newest published soundbites, without a token', async () => {
    const { db } = ctx.database;
    const show = await insertPodcast(db, {
      title: 'Field Notes',
      author: 'Ana',
      description: '<p>Walks, <b>out</b> of doors.</p>',
      imageUrl: 'http://127.0.0.1/field.png',
      link: 'http://127.0.0.1/field',
    });
    const walk = await insertEpisode(db, show.id, { title: 'A walk' });
    await insertEpisode(db, show.id, { title: 'Undated', publishedAt: null });
    const older = await insertSoundbite(db, walk.id, { title: 'Older', status: 'published', createdAt: new Date('2026-02-01T00:00:00Z') });
    const newer = await insertSoundbite(db, walk.id, { title: 'Newer', status: 'published', createdAt: new Date('2026-03-01T00:00:00Z') });
    await insertSoundbite(db, walk.id, { title: 'A draft', status: 'draft' });
    await insertSoundbite(db, walk.id, { title: 'Hidden', status: 'hidden' });
    // Another podcast's soundbite is not this one's.
    await insertSoundbite(db, episode.id, { title: 'Elsewhere', status: 'published', createdAt: new Date('2026-04-01T00:00:00Z') });

    const res = await ctx.app.request(`/api/public/podcasts/${show.id}`);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({
      id: show.id,
      title: 'Field Notes',
      author: 'Ana',
      description: '<p>Walks, <b>out</b> of doors.</p>',
      imageUrl: 'http://127.0.0.1/field.png',
      link: 'http://127.0.0.1/field',
      episodeCount: 2,
    });
    expect(body.soundbites.map((s: { id: string }) => s.id)).toEqual([newer.id, older.id]);
    expect(body.soundbites[0]).toMatchObject({ title: 'Newer', shareUrl: `/share?soundbite=${newer.id}`, episode: { id: walk.id } });
  });

  it('answers at most six soundbites, and none for a podcast without published ones', async () => {
    const { db } = ctx.database;
    const busy = await insertPodcast(db);
    const busyEpisode = await insertEpisode(db, busy.id);
    for (let i = 0; i < 8; i++) await insertSoundbite(db, busyEpisode.id, { startSeconds: i, status: 'published' });
    expect((await json(await ctx.app.request(`/api/public/podcasts/${busy.id}`))).soundbites).toHaveLength(6);
    const quiet = await insertPodcast(db);
    expect(await json(await ctx.app.request(`/api/public/podcasts/${quiet.id}`))).toMatchObject({ episodeCount: 0, soundbites: [] });
  });

  it('answers 404 not_found for a paused podcast and an unknown or malformed id, and not for a failing one', async () => {
    const { db } = ctx.database;
    const paused = await insertPodcast(db, { status: 'paused' });
    for (const id of [paused.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const path of [`/api/public/podcasts/${id}`, `/api/public/podcasts/${id}/episodes`]) {
        const res = await ctx.app.request(path);
        expect(res.status, path).toBe(404);
        expect((await json(res)).error.code).toBe('not_found');
      }
    }
    const failing = await insertPodcast(db, { status: 'failing' });
    expect((await ctx.app.request(`/api/public/podcasts/${failing.id}`)).status).toBe(200);
  });
});

describe('GET /api/public/podcasts/{id}/episodes', () => {
  it('pages through the episodes newest first, ties by id as "More from" steps, undated ones last', async () => {
    const { db } = ctx.database;
    const show = await insertPodcast(db);
    const at = (day: number) => new Date(`2026-05-${String(day).padStart(2, '0')}T08:00:00Z`);
    const undated = await insertEpisode(db, show.id, { title: 'Undated', publishedAt: null, durationSeconds: null });
    const first = await insertEpisode(db, show.id, { title: 'First', publishedAt: at(1), imageUrl: 'http://127.0.0.1/1.png' });
    const tiedA = await insertEpisode(db, show.id, { title: 'Tied A', publishedAt: at(2) });
    const tiedB = await insertEpisode(db, show.id, { title: 'Tied B', publishedAt: at(2) });
    const last = await insertEpisode(db, show.id, { title: 'Last', publishedAt: at(3) });
    const tied = [tiedA, tiedB].sort((a, b) => (a.id < b.id ? 1 : -1));
    const expected = [last, ...tied, first, undated].map((e) => e.id);

    const page1 = await json(await ctx.app.request(`/api/public/podcasts/${show.id}/episodes?pageSize=3`));
    expect(page1).toMatchObject({ total: 5, page: 1, pageSize: 3 });
    const page2 = await json(await ctx.app.request(`/api/public/podcasts/${show.id}/episodes?pageSize=3&page=2`));
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 3 });
    expect([...page1.items, ...page2.items].map((e: { id: string }) => e.id)).toEqual(expected);
    expect(page2.items).toEqual([
      { id: first.id, title: 'First', publishedAt: '2026-05-01T08:00:00.000Z', durationSeconds: 600, imageUrl: 'http://127.0.0.1/1.png' },
      { id: undated.id, title: 'Undated', publishedAt: null, durationSeconds: null, imageUrl: null },
    ]);
    // Each episode's page names the one beside it in the same order.
    const lastPage = await json(await ctx.app.request(`/api/public/episodes/${last.id}`));
    expect(lastPage.previousEpisode.id).toBe(tied[0]!.id);
  });

  it('answers an empty page past the end, and 400 naming a page size out of bounds', async () => {
    const { db } = ctx.database;
    const show = await insertPodcast(db);
    await insertEpisode(db, show.id);
    expect(await json(await ctx.app.request(`/api/public/podcasts/${show.id}/episodes?page=5`))).toMatchObject({
      items: [],
      total: 1,
      page: 5,
    });
    const tooMany = await ctx.app.request(`/api/public/podcasts/${show.id}/episodes?pageSize=500`);
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(await json(tooMany))).toContain('pageSize');
  });

  it('finds the episodes whose title has every word of q, in any order and any case, counted and paged as the whole list is', async () => {
    const { db } = ctx.database;
    const show = await insertPodcast(db);
    const other = await insertPodcast(db);
    const at = (day: number) => new Date(`2026-06-${String(day).padStart(2, '0')}T08:00:00Z`);
    const titles = [
      'Episode 1393: Lighthouse keepers',
      'The lighthouse at night',
      'Episode 1394: Harbour',
      'Keepers of the light',
      '100% live',
    ];
    const rows = [];
    for (const [index, title] of titles.entries()) rows.push(await insertEpisode(db, show.id, { title, publishedAt: at(index + 1) }));
    await insertEpisode(db, other.id, { title: 'Lighthouse elsewhere' });
    const found = async (q: string, paging = '') =>
      json(await ctx.app.request(`/api/public/podcasts/${show.id}/episodes?q=${encodeURIComponent(q)}${paging}`));
    const titlesOf = (page: { items: { title: string }[] }) => page.items.map((e) => e.title);

    expect(titlesOf(await found('lighthouse'))).toEqual(['The lighthouse at night', 'Episode 1393: Lighthouse keepers']);
    expect(titlesOf(await found('KEEPERS  lighthouse'))).toEqual(['Episode 1393: Lighthouse keepers']);
    expect(titlesOf(await found('1393'))).toEqual(['Episode 1393: Lighthouse keepers']);
    // Pattern characters are the text they are: "%" finds the title with a percent sign, not every title.
    expect(titlesOf(await found('100%'))).toEqual(['100% live']);
    expect(await found('foghorn')).toMatchObject({ items: [], total: 0, page: 1 });
    // Blank is no filter at all.
    expect(await found('   ')).toMatchObject({ total: titles.length });

    const first = await found('O', '&pageSize=2');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(first).not.toHaveProperty('q');
    const second = await found('O', '&pageSize=2&page=2');
    expect([...titlesOf(first), ...titlesOf(second)]).toEqual(
      rows
        .filter((row) => row.title.toLowerCase().includes('o'))
        .reverse()
        .map((row) => row.title),
    );
  });

  it('lists the episodes oldest first on request, ties by id, undated ones still last, with q as well, and refuses another order', async () => {
    const { db } = ctx.database;
    const show = await insertPodcast(db);
    const at = (day: number) => new Date(`2026-07-${String(day).padStart(2, '0')}T08:00:00Z`);
    const undated = await insertEpisode(db, show.id, { title: 'Part undated', publishedAt: null });
    const second = await insertEpisode(db, show.id, { title: 'Part two', publishedAt: at(2) });
    const tiedA = await insertEpisode(db, show.id, { title: 'Part three A', publishedAt: at(3) });
    const tiedB = await insertEpisode(db, show.id, { title: 'Part three B', publishedAt: at(3) });
    const first = await insertEpisode(db, show.id, { title: 'Part one', publishedAt: at(1) });
    const tied = [tiedA, tiedB].sort((a, b) => (a.id < b.id ? -1 : 1));
    const idsOf = async (query: string) =>
      (await json(await ctx.app.request(`/api/public/podcasts/${show.id}/episodes?${query}`))).items.map((e: { id: string }) => e.id);

    const oldest = [first, second, ...tied, undated].map((e) => e.id);
    expect([...(await idsOf('order=oldest&pageSize=3')), ...(await idsOf('order=oldest&pageSize=3&page=2'))]).toEqual(oldest);
    expect(await idsOf('order=oldest&q=three')).toEqual(tied.map((e) => e.id));
    // Newest first is the default, and the same list the other way round but for the undated one.
    expect(await idsOf('order=newest')).toEqual(await idsOf(''));
    expect(await idsOf('')).toEqual([...oldest.slice(0, -1).reverse(), undated.id]);
    const sideways = await ctx.app.request(`/api/public/podcasts/${show.id}/episodes?order=random`);
    expect(sideways.status).toBe(400);
    expect(JSON.stringify(await json(sideways))).toContain('order');
  });

  it('refuses a q longer than a search takes, naming q, and still 404s for a paused podcast', async () => {
    const { db } = ctx.database;
    const show = await insertPodcast(db);
    const long = await ctx.app.request(`/api/public/podcasts/${show.id}/episodes?q=${'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1)}`);
    expect(long.status).toBe(400);
    expect(JSON.stringify(await json(long))).toContain('"q"');
    const paused = await insertPodcast(db, { status: 'paused' });
    expect((await ctx.app.request(`/api/public/podcasts/${paused.id}/episodes?q=a`)).status).toBe(404);
  });
});
