import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, soundbites } from '../../db/schema.js';
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
let podcastA: Awaited<ReturnType<typeof insertPodcast>>;
let podcastB: Awaited<ReturnType<typeof insertPodcast>>;
let episodeA: Awaited<ReturnType<typeof insertEpisode>>;
let episodeB: Awaited<ReturnType<typeof insertEpisode>>;
let episodeWithoutDuration: Awaited<ReturnType<typeof insertEpisode>>;

beforeAll(async () => {
  ({ ctx, staff } = await createAppWithStaff('curator'));
  const { db } = ctx.database;
  podcastA = await insertPodcast(db, { title: 'Deep Sea Radio', imageUrl: 'http://127.0.0.1/a.png' });
  podcastB = await insertPodcast(db, { title: 'Mountain Talk' });
  episodeA = await insertEpisode(db, podcastA.id, { title: 'Whales at dawn', durationSeconds: 300 });
  episodeB = await insertEpisode(db, podcastB.id, { title: 'Summit fever', durationSeconds: 900 });
  episodeWithoutDuration = await insertEpisode(db, podcastB.id, { title: 'Unknown length', durationSeconds: null });
  await insertTranscript(db, episodeA.id, [
    { start: 0, end: 9.5, text: 'Welcome to the show.', speaker: 'Host' },
    { start: 9.5, end: 20, text: 'Whales sing at dawn.', speaker: 'Guest' },
    { start: 20, end: 31.25, text: 'Nobody knows why.', speaker: 'Host' },
    { start: 31.25, end: 45, text: 'Goodbye.', speaker: 'Host' },
  ]);
});
afterAll(() => ctx?.close());

const auth = () => bearer(staff.idToken);
const request = (path: string, init: RequestInit = {}) =>
  ctx.app.request(path, { ...init, headers: { ...auth(), 'content-type': 'application/json', ...init.headers } });
const send = (method: string, path: string, body: unknown) => request(path, { method, body: JSON.stringify(body) });

async function auditFor(id: string) {
  return ctx.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.recordType, 'soundbite'), eq(auditEvents.recordId, id)));
}

describe('GET /api/ops/soundbites', () => {
  let listIds: string[];
  beforeAll(async () => {
    const { db } = ctx.database;
    const made = [
      await insertSoundbite(db, episodeA.id, { title: 'Whale song', status: 'published', startSeconds: 5 }),
      await insertSoundbite(db, episodeA.id, { title: 'Why they sing', status: 'draft', startSeconds: 15 }),
      await insertSoundbite(db, episodeB.id, { title: 'Thin air', status: 'hidden', source: 'staff', startSeconds: 1 }),
      await insertSoundbite(db, episodeB.id, { title: '100% summit', status: 'published', startSeconds: 2 }),
    ];
    listIds = made.map((s) => s.id);
  });

  it('pages and counts, with episode and podcast titles on each item', async () => {
    const res = await request('/api/ops/soundbites?pageSize=2&page=1&sort=startSeconds');
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.total).toBeGreaterThanOrEqual(4);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(2);
    expect(body.items).toHaveLength(2);
    const starts = body.items.map((i: { startSeconds: number }) => i.startSeconds);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const page2 = await json(await request('/api/ops/soundbites?pageSize=2&page=2&sort=startSeconds'));
    const ids1 = body.items.map((i: { id: string }) => i.id);
    for (const item of page2.items) expect(ids1).not.toContain(item.id);
    const thinAir = (await json(await request(`/api/ops/soundbites?q=thin`))).items[0];
    expect(thinAir).toMatchObject({
      title: 'Thin air',
      episodeTitle: 'Summit fever',
      podcastTitle: 'Mountain Talk',
      podcastId: podcastB.id,
      source: 'staff',
    });
  });

  it('filters by status, source, podcast and episode', async () => {
    const titles = async (query: string) =>
      (await json(await request(`/api/ops/soundbites?pageSize=100&${query}`))).items
        .filter((i: { id: string }) => listIds.includes(i.id))
        .map((i: { title: string }) => i.title)
        .sort();
    expect(await titles('status=published')).toEqual(['100% summit', 'Whale song']);
    expect(await titles('source=staff')).toEqual(['Thin air']);
    expect(await titles(`podcastId=${podcastB.id}`)).toEqual(['100% summit', 'Thin air']);
    expect(await titles(`episodeId=${episodeA.id}&status=draft`)).toEqual(['Why they sing']);
    // The pattern characters in q are literal.
    expect(await titles('q=100%25')).toEqual(['100% summit']);
    // q also matches the episode title.
    expect(await titles('q=whales+at')).toEqual(['Whale song', 'Why they sing']);
  });

  it('sorts by title with the untitled after the titled either way, by their episode as the list names them', async () => {
    const { db } = ctx.database;
    const podcast = await insertPodcast(db, { title: 'Sorting Hour' });
    const [zebra, apples] = [
      await insertEpisode(db, podcast.id, { title: 'Zebra crossings' }),
      await insertEpisode(db, podcast.id, { title: 'apples and pears' }),
    ];
    await insertSoundbite(db, zebra.id, { title: '' });
    await insertSoundbite(db, apples.id, { title: 'banana split' });
    await insertSoundbite(db, zebra.id, { title: 'Cherry on top' });
    await insertSoundbite(db, apples.id, { title: '' });
    const titles = async (sort: string) =>
      (await json(await request(`/api/ops/soundbites?podcastId=${podcast.id}&sort=${sort}`))).items.map(
        (item: { title: string; episodeTitle: string }) => item.title || `untitled in ${item.episodeTitle}`,
      );
    expect(await titles('title')).toEqual(['banana split', 'Cherry on top', 'untitled in apples and pears', 'untitled in Zebra crossings']);
    expect(await titles('-title')).toEqual([
      'Cherry on top',
      'banana split',
      'untitled in apples and pears',
      'untitled in Zebra crossings',
    ]);
  });

  it('refuses sort fields outside the whitelist and bad filters, naming the parameter', async () => {
    const res = await request('/api/ops/soundbites?sort=feedKey');
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.details.map((d: { field: string }) => d.field)).toContain('sort');
    const bad = await json(await request('/api/ops/soundbites?status=live&pageSize=1000'));
    expect(bad.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['pageSize', 'status']);
  });
});

