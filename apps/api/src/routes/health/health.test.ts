import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createVisitors, type TestContext } from '../../../test/support/context.js';
import { bearer, expiredToken } from '../../../test/support/identity.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('answers ok without a token', async () => {
    const res = await ctx.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
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
