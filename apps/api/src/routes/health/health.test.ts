import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { createFirebaseVerifier } from '../../auth/verify.js';
import { openDatabase } from '../../db/client.js';
import { json } from '../../../test/support/catalog.js';
import { createTestContext, createVisitors, type TestContext } from '../../../test/support/context.js';
import { bearer, expiredToken } from '../../../test/support/identity.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const depsOf = (c: TestContext) => ({ env: c.env, database: c.database, verifier: createFirebaseVerifier(c.env) });

describe('GET /api/health', () => {
  it('answers ok without a token', async () => {
    const res = await ctx.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/ready', () => {
  it('answers ready while the database answers', async () => {
    const res = await ctx.app.request('/api/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 while the process drains after SIGTERM', async () => {
    const lifecycle = { draining: true };
    const app = createApp({ ...depsOf(ctx), lifecycle });
    const res = await app.request('/api/ready');
    expect(res.status).toBe(503);
    expect((await json(res)).error.code).toBe('draining');
    lifecycle.draining = false;
    expect((await app.request('/api/ready')).status).toBe(200);
    // Liveness is another matter: the process still serves.
    lifecycle.draining = true;
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('answers 503 when the database does not answer', async () => {
    // A real node-postgres pool aimed at a port where nothing listens.
    const unreachable = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', migrate: false });
    try {
      const res = await createApp({ ...depsOf(ctx), database: unreachable }).request('/api/ready');
      expect(res.status).toBe(503);
      expect((await json(res)).error.code).toBe('database_unavailable');
    } finally {
      await unreachable.close();
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('serves an OpenAPI 3.1 document that includes the health route', async () => {
    const res = await ctx.app.request('/api/openapi.json');
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/health']).toBeDefined();
  });
});

describe('access to /api/ops', () => {
  it('separates staff from everyone else', async () => {
    const v = await createVisitors();
    const status = async (headers: Record<string, string> = {}) => (await ctx.app.request('/api/ops/anything', { headers })).status;
    expect(await status()).toBe(401);
    expect(await status(bearer('not-a-jwt'))).toBe(401);
    expect(await status(bearer(expiredToken(v.staff.uid, v.staff.email)))).toBe(401);
    expect(await status(bearer(v.listener.idToken))).toBe(403);
    expect(await status(bearer(v.unverifiedStaff.idToken))).toBe(403);
    expect(await status(bearer(v.lookalikeSuffix.idToken))).toBe(403);
    expect(await status(bearer(v.lookalikePrefix.idToken))).toBe(403);
    // Staff pass the guard and reach the (unknown) route.
    expect(await status(bearer(v.staff.idToken))).toBe(404);
  });
});