describe('GET /api/ops/soundbites/{id}', () => {
  it('shows episode, podcast, excerpt with speakers, people and the share path', async () => {
    const { db } = ctx.database;
    const soundbite = await insertSoundbite(db, episodeA.id, { startSeconds: 10.125, durationSeconds: 15.5, title: '' });
    const person = await insertEntity(db, { name: 'Dr. Whale' });
    await insertEntityLink(db, { entityId: person.id, soundbiteId: soundbite.id, role: 'guest', group: 'cast', source: 'staff' });
    const res = await request(`/api/ops/soundbites/${soundbite.id}`);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({
      id: soundbite.id,
      title: '',
      startSeconds: 10.125,
      durationSeconds: 15.5,
      status: 'published',
      shareUrl: `/share?soundbite=${soundbite.id}`,
      episode: { id: episodeA.id, title: 'Whales at dawn', audioUrl: episodeA.enclosureUrl, durationSeconds: 300 },
      podcast: { id: podcastA.id, title: 'Deep Sea Radio', imageUrl: 'http://127.0.0.1/a.png' },
      people: [{ entityId: person.id, name: 'Dr. Whale', role: 'guest', group: 'cast' }],
      // The same text the share page's Open Graph tags carry; untitled falls back to the episode.
      sharePreview: {
        title: 'Untitled moment from Whales at dawn — Deep Sea Radio',
        description: 'Whales sing at dawn. Nobody knows why.',
        imageUrl: 'http://127.0.0.1/a.png',
      },
    });
    expect(body.excerpt.segments).toEqual([
      { startSeconds: 9.5, endSeconds: 20, speaker: 'Guest', text: 'Whales sing at dawn.' },
      { startSeconds: 20, endSeconds: 31.25, speaker: 'Host', text: 'Nobody knows why.' },
    ]);
    expect(body.excerpt.text).toBe('Whales sing at dawn. Nobody knows why.');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await request('/api/ops/soundbites/Zz0000000000');
    expect(missing.status).toBe(404);
    expect((await json(missing)).error.code).toBe('not_found');
    expect((await request('/api/ops/soundbites/not-an-id!')).status).toBe(400);
  });
});

