import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFeed } from '../../src/ingest/sample-feed.js';
import { STAFF_DOMAIN } from '../support/constants.js';
import { readFixture, startFixtureServer, type FixtureServer } from '../support/fixture-server.js';
import { bearer, createUser, type TestUser } from '../support/identity.js';
import { createSharedDatabase, startServerProcess, type ServerProcess, type SharedDatabase } from '../support/server-process.js';

/**
 * Faults on the pass's own engine (PGlite directory or PostgreSQL), with real processes: a server
 * killed with SIGKILL in the middle of a big import, and SIGTERM during one with a generous and
 * with a tight time limit. Each time a server starts again on the same data, the big podcast is
 * whole or absent and the podcast imported before is untouched.
 */
const BIG_ITEMS = 1000;
let shared: SharedDatabase;
let feeds: FixtureServer;
let staff: TestUser;
let bigFeedUrl: string;
/** The same big feed at another address: a second podcast to import. */
let bigAgainFeedUrl: string;
let smallFeedUrl: string;
let earlier: PodcastCounts;

interface PodcastCounts {
  title: string;
  feedUrl: string;
  episodeCount: number;
  soundbiteCount: number;
}

beforeAll(async () => {
  [shared, feeds, staff] = await Promise.all([
    createSharedDatabase(),
    startFixtureServer(),
    createUser({ domain: STAFF_DOMAIN, verified: true, localPart: 'staff' }),
  ]);
  const bigFeed = sampleFeed(BIG_ITEMS);
  bigFeedUrl = feeds.serve('/big.xml', bigFeed);
  // Another podcast from the same items: its own podcast:guid, or it would be refused as the same one.
  bigAgainFeedUrl = feeds.serve('/big-again.xml', sampleFeed(BIG_ITEMS, { podcastGuid: 'big-again' }));
  smallFeedUrl = feeds.serve('/small.xml', readFixture('feeds/synthetic-show.xml'));
});

afterAll(async () => {
  await feeds?.stop();
  await shared?.drop();
});

const start = (env: Record<string, string> = {}) => startServerProcess({ database: shared.env, env });

function importFeed(server: ServerProcess, feedUrl: string): Promise<Response> {
  return fetch(`${server.url}/api/ops/podcasts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(staff.idToken) },
    body: JSON.stringify({ feedUrl }),
  });
}

async function podcasts(server: ServerProcess): Promise<PodcastCounts[]> {
  const res = await fetch(`${server.url}/api/ops/podcasts?pageSize=100`, { headers: bearer(staff.idToken) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: PodcastCounts[] }).items;
}

/** The big podcast is either absent or has every episode and soundbite of the feed; nothing else changed. */
async function expectWholeOrAbsent(server: ServerProcess, feedUrl = bigFeedUrl) {
  const all = await podcasts(server);
  const big = all.filter((p) => p.feedUrl === feedUrl);
  expect(big.length).toBeLessThanOrEqual(1);
  if (big[0]) expect(big[0]).toMatchObject({ episodeCount: BIG_ITEMS, soundbiteCount: 2 * BIG_ITEMS });
  expect(all.find((p) => p.feedUrl === smallFeedUrl)).toEqual(earlier);
  return big[0] ?? null;
}

/**
 * Resolves once the import's transaction is writing: after the feed was fetched, the server holds
 * a transaction that has written (PostgreSQL), or the write-ahead log has grown (PGlite).
 */
async function importIsWriting(feedPath = '/big.xml') {
  const fetchedBefore = feeds.hits.get(feedPath) ?? 0;
  const wal = 'DATA_DIR' in shared.env ? path.join(shared.env.DATA_DIR, 'pg_wal') : null;
  const walState = () =>
    fs
      .readdirSync(wal!)
      .filter((f) => /^[0-9A-F]{24}$/.test(f))
      .map((f) => fs.statSync(path.join(wal!, f)).mtimeMs)
      .reduce((a, b) => Math.max(a, b), 0);
  const probe = wal ? null : await shared.open();
  try {
    while ((feeds.hits.get(feedPath) ?? 0) === fetchedBefore) await pause(20);
    const walAfterFetch = wal ? walState() : 0;
    for (;;) {
      if (wal && walState() > walAfterFetch) return;
      if (probe) {
        const [row] = await probe.query<{ writing: number }>(
          `select count(*)::int as writing from pg_stat_activity
            where datname = current_database() and backend_xid is not null and pid <> pg_backend_pid()`,
        );
        if (row!.writing > 0) return;
      }
      await pause(20);
    }
  } finally {
    await probe?.close();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Each step starts a server and imports a big feed: minutes on a busy machine.
describe('a server process and its data under faults', { timeout: 240_000 }, () => {
  let server: ServerProcess;

  it('imports the earlier podcast', async () => {
    server = await start();
    const res = await importFeed(server, smallFeedUrl);
    expect(res.status).toBe(201);
    earlier = (await podcasts(server)).find((p) => p.feedUrl === smallFeedUrl)!;
    expect(earlier.episodeCount).toBeGreaterThan(0);
  });

  it('after SIGKILL in the middle of a big import, starts again with the podcast whole or absent', async () => {
    const answer = importFeed(server, bigFeedUrl).catch((error: unknown) => error);
    await importIsWriting();
    server.signal('SIGKILL');
    expect((await server.exited).signal).toBe('SIGKILL');
    expect(await answer).toBeInstanceOf(Error);

    // The next test lets an import finish after SIGTERM: a generous limit, as a deploy that drains
    // servers before stopping them gives. The import's rest can take longer than the default 10 s on
    // a busy machine: the write-ahead log (the sign that the import is writing) grows from its first
    // half-megabyte of records on, long before the commit.
    server = await start({ SHUTDOWN_TIMEOUT_MS: '120000' });
    expect(await (await fetch(`${server.url}/api/ready`)).json()).toEqual({ status: 'ready' });
    // Killed mid-transaction: nothing of it may remain.
    expect(await expectWholeOrAbsent(server)).toBeNull();
  });

  it('on SIGTERM lets an import in progress finish, then exits cleanly', async () => {
    const answer = importFeed(server, bigFeedUrl);
    await importIsWriting();
    server.signal('SIGTERM');
    const res = await answer;
    expect(res.status).toBe(201);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/stopped cleanly/);

    server = await start({ SHUTDOWN_TIMEOUT_MS: '50' });
    expect(await expectWholeOrAbsent(server)).not.toBeNull();
  });

  it('on SIGTERM exits within SHUTDOWN_TIMEOUT_MS even when an import would take longer, rolling it back', async () => {
    const answer = importFeed(server, bigAgainFeedUrl).catch((error: unknown) => error);
    await importIsWriting('/big-again.xml');
    const signalled = Date.now();
    server.signal('SIGTERM');
    expect((await server.exited).code).toBe(1);
    // The limit plus the time a loaded machine takes to exit.
    expect(Date.now() - signalled).toBeLessThan(50 + 5_000);
    expect(server.output()).toMatch(/still busy after/);
    await answer;

    server = await start();
    expect(await expectWholeOrAbsent(server, bigAgainFeedUrl)).toBeNull();
    expect(await expectWholeOrAbsent(server)).not.toBeNull();
    const { code } = await server.stop();
    expect(code).toBe(0);
  });
});
