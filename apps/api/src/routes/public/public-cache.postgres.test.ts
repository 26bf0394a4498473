import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app.js';
import { createFirebaseVerifier } from '../../auth/verify.js';
import { openDatabase, type Database } from '../../db/client.js';
import { insertEpisode, insertPodcast, insertSoundbite, json } from '../../../test/support/catalog.js';
import { queriesAbout, untilCached, untilNotificationsSettle } from '../../../test/support/cache-probe.js';
import { TEST_DATABASE_URL } from '../../../test/support/constants.js';
import { createTestContext, type TestContext } from '../../../test/support/context.js';

/**
 * Two apps on one PostgreSQL database through separate pools, as two server processes are: each
 * caches, and learns of the other's writes only by notification. (PGlite serves one process, so
 * this file runs on the PostgreSQL pass only.)
 */
let a: TestContext;
let other: Database;
let b: ReturnType<typeof createApp>;
let episodeId: string;
let databaseName: string;

/** How long a notification may take to arrive on a busy machine; in practice a few milliseconds. */
const NOTIFICATION_BOUND_MS = 2_000;
/** A lost listener reconnects after a second's pause; on a busy machine connecting takes a while too. */
const LISTENER_RETURN_BOUND_MS = 10_000;

beforeAll(async () => {
  a = await createTestContext();
  const url = new URL(TEST_DATABASE_URL!);
  const [row] = await a.database.query<{ name: string }>('SELECT current_database() AS name');
  databaseName = row!.name;
  url.pathname = `/${databaseName}`;
  other = await openDatabase({ databaseUrl: url.toString(), migrate: false });
  b = createApp({ env: a.env, database: other, verifier: createFirebaseVerifier(a.env) });
  const podcastId = (await insertPodcast(a.database.db, { title: 'Two Servers' })).id;
  episodeId = (await insertEpisode(a.database.db, podcastId, { title: 'Replicas' })).id;
});
afterAll(async () => {
  await other?.close();
  await a?.close();
});

const publicAnswer = (id: string) => b.request(`/api/public/soundbites/${id}`);

/** Polls the other app until `check` holds; returns how long that took. */
async function waitFor(check: () => Promise<boolean>, boundMs = NOTIFICATION_BOUND_MS): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > boundMs) throw new Error(`not seen within ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return performance.now() - started;
}

/** The other app's cache starts listening with its first public request. */
const waitForLiveListener = (id: string) =>
  waitFor(async () => {
    await publicAnswer(id);
    return other.contentChanges.live;
  });

describe('public cache across two pools on one PostgreSQL database', () => {
  it('shows an edit and a hide made through the other pool once its notification arrives', async () => {
    const id = (await insertSoundbite(a.database.db, episodeId, { title: 'Before', status: 'published' })).id;
    await waitForLiveListener(id);
    expect((await json(await publicAnswer(id))).title).toBe('Before');
    expect((await json(await publicAnswer(id))).title).toBe('Before');

    await a.database.query(`UPDATE soundbites SET title = 'After' WHERE id = $1`, [id]);
    await waitFor(async () => (await json(await publicAnswer(id))).title === 'After');

    await a.database.query(`UPDATE soundbites SET status = 'hidden' WHERE id = $1`, [id]);
    await waitFor(async () => (await publicAnswer(id)).status === 404);
  });

  it('keeps B cached when A is edited through the other pool', async () => {
    const idA = (await insertSoundbite(a.database.db, episodeId, { title: 'A before', status: 'published' })).id;
    const idB = (await insertSoundbite(a.database.db, episodeId, { title: 'B', status: 'published' })).id;
    await waitForLiveListener(idA);
    await untilCached(
      async () => {
        for (const id of [idA, idB]) expect((await publicAnswer(id)).status).toBe(200);
      },
      a.database.contentChanges,
      other.contentChanges,
    );

    const aboutB = await queriesAbout(idB, async () => {
      await a.database.query(`UPDATE soundbites SET title = 'A after' WHERE id = $1`, [idA]);
      await waitFor(async () => (await json(await publicAnswer(idA))).title === 'A after');
      expect((await json(await publicAnswer(idB))).title).toBe('B');
      await untilNotificationsSettle(a.database.contentChanges, other.contentChanges);
    });
    expect(aboutB).toBe(0);
  });

  it('caches nothing while its listener is cut off, says so once, and catches up when it reconnects', async () => {
    const id = (await insertSoundbite(a.database.db, episodeId, { title: 'Steady', status: 'published' })).id;
    await waitForLiveListener(id);
    expect((await publicAnswer(id)).status).toBe(200);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      // Cut every connection of the database (both pools and both listeners), as a failover would.
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [databaseName]);
      } finally {
        await admin.end();
      }
      // Written while nobody listened: no notification reaches either app.
      await waitFor(async () => {
        try {
          await a.database.query(`UPDATE soundbites SET title = 'Changed while deaf' WHERE id = $1`, [id]);
          return true;
        } catch {
          return false;
        }
      });
      await waitFor(async () => (await json(await publicAnswer(id))).title === 'Changed while deaf');
      await waitForLiveListener(id);
      expect((await json(await publicAnswer(id))).title).toBe('Changed while deaf');

      // The app serving public answers is the one whose cache started a dedicated listener: it reports
      // the loss once, with the server's reason, and its return after the reconnect delay (pooled
      // connections may listen again sooner).
      const lost = () => warn.mock.calls.map(([message]) => String(message));
      const back = () => info.mock.calls.map(([message]) => String(message));
      await waitFor(async () => back().length > 0, LISTENER_RETURN_BOUND_MS);
      expect(lost()).toHaveLength(1);
      expect(lost()[0]).toMatch(
        /^Lost the PostgreSQL notification listener \(terminating connection due to administrator command\); retrying every 1 s\./,
      );
      expect(back()).toEqual(['The PostgreSQL notification listener is listening again.']);
    } finally {
      warn.mockRestore();
      info.mockRestore();
    }
  });
});
