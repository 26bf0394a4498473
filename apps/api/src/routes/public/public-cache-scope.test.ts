import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queriesAbout, untilCached, untilNotificationsSettle } from '../../../test/support/cache-probe.js';
import { insertEpisode, insertPodcast, insertSoundbite, json } from '../../../test/support/catalog.js';
import { createTestContext, type TestContext } from '../../../test/support/context.js';
import { STAFF_DOMAIN } from '../../../test/support/constants.js';
import { bearer, createUser } from '../../../test/support/identity.js';
import { createFirebaseVerifier } from '../../auth/verify.js';
import { createServerApp } from '../../server/server-app.js';

/**
 * Each notification names what changed, and the public cache drops only the answers that show it
 * (or everything, when it cannot tell). Runs on both engines.
 */
let ctx: TestContext;
let server: ReturnType<typeof createServerApp>;
let webDist: string;
let staff: { authorization: string };
let episodeId: string;
let otherEpisodeId: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'soundbites-cache-scope-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Soundbites</title></head><body><div id="root"></div></body></html>',
  );
  ctx = await createTestContext({ WEB_DIST_DIR: webDist });
  server = createServerApp({ deps: { env: ctx.env, database: ctx.database, verifier: createFirebaseVerifier(ctx.env) } });
  staff = bearer((await createUser({ domain: STAFF_DOMAIN, verified: true, localPart: 'staff' })).idToken);
  const { db } = ctx.database;
  episodeId = (await insertEpisode(db, (await insertPodcast(db, { title: 'First Show' })).id, { title: 'One' })).id;
  otherEpisodeId = (await insertEpisode(db, (await insertPodcast(db, { title: 'Second Show' })).id, { title: 'Two' })).id;
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const publish = async (title: string, onEpisode = episodeId) =>
  (await insertSoundbite(ctx.database.db, onEpisode, { title, startSeconds: 0, durationSeconds: 4, status: 'published' })).id;
