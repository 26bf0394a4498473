import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, episodes } from '../../db/schema.js';
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
import { bearer, type TestUser } from '../../../test/support/identity.js';

let ctx: TestContext;
let staff: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ ctx, staff } = await createAppWithStaff('editor'));
  const { db } = ctx.database;
  const show = await insertPodcast(db, { title: 'Show' });
  const other = await insertPodcast(db, { title: 'Other' });
  const first = await insertEpisode(db, show.id, {
    title: 'First',
    publishedAt: new Date('2025-01-01T00:00:00Z'),
    chapters: [
      { startTime: 0, title: 'Intro' },
      { startTime: 30.5, title: 'Main' },
    ],
  });
  const second = await insertEpisode(db, show.id, { title: 'Second', publishedAt: new Date('2025-02-01T00:00:00Z') });
  const undated = await insertEpisode(db, other.id, { title: 'Undated', publishedAt: null });
  await insertTranscript(db, first.id, [
    { start: 0, end: 5, text: 'One', speaker: 'A' },
    { start: 5, end: 10, text: 'Two', speaker: 'B' },
    { start: 10, end: 15, text: 'Three' },
  ]);
  await insertTranscript(db, first.id, [{ start: 0, end: 15, text: 'Uno dos tres' }], { language: 'es' });
  // Listed by their feeds but without lines: one whose fetch failed, one still to fetch.
  await insertTranscript(db, second.id, [], {
    url: 'https://transcripts.example/second.srt',
    status: 'failed',
    error: 'The host answered 404',
    fetchedAt: null,
  });
  // Beside a failed one, another not fetched (an alternate format): the failure is what the list says.
  await insertTranscript(db, second.id, [], { status: 'pending', fetchedAt: null, mimeType: 'text/plain' });
  await insertTranscript(db, undated.id, [], { status: 'pending', fetchedAt: null });
  const soundbite = await insertSoundbite(db, first.id, { startSeconds: 1 });
  const guest = await insertEntity(db, { name: 'Guest Person' });
  await insertEntityLink(db, { entityId: guest.id, episodeId: first.id, role: 'guest', group: 'cast', source: 'feed' });
  Object.assign(ids, { show: show.id, first: first.id, second: second.id, undated: undated.id, soundbite: soundbite.id, guest: guest.id });
});
afterAll(() => ctx?.close());

const request = (path: string, init: RequestInit = {}) =>
  ctx.app.request(path, {
    ...init,
    headers: { ...bearer(staff.idToken), 'content-type': 'application/json', ...init.headers },
  });

describe('GET /api/ops/episodes', () => {
  const titles = async (query: string) =>
    (await json(await request(`/api/ops/episodes?${query}`))).items.map((e: { title: string }) => e.title);

  it('sorts by publishedAt (undated last) and title', async () => {
    expect(await titles('sort=-publishedAt')).toEqual(['Second', 'First', 'Undated']);
    expect(await titles('sort=publishedAt')).toEqual(['First', 'Second', 'Undated']);
    expect(await titles('sort=title')).toEqual(['First', 'Second', 'Undated']);
    const res = await request('/api/ops/episodes?sort=guid');
    expect(res.status).toBe(400);
    expect((await json(res)).error.details[0].field).toBe('sort');
  });

  it('filters by podcast, transcript presence and q, with list fields', async () => {
    expect(await titles(`podcastId=${ids.show}&sort=title`)).toEqual(['First', 'Second']);
    expect(await titles('hasTranscript=true')).toEqual(['First']);
    expect((await json(await request('/api/ops/episodes?hasTranscript=false'))).total).toBe(2);
    expect(await titles('hasTranscript=false&sort=title')).toEqual(['Second', 'Undated']);
    expect(await titles('q=SEC')).toEqual(['Second']);
    const page = await json(await request('/api/ops/episodes?pageSize=1&sort=title'));
    expect(page).toMatchObject({ total: 3, pageSize: 1, page: 1 });
    expect(page.items[0]).toMatchObject({ title: 'First', podcastTitle: 'Show', hasTranscript: true, soundbiteCount: 1 });
    expect((await request('/api/ops/episodes?hasTranscript=maybe')).status).toBe(400);
  });

  it('says where the transcript of each episode stands: lines, listed but failed, listed and still to fetch', async () => {
    const page = await json(await request('/api/ops/episodes?sort=title'));
    expect(page.items.map((e: { title: string; transcriptState: string }) => [e.title, e.transcriptState])).toEqual([
      ['First', 'lines'],
      ['Second', 'failed'],
      ['Undated', 'pending'],
    ]);
  });
});