describe('PATCH /api/ops/soundbites/{id}', () => {
  it('keeps decimals exactly, accepts an empty title and a start of 0, and audits before/after', async () => {
    const soundbite = await insertSoundbite(ctx.database.db, episodeA.id, { title: 'Old' });
    const res = await send('PATCH', `/api/ops/soundbites/${soundbite.id}`, {
      title: '',
      startSeconds: 0,
      durationSeconds: 12.345678,
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ title: '', startSeconds: 0, durationSeconds: 12.345678 });
    const [stored] = await ctx.database.db.select().from(soundbites).where(eq(soundbites.id, soundbite.id));
    expect(stored).toMatchObject({ title: '', startSeconds: 0, durationSeconds: 12.345678 });
    const events = await auditFor(soundbite.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'soundbite.update',
      actorUid: staff.uid,
      actorEmail: staff.email,
      before: { title: 'Old', startSeconds: 10, durationSeconds: 20 },
      after: { title: '', startSeconds: 0, durationSeconds: 12.345678 },
    });
  });

  it('counts a title in characters, an emoji as one, and drops the spaces around it', async () => {
    const soundbite = await insertSoundbite(ctx.database.db, episodeA.id, { title: 'Old' });
    const thumbs = '👍'.repeat(128);
    const res = await send('PATCH', `/api/ops/soundbites/${soundbite.id}`, { title: thumbs });
    expect(res.status).toBe(200);
    expect((await json(res)).title).toBe(thumbs);
    const over = await send('PATCH', `/api/ops/soundbites/${soundbite.id}`, { title: `${thumbs}👍` });
    expect(over.status).toBe(400);
    expect((await json(over)).error.details).toEqual([expect.objectContaining({ field: 'title', message: 'At most 128 characters' })]);
    const spaced = await send('PATCH', `/api/ops/soundbites/${soundbite.id}`, { title: '   ' });
    expect((await json(spaced)).title).toBe('');
    const padded = await send('PATCH', `/api/ops/soundbites/${soundbite.id}`, { title: '  The moment  ' });
    expect((await json(padded)).title).toBe('The moment');
  });

  it('refuses bad values with 400 naming the field, and changes nothing', async () => {
    const soundbite = await insertSoundbite(ctx.database.db, episodeA.id, { title: 'Keep me' });
    const fieldsOf = async (body: unknown) => {
      const res = await send('PATCH', `/api/ops/soundbites/${soundbite.id}`, body);
      expect(res.status).toBe(400);
      return (await json(res)).error.details.map((d: { field: string }) => d.field);
    };
    expect(await fieldsOf({ title: 'x'.repeat(129) })).toEqual(['title']);
    expect(await fieldsOf({ startSeconds: -0.5 })).toEqual(['startSeconds']);
    expect(await fieldsOf({ startSeconds: 'ten' })).toEqual(['startSeconds']);
    expect(await fieldsOf({ durationSeconds: 0 })).toEqual(['durationSeconds']);
    expect(await fieldsOf({ status: 'live' })).toEqual(['status']);
    // The episode is 300 s long: the end must stay inside it.
    expect(await fieldsOf({ durationSeconds: 295.5 })).toEqual(['durationSeconds']);
    expect(await fieldsOf({ startSeconds: 290 })).toEqual(['startSeconds']);
    expect(await fieldsOf({ startSeconds: 300 })).toEqual(['startSeconds']);
    const [stored] = await ctx.database.db.select().from(soundbites).where(eq(soundbites.id, soundbite.id));
    expect(stored).toMatchObject({ title: 'Keep me', startSeconds: 10, durationSeconds: 20 });
    expect(await auditFor(soundbite.id)).toHaveLength(0);
  });

  it('allows any range when the episode length is unknown; 404 for an unknown id; 413 when oversized', async () => {
    const soundbite = await insertSoundbite(ctx.database.db, episodeWithoutDuration.id);
    const res = await send('PATCH', `/api/ops/soundbites/${soundbite.id}`, { startSeconds: 5000, durationSeconds: 60 });
    expect(res.status).toBe(200);
    expect((await send('PATCH', '/api/ops/soundbites/Zz0000000000', { title: 'x' })).status).toBe(404);
    const huge = await send('PATCH', `/api/ops/soundbites/${soundbite.id}`, { title: 'x'.repeat(1024 * 1024 + 10) });
    expect(huge.status).toBe(413);
    expect((await json(huge)).error.code).toBe('payload_too_large');
  });
});