const get = (url: string) => server.request(url);
const patch = (path: string, body: unknown) =>
  ctx.app.request(`/api${path}`, {
    method: 'PATCH',
    headers: { ...staff, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * Requests each answer until it is kept: a late notification of the writes before (an echo on
 * another listening connection) drops an answer still rendering.
 */
async function warm(...urls: string[]) {
  await untilCached(async () => {
    for (const url of urls) expect((await get(url)).status).toBe(200);
  }, ctx.database.contentChanges);
}

/** The featured list's query (the only one that orders soundbites by age). */
const FEATURED_QUERY = /order by[^"]*"soundbites"."created_at" desc/i;

describe('public cache: what a change drops', () => {
  it('keeps soundbite B cached, its JSON and its share page, when soundbite A is edited', async () => {
    const a = await publish('A before');
    const b = await publish('B');
    const pathsOfB = [`/api/public/soundbites/${b}`, `/share?soundbite=${b}`];
    await warm(`/api/public/soundbites/${a}`, ...pathsOfB);

    const aboutB = await queriesAbout(b, async () => {
      expect((await patch(`/ops/soundbites/${a}`, { title: 'A after' })).status).toBe(200);
      // A shows the edit on the very next request; B is still answered without the database.
      expect((await json(await get(`/api/public/soundbites/${a}`))).title).toBe('A after');
      for (const url of pathsOfB) expect((await get(url)).status).toBe(200);
      await untilNotificationsSettle(ctx.database.contentChanges);
    });
    expect(aboutB).toBe(0);
  });

  it('drops a list that shows the edited soundbite, and keeps one that does not', async () => {
    const older = await publish('Older');
    const newest = await publish('Newest');
    const featuredOne = '/api/public/featured?limit=1';
    await warm(featuredOne);
    expect((await json(await get(featuredOne))).items.map((i: { id: string }) => i.id)).toEqual([newest]);

    const listReads = await queriesAbout(FEATURED_QUERY, async () => {
      expect((await patch(`/ops/soundbites/${older}`, { title: 'Older, retitled' })).status).toBe(200);
      expect((await get(featuredOne)).status).toBe(200);
      await untilNotificationsSettle(ctx.database.contentChanges);
    });
    expect(listReads).toBe(0);

    expect((await patch(`/ops/soundbites/${newest}`, { title: 'Newest, retitled' })).status).toBe(200);
    expect((await json(await get(featuredOne))).items[0].title).toBe('Newest, retitled');
  });

  it("keeps another podcast's soundbites cached when one podcast's episodes change, as an import does", async () => {
    const mine = await publish('Mine');
    const theirs = await publish('Theirs', otherEpisodeId);
    await warm(`/api/public/soundbites/${mine}`, `/api/public/soundbites/${theirs}`);

    const aboutTheirs = await queriesAbout(theirs, async () => {
      await ctx.database.query(`UPDATE episodes SET title = 'One, remastered' WHERE id = $1`, [episodeId]);
      expect((await json(await get(`/api/public/soundbites/${mine}`))).episode.title).toBe('One, remastered');
      expect((await get(`/api/public/soundbites/${theirs}`)).status).toBe(200);
      await untilNotificationsSettle(ctx.database.contentChanges);
    });
    expect(aboutTheirs).toBe(0);
  });

  it('drops everything on a notification it cannot read', async () => {
    const id = await publish('Any');
    await warm(`/api/public/soundbites/${id}`);
    const aboutIt = await queriesAbout(id, async () => {
      // As a server running older triggers would notify; the sender's own session hears it before the call returns.
      await ctx.database.query(`SELECT pg_notify('public_content', 'table=soundbites id=unknown')`);
      expect((await get(`/api/public/soundbites/${id}`)).status).toBe(200);
    });
    expect(aboutIt).toBeGreaterThan(0);
  });

  it('names the podcast instead of each soundbite when a change publishes too many to name', async () => {
    const bystander = await publish('Bystander');
    const neighbour = await publish('Neighbour', otherEpisodeId);
    const hidden = await publish('Hidden', otherEpisodeId);
    await ctx.database.query(`UPDATE soundbites SET status = 'hidden' WHERE id = $1`, [hidden]);
    await warm(...[bystander, neighbour].map((id) => `/api/public/soundbites/${id}`));
    expect((await get(`/api/public/soundbites/${hidden}`)).status).toBe(404);

    // 400 soundbites published in one statement: their ids would take about 11 KB, over NOTIFY's 8000 bytes.
    const aboutBystander = await queriesAbout(bystander, async () => {
      await ctx.database.query(
        `INSERT INTO soundbites (id, episode_id, title, start_seconds, duration_seconds, status, source)
         SELECT 'bulk' || lpad(n::text, 12, '0'), $1, 'Bulk', 0, 4, 'draft', 'staff' FROM generate_series(1, 400) AS n`,
        [otherEpisodeId],
      );
      await ctx.database.query(`UPDATE soundbites SET status = 'published' WHERE id LIKE 'bulk%' OR id = $1`, [hidden]);
      // The other podcast's answers show the change at once, and so does a link that was not found.
      expect((await get(`/api/public/soundbites/${hidden}`)).status).toBe(200);
      expect((await get(`/api/public/soundbites/bulk000000000001`)).status).toBe(200);
      expect((await get(`/api/public/soundbites/${bystander}`)).status).toBe(200);
      await untilNotificationsSettle(ctx.database.contentChanges);
    });
    expect(aboutBystander).toBe(0);
  });

  it('drops everything when a notification would not fit in 8000 bytes', async () => {
    const id = await publish('Any other');
    await warm(`/api/public/soundbites/${id}`);
    const aboutIt = await queriesAbout(id, async () => {
      await ctx.database.query(`SELECT notify_public_content_tokens(repeat('podcast:00000000-0000-0000-0000-000000000000 ', 200))`);
      expect((await get(`/api/public/soundbites/${id}`)).status).toBe(200);
    });
    expect(aboutIt).toBeGreaterThan(0);
  });
});
