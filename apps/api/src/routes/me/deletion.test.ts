import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryPendingDeletions, startDeletionRetries } from '../../accounts/deletion.js';
import { createApp } from '../../app.js';
import { createFirebaseVerifier, type TokenVerifier } from '../../auth/verify.js';
import { followedPodcasts, pendingAccountDeletions, savedSoundbites, supportRequests } from '../../db/schema.js';
import { insertEpisode, insertPodcast, insertSoundbite, json } from '../../../test/support/catalog.js';
import { createTestContext, type TestContext } from '../../../test/support/context.js';
import { accountExists, bearer, createUser, type TestUser } from '../../../test/support/identity.js';
import { tableCount, tablesMentioning } from '../../../test/support/user-rows.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** A listener with a profile, a saved soundbite, a follow and a support request sent while signed in. */
async function listenerWithData(app = ctx.app): Promise<TestUser> {
  const { db } = ctx.database;
  const user = await createUser({ domain: 'mail.test', verified: true, localPart: 'leaving' });
  const podcast = await insertPodcast(db);
  const soundbite = await insertSoundbite(db, (await insertEpisode(db, podcast.id)).id);
  expect((await app.request('/api/me', { headers: bearer(user.idToken) })).status).toBe(200);
  await db.insert(savedSoundbites).values({ uid: user.uid, soundbiteId: soundbite.id });
  await db.insert(followedPodcasts).values({ uid: user.uid, podcastId: podcast.id });
  const support = await app.request('/api/support', {
    method: 'POST',
    headers: { ...bearer(user.idToken), 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, topic: 'account', message: 'Please help me with my account.' }),
  });
  expect(support.status).toBe(201);
  return user;
}

/** The real verifier, except that deleting the identity account fails `failures` times first. */
function flakyVerifier(failures: number): TokenVerifier & { deleteCalls: number } {
  const real = createFirebaseVerifier(ctx.env);
  const verifier = {
    deleteCalls: 0,
    verify: (idToken: string) => real.verify(idToken),
    async deleteUser(uid: string) {
      verifier.deleteCalls += 1;
      if (verifier.deleteCalls <= failures) {
        throw Object.assign(new Error('The identity provider is unavailable'), { code: 'auth/internal-error' });
      }
      await real.deleteUser(uid);
    },
  };
  return verifier;
}

describe('support requests', () => {
  it('are linked to the sender when signed in, and not otherwise', async () => {
    const user = await createUser({ domain: 'mail.test', verified: true, localPart: 'writer' });
    const send = (headers: Record<string, string>) =>
      ctx.app.request('/api/support', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, topic: 'other', message: 'A message long enough.' }),
      });
    const signedIn = await json(await send(bearer(user.idToken)));
    const anonymous = await json(await send({}));
    const uidOf = async (id: string) =>
      (await ctx.database.db.select({ uid: supportRequests.uid }).from(supportRequests).where(eq(supportRequests.id, id)))[0]?.uid;
    expect(await uidOf(signedIn.id)).toBe(user.uid);
    expect(await uidOf(anonymous.id)).toBeNull();
    // A broken token is refused rather than silently sent unlinked (it could then never be deleted).
    expect((await send(bearer('garbage'))).status).toBe(401);
  });
});

