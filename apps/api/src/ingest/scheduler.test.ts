import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/support/context.js';
import { startFixtureServer, type FixtureServer } from '../../test/support/fixture-server.js';
import { importFeed } from './import.js';
import { claimDuePodcasts, refreshDuePodcasts, startRefreshScheduler } from './scheduler.js';

const actor = { uid: 'staff-uid', email: 'staff@example.com' };
let ctx: TestContext;
let host: FixtureServer;
const ids: string[] = [];

const feed = (title: string) => `<?xml version="1.0"?><rss version="2.0"><channel><title>${title}</title>
<item><title>One</title><guid>${title}-1</guid><enclosure url="https://synthetic.example/${title}.mp3" length="1" type="audio/mpeg"/></item>
</channel></rss>`;

beforeAll(async () => {
  [ctx, host] = await Promise.all([createTestContext({ REFRESH_INTERVAL_MINUTES: '30' }), startFixtureServer()]);
  for (const name of ['alpha', 'beta', 'gamma']) {
    const url = host.serve(`/${name}.xml`, feed(name), 'application/rss+xml', { etag: `"${name}-1"` });
    ids.push((await importFeed({ database: ctx.database, env: ctx.env }, { feedUrl: url, actor })).podcastId);
  }
  host.set('/gamma.xml', { kind: 'status', status: 500 });
});
afterAll(async () => {
  await host.stop();
  await ctx.close();
});

const makeDue = (id: string) => ctx.database.query(`update podcasts set next_refresh_at = now() - interval '1 minute' where id = $1`, [id]);

describe('refresh scheduling', () => {
  it('schedules the next refresh one interval after an import', async () => {
    const [row] = await ctx.database.query<{ minutes: number }>(
      `select round(extract(epoch from next_refresh_at - last_fetched_at) / 60)::int as minutes from podcasts where id = $1`,
      [ids[0]],
    );
    expect(row!.minutes).toBe(30);
  });

  it('hands each due podcast to exactly one of several concurrent claimers', async () => {
    for (const id of ids) await makeDue(id);
    const claims = await Promise.all([
      claimDuePodcasts({ database: ctx.database, env: ctx.env }, 1),
      claimDuePodcasts({ database: ctx.database, env: ctx.env }, 1),
      claimDuePodcasts({ database: ctx.database, env: ctx.env }, 1),
      claimDuePodcasts({ database: ctx.database, env: ctx.env }, 1),
    ]);
    const claimed = claims.flat();
    expect(claimed.sort()).toEqual([...ids].sort());
    // Claiming pushed them into the future: nothing is due now.
    expect(await claimDuePodcasts({ database: ctx.database, env: ctx.env })).toEqual([]);
  });

  it('skips paused podcasts and refreshes the rest with conditional GETs, marking failures', async () => {
    for (const id of ids) await makeDue(id);
    await ctx.database.query(`update podcasts set status = 'paused' where id = $1`, [ids[1]]);
    const hitsBefore = host.hits.get('/alpha.xml') ?? 0;
    const { claimed, results } = await refreshDuePodcasts({ database: ctx.database, env: ctx.env });
    expect(claimed).toBe(2);
    expect(results.map((r) => [r.podcastId, r.status])).toEqual([[ids[0], 'not_modified']]);
    expect(host.hits.get('/alpha.xml')).toBe(hitsBefore + 1);
    const rows = await ctx.database.query<{ id: string; status: string; last_error: string | null }>(
      'select id, status, last_error from podcasts',
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ids[0]!)!.status).toBe('active');
    expect(byId.get(ids[1]!)!.status).toBe('paused');
    expect(byId.get(ids[2]!)).toMatchObject({ status: 'failing', last_error: expect.stringContaining('HTTP 500') });
  });

  it('refreshes a due podcast in the background once started', async () => {
    await ctx.database.query(`update podcasts set status = 'active' where id = $1`, [ids[1]]);
    await makeDue(ids[1]!);
    const importsOf = async () => (await ctx.database.query('select id from feed_imports where podcast_id = $1', [ids[1]])).length;
    const before = await importsOf();
    const scheduler = startRefreshScheduler({ database: ctx.database, env: ctx.env });
    try {
      await expect.poll(importsOf, { timeout: 25_000, interval: 250 }).toBe(before + 1);
    } finally {
      await scheduler.stop();
    }
  });

  it('does nothing when REFRESH_INTERVAL_MINUTES is 0, and stops cleanly when running', async () => {
    const off = startRefreshScheduler({ database: ctx.database, env: { ...ctx.env, REFRESH_INTERVAL_MINUTES: 0 } });
    await off.stop();
    const on = startRefreshScheduler({ database: ctx.database, env: ctx.env });
    await on.stop();
  });
});