describe('GET /api/ops/episodes/{id}', () => {
  it('includes transcripts, chapters, soundbites and people', async () => {
    const body = await json(await request(`/api/ops/episodes/${ids.first}`));
    expect(body).toMatchObject({ id: ids.first, title: 'First', podcast: { id: ids.show, title: 'Show' } });
    expect(body.chapters).toEqual([
      { startTime: 0, title: 'Intro' },
      { startTime: 30.5, title: 'Main' },
    ]);
    expect(body.transcripts.map((t: { language: string; segmentCount: number }) => [t.language, t.segmentCount])).toEqual([
      ['en', 3],
      ['es', 1],
    ]);
    expect(body.soundbites.map((s: { id: string }) => s.id)).toEqual([ids.soundbite]);
    expect(body.people).toMatchObject([{ entityId: ids.guest, role: 'guest' }]);
    expect((await request('/api/ops/episodes/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('says whether listeners can open the episode: not while its podcast is paused, even when failing', async () => {
    expect((await json(await request(`/api/ops/episodes/${ids.first}`))).listed).toBe(true);
    const { db } = ctx.database;
    for (const [status, listed] of [
      ['paused', false],
      ['failing', true],
    ] as const) {
      const show = await insertPodcast(db, { status });
      const episode = await insertEpisode(db, show.id);
      expect((await json(await request(`/api/ops/episodes/${episode.id}`))).listed, status).toBe(listed);
    }
  });
});

describe('GET /api/ops/episodes/{id}/transcript', () => {
  it('answers segments, optionally within from..to or in a language', async () => {
    const all = await json(await request(`/api/ops/episodes/${ids.first}/transcript`));
    expect(all.transcript.language).toBe('en');
    expect(all.segments).toEqual([
      { startSeconds: 0, endSeconds: 5, speaker: 'A', text: 'One' },
      { startSeconds: 5, endSeconds: 10, speaker: 'B', text: 'Two' },
      { startSeconds: 10, endSeconds: 15, speaker: null, text: 'Three' },
    ]);
    const middle = await json(await request(`/api/ops/episodes/${ids.first}/transcript?from=5&to=10`));
    expect(middle.segments.map((s: { text: string }) => s.text)).toEqual(['Two']);
    const spanish = await json(await request(`/api/ops/episodes/${ids.first}/transcript?language=es`));
    expect(spanish.segments.map((s: { text: string }) => s.text)).toEqual(['Uno dos tres']);
    expect(all.listed).toEqual([]);
    const none = await json(await request(`/api/ops/episodes/${ids.second}/transcript`));
    expect(none).toMatchObject({ episodeId: ids.second, transcript: null, segments: [] });
    // Why there are no lines: what the feed lists, with its status and error.
    expect(none.listed).toMatchObject([
      { url: 'https://transcripts.example/second.srt', status: 'failed', error: 'The host answered 404', segmentCount: 0 },
      { mimeType: 'text/plain', status: 'pending' },
    ]);
    const bad = await request(`/api/ops/episodes/${ids.first}/transcript?from=abc`);
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.details[0].field).toBe('from');
    expect((await request(`/api/ops/episodes/${ids.first}/transcript?from=9&to=3`)).status).toBe(400);
    expect((await request('/api/ops/episodes/00000000-0000-4000-8000-000000000000/transcript')).status).toBe(404);
  });
});

describe('PATCH /api/ops/episodes/{id}', () => {
  it('updates with an audit event, and refuses bad fields', async () => {
    const res = await request(`/api/ops/episodes/${ids.second}`, {
      method: 'PATCH',
      body: JSON.stringify({ title: 'Second, renamed', season: 2 }),
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ title: 'Second, renamed', season: 2 });
    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'episode'), eq(auditEvents.recordId, ids.second!)));
    expect(events).toMatchObject([
      { action: 'episode.update', before: { title: 'Second', season: null }, after: { title: 'Second, renamed', season: 2 } },
    ]);
    const bad = await request(`/api/ops/episodes/${ids.second}`, {
      method: 'PATCH',
      body: JSON.stringify({ season: 1.5, title: 'ignored' }),
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.details.map((d: { field: string }) => d.field)).toEqual(['season']);
    const [row] = await ctx.database.db.select().from(episodes).where(eq(episodes.id, ids.second!));
    expect(row?.title).toBe('Second, renamed');
    const notJson = await request(`/api/ops/episodes/${ids.second}`, { method: 'PATCH', body: '{"title":' });
    expect(notJson.status).toBe(400);
  });
});
