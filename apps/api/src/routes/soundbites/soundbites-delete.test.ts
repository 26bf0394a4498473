import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, savedSoundbites, soundbites } from '../../db/schema.js';
import { insertEpisode, insertPodcast, insertSoundbite, json } from '../../../test/support/catalog.js';
import { createAppWithStaff, type TestContext } from '../../../test/support/context.js';
import { bearer, type TestUser } from '../../../test/support/identity.js';

let ctx: TestContext;
let staff: TestUser;
let episodeId: string;

beforeAll(async () => {
  ({ ctx, staff } = await createAppWithStaff('remover'));
  const podcast = await insertPodcast(ctx.database.db, { title: 'Harbour Notes' });
  episodeId = (await insertEpisode(ctx.database.db, podcast.id, { title: 'Tides', durationSeconds: 300 })).id;
});
afterAll(() => ctx?.close());

const remove = (id: string, headers: Record<string, string> = {}) =>
  ctx.app.request(`/api/ops/soundbites/${id}`, { method: 'DELETE', headers: { ...bearer(staff.idToken), ...headers } });
const stored = async (id: string) => ctx.database.db.select().from(soundbites).where(eq(soundbites.id, id));
const auditOf = (id: string) =>
  ctx.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.recordType, 'soundbite'), eq(auditEvents.recordId, id)));

describe('DELETE /api/ops/soundbites/{id}', () => {
  it('deletes a staff soundbite, with listeners’ saves of it, and keeps what it was in the audit', async () => {
    const made = await insertSoundbite(ctx.database.db, episodeId, { title: 'Made by mistake', source: 'staff', status: 'published' });
    await ctx.database.db.insert(savedSoundbites).values({ uid: 'listener-1', soundbiteId: made.id });
    const res = await remove(made.id);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ id: made.id, title: 'Made by mistake', status: 'published' });
    expect(await stored(made.id)).toEqual([]);
    expect(await ctx.database.db.select().from(savedSoundbites).where(eq(savedSoundbites.soundbiteId, made.id))).toEqual([]);
    const [event] = await auditOf(made.id);
    expect(event).toMatchObject({
      action: 'soundbite.delete',
      actorUid: staff.uid,
      before: { title: 'Made by mistake', status: 'published' },
    });
    expect((await remove(made.id)).status).toBe(404);
  });

  it('refuses one from a feed with 409 (its feed would bring it back), and deletes nothing', async () => {
    const fromFeed = await insertSoundbite(ctx.database.db, episodeId, { title: 'From the feed', source: 'feed', status: 'draft' });
    const res = await remove(fromFeed.id);
    expect(res.status).toBe(409);
    expect((await json(res)).error.message).toMatch(/Hide it instead/);
    expect(await stored(fromFeed.id)).toHaveLength(1);
    expect(await auditOf(fromFeed.id)).toEqual([]);
  });

  it('with If-Match, refuses with 412 once someone changed it since, and keeps it', async () => {
    const made = await insertSoundbite(ctx.database.db, episodeId, { title: 'Edited elsewhere', source: 'staff', status: 'draft' });
    const res = await remove(made.id, { 'if-match': '"2000-01-01T00:00:00.000Z"' });
    expect(res.status).toBe(412);
    expect((await json(res)).error.details.current).toMatchObject({ id: made.id, title: 'Edited elsewhere' });
    expect(await stored(made.id)).toHaveLength(1);
    const current = JSON.stringify((await stored(made.id))[0]!.updatedAt);
    expect((await remove(made.id, { 'if-match': current })).status).toBe(200);
  });
});