describe('DELETE /api/me', () => {
  it('deletes every row of the user, in every table, then the sign-in account', async () => {
    const user = await listenerWithData();
    const staying = await listenerWithData();
    expect(Object.keys(await tablesMentioning(ctx.database, user.uid)).sort()).toEqual([
      'followed_podcasts',
      'listener_profiles',
      'saved_soundbites',
      'support_requests',
    ]);

    const res = await ctx.app.request('/api/me', { method: 'DELETE', headers: bearer(user.idToken) });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      identityAccount: 'deleted',
      removed: { profile: 1, savedSoundbites: 1, followedPodcasts: 1, supportRequests: 1 },
    });

    expect(await accountExists(user.uid)).toBe(false);
    expect(await tableCount(ctx.database)).toBeGreaterThan(10);
    expect(await tablesMentioning(ctx.database, user.uid)).toEqual({});
    expect(await tablesMentioning(ctx.database, user.email)).toEqual({});
    // The audit log says a deletion happened and what it removed, without saying whose.
    const audit = await ctx.database.query<{ record_id: string; before: unknown }>(
      `SELECT record_id, before FROM audit_events WHERE action = 'account.delete' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit[0]?.record_id).toMatch(/^sha256:[0-9a-f]{32}$/);

    expect(await accountExists(staying.uid)).toBe(true);
    expect(Object.keys(await tablesMentioning(ctx.database, staying.uid))).toHaveLength(4);
    expect((await ctx.app.request('/api/me', { headers: bearer(user.idToken) })).status).toBe(401);
  });

  it('when the identity step fails, records the deletion and retries it until it succeeds', async () => {
    const verifier = flakyVerifier(2);
    const app = createApp({ env: ctx.env, database: ctx.database, verifier });
    const { db } = ctx.database;
    const user = await listenerWithData(app);

    const res = await app.request('/api/me', { method: 'DELETE', headers: bearer(user.idToken) });
    expect(res.status).toBe(202);
    expect((await json(res)).identityAccount).toBe('pending');
    // The data is gone at once; the sign-in account is not yet, and that is on record.
    expect(await accountExists(user.uid)).toBe(true);
    const [pending] = await db.select().from(pendingAccountDeletions).where(eq(pendingAccountDeletions.uid, user.uid));
    expect(pending).toMatchObject({ attempts: 1, lastError: expect.stringContaining('auth/internal-error') });
    expect(Object.keys(await tablesMentioning(ctx.database, user.uid))).toEqual(['pending_account_deletions']);

    // Not due yet: nothing is tried before the back-off.
    expect(await retryPendingDeletions(db, verifier)).toEqual({ attempted: 0, completed: 0 });
    const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
    // Second failure: still pending, with a longer wait.
    expect(await retryPendingDeletions(db, verifier, later(31))).toEqual({ attempted: 1, completed: 0 });
    const [again] = await db.select().from(pendingAccountDeletions).where(eq(pendingAccountDeletions.uid, user.uid));
    expect(again?.attempts).toBe(2);
    expect(again!.nextAttemptAt.getTime()).toBeGreaterThan(later(31 + 59).getTime());
    expect(await accountExists(user.uid)).toBe(true);

    // Third try succeeds: the account and the pending mark are gone, and nothing mentions the user.
    expect(await retryPendingDeletions(db, verifier, later(31 + 121))).toEqual({ attempted: 1, completed: 1 });
    expect(verifier.deleteCalls).toBe(3);
    expect(await accountExists(user.uid)).toBe(false);
    expect(await tablesMentioning(ctx.database, user.uid)).toEqual({});
  });

  it('the background retrier finishes a pending deletion on its own', async () => {
    const verifier = flakyVerifier(1);
    const app = createApp({ env: ctx.env, database: ctx.database, verifier });
    const user = await listenerWithData(app);
    expect((await app.request('/api/me', { method: 'DELETE', headers: bearer(user.idToken) })).status).toBe(202);
    // Make it due now rather than waiting out the 30 s back-off.
    await ctx.database.db.update(pendingAccountDeletions).set({ nextAttemptAt: new Date(0) });
    const retrier = startDeletionRetries(ctx.database.db, verifier, 100);
    try {
      await expect.poll(() => accountExists(user.uid), { timeout: 10_000, interval: 100 }).toBe(false);
      await expect.poll(() => tablesMentioning(ctx.database, user.uid), { timeout: 5_000 }).toEqual({});
    } finally {
      await retrier.stop();
    }
  });

  it('asks for a recent sign-in and deletes nothing until then', async () => {
    // The emulator refuses tokens older than the account, so the age is given by the verifier.
    const real = createFirebaseVerifier(ctx.env);
    const signedInTenMinutesAgo: TokenVerifier = {
      ...real,
      verify: async (token) => ({ ...(await real.verify(token)), authTime: Math.floor(Date.now() / 1000) - 10 * 60 }),
    };
    const app = createApp({ env: ctx.env, database: ctx.database, verifier: signedInTenMinutesAgo });
    const user = await listenerWithData();
    const res = await app.request('/api/me', { method: 'DELETE', headers: bearer(user.idToken) });
    expect(res.status).toBe(401);
    expect((await json(res)).error.code).toBe('requires_recent_login');
    expect(await accountExists(user.uid)).toBe(true);
    expect(Object.keys(await tablesMentioning(ctx.database, user.uid))).toHaveLength(4);
  });
});
