import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenerProfiles } from '../../db/schema.js';
import { json } from '../../../test/support/catalog.js';
import { STAFF_DOMAIN } from '../../../test/support/constants.js';
import { createTestContext, type TestContext } from '../../../test/support/context.js';
import { bearer, createUser } from '../../../test/support/identity.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

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