describe('POST /api/ops/episodes/{id}/soundbites', () => {
  it('creates a staff draft with a short id and an audit event', async () => {
    const res = await send('POST', `/api/ops/episodes/${episodeA.id}/soundbites`, {
      title: 'Staff pick',
      startSeconds: 12.5,
      durationSeconds: 7.25,
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({
      title: 'Staff pick',
      startSeconds: 12.5,
      durationSeconds: 7.25,
      source: 'staff',
      status: 'draft',
      createdBy: staff.email,
      episodeId: episodeA.id,
    });
    expect(body.id).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(body.excerpt.text).toBe('Whales sing at dawn.');
    const events = await auditFor(body.id);
    expect(events).toMatchObject([{ action: 'soundbite.create', before: null, after: { title: 'Staff pick' } }]);
  });

  it('creates with an explicit status, and refuses unknown episodes and ranges past the end', async () => {
    const published = await send('POST', `/api/ops/episodes/${episodeB.id}/soundbites`, {
      startSeconds: 0,
      durationSeconds: 1,
      status: 'published',
    });
    expect(published.status).toBe(201);
    expect(await json(published)).toMatchObject({ title: '', status: 'published' });
    const unknown = await send('POST', `/api/ops/episodes/00000000-0000-4000-8000-000000000000/soundbites`, {
      startSeconds: 0,
      durationSeconds: 1,
    });
    expect(unknown.status).toBe(404);
    const tooLong = await send('POST', `/api/ops/episodes/${episodeA.id}/soundbites`, {
      startSeconds: 250,
      durationSeconds: 60,
    });
    expect(tooLong.status).toBe(400);
    expect((await json(tooLong)).error.details[0].field).toBe('durationSeconds');
    const missing = await send('POST', `/api/ops/episodes/${episodeA.id}/soundbites`, { title: 'no range' });
    expect((await json(missing)).error.details.map((d: { field: string }) => d.field).sort()).toEqual(['durationSeconds', 'startSeconds']);
    expect((await send('POST', '/api/ops/episodes/not-a-uuid/soundbites', { startSeconds: 0, durationSeconds: 1 })).status).toBe(400);
  });
});

describe('publish, hide and bulk status', () => {
  it('publishes and hides with an audit event each', async () => {
    const soundbite = await insertSoundbite(ctx.database.db, episodeA.id, { status: 'draft' });
    const published = await request(`/api/ops/soundbites/${soundbite.id}/publish`, { method: 'POST' });
    expect(published.status).toBe(200);
    expect((await json(published)).status).toBe('published');
    const hidden = await request(`/api/ops/soundbites/${soundbite.id}/hide`, { method: 'POST' });
    expect((await json(hidden)).status).toBe('hidden');
    const events = await auditFor(soundbite.id);
    expect(events.map((e) => e.action).sort()).toEqual(['soundbite.hide', 'soundbite.publish']);
    expect(events.find((e) => e.action === 'soundbite.hide')).toMatchObject({
      before: { status: 'published' },
      after: { status: 'hidden' },
    });
    expect((await request('/api/ops/soundbites/Zz0000000000/publish', { method: 'POST' })).status).toBe(404);
  });

  it('changes every listed soundbite', async () => {
    const { db } = ctx.database;
    const a = await insertSoundbite(db, episodeA.id, { status: 'draft' });
    const b = await insertSoundbite(db, episodeB.id, { status: 'hidden' });
    const c = await insertSoundbite(db, episodeB.id, { status: 'published' });
    const res = await send('POST', '/api/ops/soundbites/bulk-status', { ids: [a.id, b.id, c.id], status: 'published' });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.changed).toBe(2);
    expect(body.items.map((i: { id: string; status: string }) => [i.id, i.status])).toEqual([
      [a.id, 'published'],
      [b.id, 'published'],
      [c.id, 'published'],
    ]);
    expect(await auditFor(a.id)).toMatchObject([{ action: 'soundbite.bulk_status', before: { status: 'draft' } }]);
    expect(await auditFor(c.id)).toHaveLength(0);
    // What an undo restores: the changed ones only, each with its own status before.
    expect(body.previous).toEqual(
      expect.arrayContaining([
        { id: a.id, status: 'draft' },
        { id: b.id, status: 'hidden' },
      ]),
    );
    expect(body.previous).toHaveLength(2);
  });

  it('with onlyIf, changes only those whose status is that now, so an undo keeps a change made since', async () => {
    const { db } = ctx.database;
    const a = await insertSoundbite(db, episodeA.id, { status: 'draft' });
    const b = await insertSoundbite(db, episodeB.id, { status: 'draft' });
    const hid = await json(await send('POST', '/api/ops/soundbites/bulk-status', { ids: [a.id, b.id], status: 'hidden' }));
    expect(hid.changed).toBe(2);
    // Meanwhile someone publishes b: undoing the hide must leave it published.
    await request(`/api/ops/soundbites/${b.id}/publish`, { method: 'POST' });
    const undone = await json(
      await send('POST', '/api/ops/soundbites/bulk-status', { ids: [a.id, b.id], status: 'draft', onlyIf: 'hidden' }),
    );
    expect(undone.changed).toBe(1);
    expect(undone.previous).toEqual([{ id: a.id, status: 'hidden' }]);
    const statusOf = async (id: string) => (await db.select().from(soundbites).where(eq(soundbites.id, id)))[0]?.status;
    expect(await statusOf(a.id)).toBe('draft');
    expect(await statusOf(b.id)).toBe('published');
  });

  it('changes nothing when one id is unknown, and names it', async () => {
    const { db } = ctx.database;
    const a = await insertSoundbite(db, episodeA.id, { status: 'draft' });
    const b = await insertSoundbite(db, episodeB.id, { status: 'draft' });
    const res = await send('POST', '/api/ops/soundbites/bulk-status', {
      ids: [a.id, 'Unknown0000', b.id],
      status: 'hidden',
    });
    expect(res.status).toBe(404);
    const body = await json(res);
    expect(body.error.message).toContain('Unknown0000');
    expect(body.error.details).toEqual({ missingIds: ['Unknown0000'] });
    const rows = await db.select().from(soundbites).where(eq(soundbites.episodeId, episodeA.id));
    expect(rows.find((r) => r.id === a.id)?.status).toBe('draft');
    const [bRow] = await db.select().from(soundbites).where(eq(soundbites.id, b.id));
    expect(bRow?.status).toBe('draft');
    expect(await auditFor(a.id)).toHaveLength(0);
  });

  it('validates the body', async () => {
    const fields = async (body: unknown) =>
      (await json(await send('POST', '/api/ops/soundbites/bulk-status', body))).error.details.map((d: { field: string }) => d.field);
    expect(await fields({ ids: [], status: 'published' })).toEqual(['ids']);
    expect(await fields({ ids: ['a', 'a'], status: 'published' })).toEqual(['ids']);
    expect(await fields({ ids: ['abc'], status: 'gone' })).toEqual(['status']);
    expect(await fields({ ids: 'abc', status: 'hidden' })).toEqual(['ids']);
    expect(await fields({ ids: ['abc'], status: 'hidden', onlyIf: 'gone' })).toEqual(['onlyIf']);
  });
});

describe('PATCH /api/ops/soundbites/{id} with If-Match', () => {
  it('saves when the version matches, refuses a stale one with 412 and the current record, and writes nothing', async () => {
    const made = await insertSoundbite(ctx.database.db, episodeA.id, { title: 'Base', startSeconds: 10, durationSeconds: 5 });
    const loaded = await request(`/api/ops/soundbites/${made.id}`);
    const etag = loaded.headers.get('etag');
    expect(etag).toBe(`"${(await json(loaded)).updatedAt}"`);

    const first = await request(`/api/ops/soundbites/${made.id}`, {
      method: 'PATCH',
      headers: { 'if-match': etag! },
      body: JSON.stringify({ title: 'Saved first' }),
    });
    expect(first.status).toBe(200);
    const saved = await json(first);
    expect(first.headers.get('etag')).toBe(`"${saved.updatedAt}"`);
    expect(saved.updatedAt).not.toBe(JSON.parse(etag!));

    const stale = await request(`/api/ops/soundbites/${made.id}`, {
      method: 'PATCH',
      headers: { 'if-match': etag! },
      body: JSON.stringify({ title: 'Saved second', startSeconds: 12.25 }),
    });
    expect(stale.status).toBe(412);
    const body = await json(stale);
    expect(body.error.code).toBe('precondition_failed');
    expect(body.error.details.current).toMatchObject({ id: made.id, title: 'Saved first', startSeconds: 10, updatedAt: saved.updatedAt });
    const [row] = await ctx.database.db.select().from(soundbites).where(eq(soundbites.id, made.id));
    expect(row).toMatchObject({ title: 'Saved first', startSeconds: 10 });
    expect((await auditFor(made.id)).length).toBe(1);

    const weakAndListed = await request(`/api/ops/soundbites/${made.id}`, {
      method: 'PATCH',
      headers: { 'if-match': `"old", W/"${saved.updatedAt}"` },
      body: JSON.stringify({ startSeconds: 12.25 }),
    });
    expect(weakAndListed.status).toBe(200);
    expect(await json(weakAndListed)).toMatchObject({ startSeconds: 12.25 });
  });
});
