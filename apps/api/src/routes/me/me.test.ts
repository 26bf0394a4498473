import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followedPodcasts, listenerProfiles, savedSoundbites } from '../../db/schema.js';
import { insertEpisode, insertPodcast, insertSoundbite, json } from '../../../test/support/catalog.js';
import { STAFF_DOMAIN, TEST_EMULATOR_HOST, TEST_PROJECT_ID } from '../../../test/support/constants.js';
import { createTestContext, type TestContext } from '../../../test/support/context.js';
import { bearer, createUser } from '../../../test/support/identity.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** Asks the Auth emulator (as the project owner) whether the account still exists. */
async function accountExists(uid: string): Promise<boolean> {
  const res = await fetch(`http://${TEST_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: [uid] }),
  });
  const body = (await res.json()) as { users?: unknown[] };
  return (body.users ?? []).length > 0;
}

describe('GET /api/me', () => {
  it('needs a token', async () => {
    expect((await ctx.app.request('/api/me')).status).toBe(401);
    expect((await ctx.app.request('/api/me', { method: 'DELETE' })).status).toBe(401);
    expect((await ctx.app.request('/api/me', { headers: bearer('garbage') })).status).toBe(401);
  });

  it('answers who the user is and records first and last seen', async () => {
    const listener = await createUser({ domain: 'mail.test', verified: true, localPart: 'listener' });
    const first = await json(await ctx.app.request('/api/me', { headers: bearer(listener.idToken) }));
    expect(first).toMatchObject({ uid: listener.uid, email: listener.email, emailVerified: true, isStaff: false });
    const second = await json(await ctx.app.request('/api/me', { headers: bearer(listener.idToken) }));
    expect(second.firstSeenAt).toBe(first.firstSeenAt);
    expect(Date.parse(second.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(first.lastSeenAt));
    const [profile] = await ctx.database.db.select().from(listenerProfiles).where(eq(listenerProfiles.uid, listener.uid));
    expect(profile?.email).toBe(listener.email);
  });

  it('tells staff apart, and an unverified staff-domain address is not staff', async () => {
    const [staff, unverified] = await Promise.all([
      createUser({ domain: STAFF_DOMAIN, verified: true }),
      createUser({ domain: STAFF_DOMAIN, verified: false }),
    ]);
    expect((await json(await ctx.app.request('/api/me', { headers: bearer(staff.idToken) }))).isStaff).toBe(true);
    const me = await json(await ctx.app.request('/api/me', { headers: bearer(unverified.idToken) }));
    expect(me).toMatchObject({ emailVerified: false, isStaff: false });
  });
});

describe('DELETE /api/me', () => {
  it('deletes the listener data and the emulator account, leaving other users alone', async () => {
    const { db } = ctx.database;
    const [leaving, staying] = await Promise.all([
      createUser({ domain: 'mail.test', verified: true, localPart: 'leaving' }),
      createUser({ domain: 'mail.test', verified: true, localPart: 'staying' }),
    ]);
    const podcast = await insertPodcast(db);
    const soundbite = await insertSoundbite(db, (await insertEpisode(db, podcast.id)).id);
    for (const user of [leaving, staying]) {
      await ctx.app.request('/api/me', { headers: bearer(user.idToken) });
      await db.insert(savedSoundbites).values({ uid: user.uid, soundbiteId: soundbite.id });
      await db.insert(followedPodcasts).values({ uid: user.uid, podcastId: podcast.id });
    }
    expect(await accountExists(leaving.uid)).toBe(true);

    const res = await ctx.app.request('/api/me', { method: 'DELETE', headers: bearer(leaving.idToken) });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');

    expect(await accountExists(leaving.uid)).toBe(false);
    expect(await db.select().from(listenerProfiles).where(eq(listenerProfiles.uid, leaving.uid))).toEqual([]);
    expect(await db.select().from(savedSoundbites).where(eq(savedSoundbites.uid, leaving.uid))).toEqual([]);
    expect(await db.select().from(followedPodcasts).where(eq(followedPodcasts.uid, leaving.uid))).toEqual([]);

    expect(await accountExists(staying.uid)).toBe(true);
    expect(await db.select().from(savedSoundbites).where(eq(savedSoundbites.uid, staying.uid))).toHaveLength(1);
    expect(await db.select().from(followedPodcasts).where(eq(followedPodcasts.uid, staying.uid))).toHaveLength(1);

    // The emulator no longer accepts a token of the deleted account.
    expect((await ctx.app.request('/api/me', { headers: bearer(leaving.idToken) })).status).toBe(401);
  });
});
