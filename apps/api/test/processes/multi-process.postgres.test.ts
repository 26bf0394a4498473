import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFeed } from '../../src/ingest/sample-feed.js';
import type { Database } from '../../src/db/client.js';
import { podcasts } from '../../src/db/schema.js';
import { json } from '../support/catalog.js';
import { STAFF_DOMAIN } from '../support/constants.js';
import { readFixture, startFixtureServer, type FixtureServer } from '../support/fixture-server.js';
import { bearer, createUser, type TestUser } from '../support/identity.js';
import { createSharedDatabase, startServerProcess, type ServerProcess, type SharedDatabase } from '../support/server-process.js';

/**
 * Two real server processes on one PostgreSQL database, as replicas behind a load balancer are.
 * (PGlite serves one process per data directory, so this file runs on the PostgreSQL pass only.)
 */
const DUE_FEEDS = 12;
/** How long a NOTIFY may take to reach the other server on a busy machine; in practice a few milliseconds. */
const NOTIFICATION_BOUND_MS = 2_000;
let shared: SharedDatabase;
let database: Database;
let feeds: FixtureServer;
let staff: TestUser;
let webDist: string;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  [shared, feeds, staff] = await Promise.all([
    createSharedDatabase(),
    startFixtureServer(),
    createUser({ domain: STAFF_DOMAIN, verified: true, localPart: 'staff' }),
  ]);
  database = await shared.open();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'soundbites-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Soundbites</title></head><body><div id="root"></div></body></html>',
  );
  // Podcasts that are due for a refresh before either server starts its scheduler.
  const show = readFixture('feeds/synthetic-show.xml');
  await database.db.insert(podcasts).values(
    Array.from({ length: DUE_FEEDS }, (_, i) => ({
      feedUrl: feeds.serve(`/due-${i}.xml`, show),
      title: `Due ${i}`,
      nextRefreshAt: new Date(Date.now() - 1000),
    })),
  );
  // Both schedulers make their first pass 5 s after starting, at about the same moment, and drain
  // everything due in batches; a refreshed feed is next due in a minute, after this file is done.
  // One load balancer in front (TRUST_PROXY=1).
  const env = { REFRESH_INTERVAL_MINUTES: '1', TRUST_PROXY: '1', WEB_DIST_DIR: webDist };
  [a, b] = await Promise.all([startServerProcess({ database: shared.env, env }), startServerProcess({ database: shared.env, env })]);
  // Starting servers (and building) takes a while on a busy machine.
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await feeds?.stop();
  await shared?.drop();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function staffRequest(server: ServerProcess, method: string, urlPath: string, body?: unknown) {
  return fetch(`${server.url}/api${urlPath}`, {
    method,
    headers: { ...bearer(staff.idToken), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe('two server processes on one PostgreSQL database', { timeout: 120_000 }, () => {
  it('refresh every due feed exactly once between them', async () => {
    const fetched = () => Array.from({ length: DUE_FEEDS }, (_, i) => feeds.hits.get(`/due-${i}.xml`) ?? 0);
    while (fetched().some((n) => n === 0)) await pause(100);
    // A feed claimed by both would be fetched a second time within moments.
    await pause(3_000);
    expect(fetched()).toEqual(Array(DUE_FEEDS).fill(1));
    const [row] = await database.query<{ imports: number; podcasts: number }>(
      `select count(*)::int as imports, count(distinct podcast_id)::int as podcasts from feed_imports where feed_url like '%/due-%'`,
    );
    expect(row).toEqual({ imports: DUE_FEEDS, podcasts: DUE_FEEDS });
  });

  it('share one support rate limit, keyed on the client address the load balancer forwards', async () => {
    const post = (server: ServerProcess, client: string) =>
      fetch(`${server.url}/api/support`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ email: 'reader@mail.test', topic: 'other', message: 'Hello there, support!' }),
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push(await post(i % 2 === 0 ? a : b, '198.51.100.1'));
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    // Another client behind the same balancer has a count of its own.
    expect(await post(b, '198.51.100.2')).toBe(201);
  });

  it('make one podcast of the same feed added on both at the same moment, and both answer success', async () => {
    const feedUrl = feeds.serve('/both.xml', sampleFeed(300));
    const answers = await Promise.all([a, b].map((server) => staffRequest(server, 'POST', '/ops/podcasts', { feedUrl })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    const bodies = await Promise.all(answers.map((r) => json(r)));
    expect(bodies[0].id).toBe(bodies[1].id);
    for (const body of bodies) expect(body.counts).toMatchObject({ episodes: 300, soundbites: 600 });
    const [row] = await database.query<{ podcasts: number; episodes: number; people: number }>(
      `select (select count(*)::int from podcasts where feed_url = $1) as podcasts,
              (select count(*)::int from episodes e join podcasts p on p.id = e.podcast_id where p.feed_url = $1) as episodes,
              (select count(*)::int from entities where name like 'Guest Number%') as people`,
      [feedUrl],
    );
    // The bench feed names 40 guests: each became one person, not one per server.
    expect(row).toEqual({ podcasts: 1, episodes: 300, people: 40 });
  });

  it('show an edit made on one server on the other as soon as its notification arrives', async () => {
    const [bite] = await database.query<{ id: string }>(
      `select s.id from soundbites s join episodes e on e.id = s.episode_id join podcasts p on p.id = e.podcast_id
        where p.feed_url like '%/both.xml' order by s.id limit 1`,
    );
    const id = bite!.id;
    const publicAnswer = (server: ServerProcess) => fetch(`${server.url}/api/public/soundbites/${id}`);
    const sharePage = async (server: ServerProcess) => (await fetch(`${server.url}/share?soundbite=${id}`)).text();
    // The other server learns of a commit by LISTEN/NOTIFY, milliseconds later: it is given that long.
    const soon = (check: () => Promise<boolean>) => expect.poll(check, { timeout: NOTIFICATION_BOUND_MS, interval: 5 }).toBe(true);

    expect((await publicAnswer(b)).status).toBe(404);
    expect((await staffRequest(a, 'POST', `/ops/soundbites/${id}/publish`)).status).toBe(200);
    await soon(async () => (await publicAnswer(b)).status === 200);
    // Both servers have it cached now; the edit goes to one of them.
    expect((await staffRequest(a, 'PATCH', `/ops/soundbites/${id}`, { title: 'Edited on server A' })).status).toBe(200);
    // The server that made the edit shows it on its very next request.
    expect((await json(await publicAnswer(a))).title).toBe('Edited on server A');
    await soon(async () => (await json(await publicAnswer(b))).title === 'Edited on server A');
    await soon(async () => (await sharePage(b)).includes('Edited on server A'));
    expect((await staffRequest(b, 'POST', `/ops/soundbites/${id}/hide`)).status).toBe(200);
    expect((await publicAnswer(b)).status).toBe(404);
    await soon(async () => (await publicAnswer(a)).status === 404);
  });
});
