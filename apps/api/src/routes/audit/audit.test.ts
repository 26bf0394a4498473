import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { podcasts } from '../../db/schema.js';
import { insertEpisode, insertPodcast, insertSoundbite, json } from '../../../test/support/catalog.js';
import { createAppWithStaff, type TestContext } from '../../../test/support/context.js';
import { bearer, type TestUser } from '../../../test/support/identity.js';

let ctx: TestContext;
let staff: TestUser;

beforeAll(async () => {
  ({ ctx, staff } = await createAppWithStaff('auditor'));
});
afterAll(() => ctx?.close());

const request = (path: string, init: RequestInit = {}) =>
  ctx.app.request(path, {
    ...init,
    headers: { ...bearer(staff.idToken), 'content-type': 'application/json', ...init.headers },
  });

describe('GET /api/ops/audit', () => {
  it('answers the history of one record, newest first, paged', async () => {
    const { db } = ctx.database;
    const podcast = await insertPodcast(db);
    const episode = await insertEpisode(db, podcast.id);
    const soundbite = await insertSoundbite(db, episode.id, { status: 'draft', title: 'v0' });
    const other = await insertSoundbite(db, episode.id);
    const patch = (id: string, body: unknown) => request(`/api/ops/soundbites/${id}`, { method: 'PATCH', body: JSON.stringify(body) });
    await patch(soundbite.id, { title: 'v1' });
    await patch(soundbite.id, { title: 'v2' });
    await request(`/api/ops/soundbites/${soundbite.id}/publish`, { method: 'POST' });
    await patch(other.id, { title: 'elsewhere' });
    await request(`/api/ops/podcasts/${podcast.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'paused' }) });

    const res = await request(`/api/ops/audit?recordType=soundbite&recordId=${soundbite.id}`);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(body.items.map((e: { action: string }) => e.action)).toEqual(['soundbite.publish', 'soundbite.update', 'soundbite.update']);
    expect(body.items[1]).toMatchObject({
      actorUid: staff.uid,
      actorEmail: staff.email,
      recordType: 'soundbite',
      recordId: soundbite.id,
      before: { title: 'v1' },
      after: { title: 'v2' },
    });
    expect(typeof body.items[0].createdAt).toBe('string');

    const second = await json(await request(`/api/ops/audit?recordType=soundbite&recordId=${soundbite.id}&pageSize=2&page=2`));
    expect(second.items.map((e: { after: { title: string } }) => e.after.title)).toEqual(['v1']);
    const all = await json(await request('/api/ops/audit'));
    expect(all.total).toBe(5);
    expect(all.items[0]).toMatchObject({ recordType: 'podcast', action: 'podcast.pause' });
    const none = await json(await request('/api/ops/audit?recordType=soundbite&recordId=missing'));
    expect(none).toMatchObject({ total: 0, items: [] });
    expect((await request('/api/ops/audit?page=0')).status).toBe(400);
  });

  it('finds who made a change by part of their e-mail, and sorts oldest first when asked', async () => {
    const { db } = ctx.database;
    const podcast = await insertPodcast(db);
    await request(`/api/ops/podcasts/${podcast.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'paused' }) });
    await request(`/api/ops/podcasts/${podcast.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'active' }) });
    const mine = `recordType=podcast&recordId=${podcast.id}`;

    const byPart = await json(await request(`/api/ops/audit?${mine}&q=${encodeURIComponent(staff.email.split('@')[0]!.toUpperCase())}`));
    expect(byPart.items.map((e: { action: string }) => e.action)).toEqual(['podcast.resume', 'podcast.pause']);
    const oldestFirst = await json(await request(`/api/ops/audit?${mine}&sort=createdAt`));
    expect(oldestFirst.items.map((e: { action: string }) => e.action)).toEqual(['podcast.pause', 'podcast.resume']);
    // A pattern character is the text itself, not a wildcard.
    expect((await json(await request(`/api/ops/audit?${mine}&q=%25`))).total).toBe(0);
    expect((await json(await request(`/api/ops/audit?${mine}&q=nobody-here`))).total).toBe(0);
    expect((await request('/api/ops/audit?sort=actorEmail')).status).toBe(400);
  });

  it('finds changes by the title or name of what changed, as it is now or as the change recorded it', async () => {
    const { db } = ctx.database;
    const word = `quay${Date.now()}`;
    const podcast = await insertPodcast(db, { title: 'Its old name' });
    const episode = await insertEpisode(db, podcast.id);
    const soundbite = await insertSoundbite(db, episode.id, { status: 'draft', title: 'Before' });
    const unrelated = await insertPodcast(db, { title: 'Something else' });
    await request(`/api/ops/podcasts/${podcast.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'paused' }) });
    await request(`/api/ops/podcasts/${unrelated.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'paused' }) });
    // Renamed since by its feed, as a refresh does.
    await db
      .update(podcasts)
      .set({ title: `The ${word} podcast` })
      .where(eq(podcasts.id, podcast.id));
    await request(`/api/ops/soundbites/${soundbite.id}`, { method: 'PATCH', body: JSON.stringify({ title: `Down on the ${word}` }) });
    await request(`/api/ops/soundbites/${soundbite.id}`, { method: 'PATCH', body: JSON.stringify({ title: 'After' }) });
    const found = async (q: string) =>
      (await json(await request(`/api/ops/audit?q=${encodeURIComponent(q)}&sort=createdAt`))).items.map(
        (event: { action: string; recordId: string; after: { title?: string } | null }) => [
          event.action,
          event.recordId,
          event.after?.title,
        ],
      );

    // The podcast's pause recorded its old name: it is found by the podcast's name now; the soundbite's
    // edits by the title they set and left, though it is called "After" now; the other podcast not at all.
    expect(await found(word.toUpperCase())).toEqual([
      ['podcast.pause', podcast.id, 'Its old name'],
      ['soundbite.update', soundbite.id, `Down on the ${word}`],
      ['soundbite.update', soundbite.id, 'After'],
    ]);
    // Words in any order of the title's, as everywhere in the console's searches.
    expect((await found(`${word} the`)).length).toBe(0);
    expect((await found(`the ${word}`)).length).toBe(3);
  });

  it('narrows to a period: from its start, up to (not including) its end', async () => {
    const { db } = ctx.database;
    const podcast = await insertPodcast(db);
    const mine = `recordType=podcast&recordId=${podcast.id}`;
    await request(`/api/ops/podcasts/${podcast.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'paused' }) });
    const [paused] = (await json(await request(`/api/ops/audit?${mine}`))).items as Array<{ createdAt: string }>;
    const at = new Date(paused!.createdAt);
    const iso = (ms: number) => encodeURIComponent(new Date(at.getTime() + ms).toISOString());

    expect((await json(await request(`/api/ops/audit?${mine}&from=${iso(0)}`))).total).toBe(1);
    expect((await json(await request(`/api/ops/audit?${mine}&from=${iso(1)}`))).total).toBe(0);
    expect((await json(await request(`/api/ops/audit?${mine}&to=${iso(0)}`))).total).toBe(0);
    expect((await json(await request(`/api/ops/audit?${mine}&from=${iso(-60_000)}&to=${iso(60_000)}`))).total).toBe(1);
    // With a time zone offset, as a browser in Berlin sends a local midnight.
    expect((await json(await request(`/api/ops/audit?${mine}&to=${encodeURIComponent('2000-01-01T00:00:00+01:00')}`))).total).toBe(0);

    const backwards = await request(`/api/ops/audit?from=${iso(60_000)}&to=${iso(0)}`);
    expect(backwards.status).toBe(400);
    expect(await json(backwards)).toMatchObject({ error: { message: 'The period ends before it starts', details: [{ field: 'to' }] } });
    const notADate = await request('/api/ops/audit?from=yesterday');
    expect(notADate.status).toBe(400);
    expect(JSON.stringify(await json(notADate))).toContain('from');
  });

  it('says which records are gone, so the events of a deleted podcast, its episodes and soundbites link nowhere', async () => {
    const { db } = ctx.database;
    const gone = await insertPodcast(db);
    const goneEpisode = await insertEpisode(db, gone.id);
    const goneSoundbite = await insertSoundbite(db, goneEpisode.id);
    const kept = await insertPodcast(db);
    const keptSoundbite = await insertSoundbite(db, (await insertEpisode(db, kept.id)).id);
    const patch = (path: string, body: unknown) => request(path, { method: 'PATCH', body: JSON.stringify(body) });
    await patch(`/api/ops/soundbites/${goneSoundbite.id}`, { title: 'Before the podcast went' });
    await patch(`/api/ops/episodes/${goneEpisode.id}`, { title: 'Renamed before the podcast went' });
    await patch(`/api/ops/soundbites/${keptSoundbite.id}`, { title: 'Still here' });
    await patch(`/api/ops/podcasts/${gone.id}`, { status: 'paused' });
    expect((await request(`/api/ops/podcasts/${gone.id}`, { method: 'DELETE' })).status).toBe(200);

    const exists = async (recordType: string, recordId: string) =>
      (
        (await json(await request(`/api/ops/audit?recordType=${recordType}&recordId=${recordId}`))).items as Array<{
          action: string;
          recordExists: boolean;
        }>
      ).map((event) => [event.action, event.recordExists]);
    expect(await exists('podcast', gone.id)).toEqual([
      ['podcast.delete', false],
      ['podcast.pause', false],
    ]);
    expect(await exists('soundbite', goneSoundbite.id)).toEqual([['soundbite.update', false]]);
    expect(await exists('episode', goneEpisode.id)).toEqual([['episode.update', false]]);
    expect(await exists('soundbite', keptSoundbite.id)).toEqual([['soundbite.update', true]]);

    const dashboard = await json(await request('/api/ops/dashboard'));
    const recent = dashboard.recentAudit as Array<{ action: string; recordId: string; recordExists: boolean }>;
    expect(recent.find((event) => event.recordId === gone.id)).toMatchObject({ action: 'podcast.delete', recordExists: false });
    expect(recent.find((event) => event.recordId === keptSoundbite.id)).toMatchObject({ recordExists: true });
  });
});
