import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRequests } from '../../db/schema.js';
import { SlidingWindowLimiter } from '../../lib/rate-limit.js';
import { json } from '../../../test/support/catalog.js';
import { createTestContext, type TestContext } from '../../../test/support/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const send = (body: unknown) =>
  ctx.app.request('/api/support', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /api/support', () => {
  it('stores a valid request without a token', async () => {
    const res = await send({ email: 'reader@mail.test', topic: 'content', message: '  Please fix the episode title.  ' });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({ status: 'open' });
    const [row] = await ctx.database.db.select().from(supportRequests).where(eq(supportRequests.id, body.id));
    expect(row).toMatchObject({ email: 'reader@mail.test', topic: 'content', message: 'Please fix the episode title.' });
  });

  it('refuses invalid input naming each field, storing nothing', async () => {
    const before = (await ctx.database.db.select().from(supportRequests)).length;
    const fields = async (body: unknown) => {
      const res = await send(body);
      expect(res.status).toBe(400);
      return (await json(res)).error.details.map((d: { field: string }) => d.field).sort();
    };
    expect(await fields({ email: 'not-an-email', topic: 'bug', message: 'It crashes every time.' })).toEqual(['email']);
    expect(await fields({ email: 'a@b.test', topic: 'billing', message: 'It crashes every time.' })).toEqual(['topic']);
    expect(await fields({ email: 'a@b.test', topic: 'bug', message: 'short' })).toEqual(['message']);
    expect(await fields({ email: 'a@b.test', topic: 'bug', message: 'x'.repeat(5001) })).toEqual(['message']);
    expect(await fields({ email: 42, topic: 'bug', message: 12345678901 })).toEqual(['email', 'message']);
    expect(await fields({})).toEqual(['email', 'message', 'topic']);
    expect((await ctx.database.db.select().from(supportRequests)).length).toBe(before);
  });

  it('rate-limits to 5 per 10 minutes per client and e-mail with 429 and Retry-After', async () => {
    const message = { email: 'Flood@mail.test', topic: 'other', message: 'Hello there, support!' };
    for (let i = 0; i < 5; i++) expect((await send(message)).status).toBe(201);
    const limited = await send({ ...message, email: 'flood@MAIL.test' });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await json(limited)).error.code).toBe('rate_limited');
    // Another address from the same client is still welcome.
    expect((await send({ ...message, email: 'someone-else@mail.test' })).status).toBe(201);
    const stored = await ctx.database.db.select().from(supportRequests);
    expect(stored.filter((r) => r.email.toLowerCase() === 'flood@mail.test')).toHaveLength(5);
  });

  it('keeps counts per app instance', async () => {
    const other = await createTestContext();
    try {
      const res = await other.app.request('/api/support', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'flood@mail.test', topic: 'other', message: 'Hello there, support!' }),
      });
      expect(res.status).toBe(201);
    } finally {
      await other.close();
    }
  });
});

describe('SlidingWindowLimiter', () => {
  it('lets hits through again as the window slides', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(2, 1000, () => now);
    expect(limiter.hit('k').allowed).toBe(true);
    now = 400;
    expect(limiter.hit('k').allowed).toBe(true);
    now = 900;
    expect(limiter.hit('k')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.hit('other').allowed).toBe(true);
    now = 1001;
    expect(limiter.hit('k').allowed).toBe(true);
    expect(limiter.hit('k').allowed).toBe(false);
  });
});
