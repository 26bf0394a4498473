import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRequests } from '../../db/schema.js';
import { createApp } from '../../app.js';
import { createFirebaseVerifier } from '../../auth/verify.js';
import { parseTrustProxy } from '../../lib/client-address.js';
import { rateLimits } from '../../db/schema.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
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

  it('checks e-mail addresses exactly as the support form does (EMAIL_ADDRESS_PATTERN)', async () => {
    const message = 'The player stops after ten seconds.';
    const tooLongToAnswer = [
      `${'a'.repeat(65)}@example.org`,
      `ada@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(60)}.org`,
    ];
    for (const email of ['bob@example.c', 'a@b', '.ada@example.org', 'ada..x@example.org', 'ada@example.org.', ...tooLongToAnswer]) {
      const res = await send({ email, topic: 'bug', message });
      expect(res.status, email).toBe(400);
      expect((await json(res)).error.details.map((d: { field: string }) => d.field)).toEqual(['email']);
    }
    expect((await send({ email: "o'brien+podcasts@mail.example.co.uk", topic: 'bug', message })).status).toBe(201);
    expect((await send({ email: `${'a'.repeat(64)}@example.org`, topic: 'bug', message })).status).toBe(201);
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

  it('shares counts between apps on one database, as separate processes do', async () => {
    // Two apps over one database: what two replicas behind a load balancer are.
    const other = createApp({ env: ctx.env, database: ctx.database, verifier: createFirebaseVerifier(ctx.env) });
    const message = { email: 'alternating@mail.test', topic: 'other', message: 'Hello there, support!' };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const app = i % 2 === 0 ? ctx.app : other;
      const res = await app.request('/api/support', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it('believes X-Forwarded-For only as far as TRUST_PROXY says', async () => {
    const post = (app: ReturnType<typeof createApp>, forwardedFor: string) =>
      app.request('/api/support', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ email: 'proxied@mail.test', topic: 'other', message: 'Hello there, support!' }),
      });
    // Untrusted: a client inventing a new address per request still counts as one client.
    for (let i = 0; i < 5; i++) expect((await post(ctx.app, `203.0.113.${i}`)).status).toBe(201);
    expect((await post(ctx.app, '203.0.113.99')).status).toBe(429);
    // Behind one trusted proxy the entry it appended names the client; each client has its own count.
    const env = { ...ctx.env, TRUST_PROXY: parseTrustProxy('1') };
    const behindProxy = createApp({ env, database: ctx.database, verifier: createFirebaseVerifier(env) });
    for (let i = 0; i < 5; i++) expect((await post(behindProxy, '198.51.100.7')).status).toBe(201);
    expect((await post(behindProxy, '198.51.100.7')).status).toBe(429);
    expect((await post(behindProxy, '203.0.113.50, 198.51.100.8')).status).toBe(201);
  });
});

describe('hitRateLimit', () => {
  const limit = { name: 'test-window', limit: 2, windowMs: 60_000 };

  it('counts per subject and starts over when the window ends', async () => {
    expect(await hitRateLimit(ctx.database, limit, 'k')).toEqual({ allowed: true });
    expect(await hitRateLimit(ctx.database, limit, 'k')).toEqual({ allowed: true });
    const refused = await hitRateLimit(ctx.database, limit, 'k');
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(await hitRateLimit(ctx.database, limit, 'other')).toEqual({ allowed: true });
    expect(await hitRateLimit(ctx.database, { ...limit, name: 'another-limit' }, 'k')).toEqual({ allowed: true });
    // The window ends (moved back rather than waited for).
    await ctx.database.db.update(rateLimits).set({ windowEndsAt: new Date(Date.now() - 1000) });
    expect(await hitRateLimit(ctx.database, limit, 'k')).toEqual({ allowed: true });
    expect(await hitRateLimit(ctx.database, limit, 'k')).toEqual({ allowed: true });
    expect((await hitRateLimit(ctx.database, limit, 'k')).allowed).toBe(false);
  });

  it('keeps no e-mail or address in the table', async () => {
    await hitRateLimit(ctx.database, limit, '192.0.2.1|someone@mail.test');
    const rows = await ctx.database.db.select().from(rateLimits);
    expect(JSON.stringify(rows)).not.toMatch(/someone|192\.0\.2\.1/);
  });

  it('counts every hit when many arrive at once', async () => {
    const many = { name: 'test-concurrent', limit: 10, windowMs: 60_000 };
    const verdicts = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(ctx.database, many, 'burst')));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
  });
});
