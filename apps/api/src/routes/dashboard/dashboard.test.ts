import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedImports } from '../../db/schema.js';
import { insertEntity, insertEpisode, insertPodcast, insertSoundbite, insertTranscript, json } from '../../../test/support/catalog.js';
import { createAppWithStaff, type TestContext } from '../../../test/support/context.js';
import { bearer, type TestUser } from '../../../test/support/identity.js';

let ctx: TestContext;
let staff: TestUser;

beforeAll(async () => {
  ({ ctx, staff } = await createAppWithStaff('lead'));
});
afterAll(() => ctx?.close());

describe('GET /api/ops/dashboard', () => {
  it('starts empty', async () => {
    const res = await ctx.app.request('/api/ops/dashboard', { headers: bearer(staff.idToken) });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      counts: {
        podcasts: { total: 0, active: 0, paused: 0, failing: 0 },
        episodes: 0,
        soundbites: { total: 0, draft: 0, published: 0, hidden: 0 },
        entities: 0,
        episodesWithTranscript: 0,
      },
      failingFeeds: [],
      recentImports: [],
      quietChecks: { lastDay: 0, lastAt: null },
      recentAudit: [],
    });
  });

  it('counts records, lists failing feeds, recent imports and audit events', async () => {
    const { db } = ctx.database;
    const active = await insertPodcast(db, { title: 'Fine' });
    await insertPodcast(db, { title: 'Resting', status: 'paused' });
    const broken = await insertPodcast(db, {
      title: 'Broken',
      status: 'failing',
      lastError: 'Feed is not XML',
      lastFetchedAt: new Date('2026-03-01T10:00:00Z'),
    });
    const episode = await insertEpisode(db, active.id);
    await insertEpisode(db, broken.id);
    await insertTranscript(db, episode.id, [{ start: 0, end: 1, text: 'hi' }]);
    const draft = await insertSoundbite(db, episode.id, { status: 'draft' });
    await insertSoundbite(db, episode.id, { status: 'published' });
    await insertSoundbite(db, episode.id, { status: 'published' });
    const kept = await insertEntity(db);
    await insertEntity(db, { mergedIntoId: kept.id });
    await db.insert(feedImports).values([
      {
        podcastId: active.id,
        feedUrl: active.feedUrl,
        status: 'succeeded',
        stats: { episodes: 1 },
        startedAt: new Date('2026-03-01T09:00:00Z'),
        finishedAt: new Date('2026-03-01T09:00:01Z'),
      },
      {
        podcastId: broken.id,
        feedUrl: broken.feedUrl,
        status: 'failed',
        error: 'Feed is not XML',
        startedAt: new Date('2026-03-01T10:00:00Z'),
        finishedAt: new Date('2026-03-01T10:00:02Z'),
      },
    ]);
    await ctx.app.request(`/api/ops/soundbites/${draft.id}/publish`, { method: 'POST', headers: bearer(staff.idToken) });

    const body = await json(await ctx.app.request('/api/ops/dashboard', { headers: bearer(staff.idToken) }));
    expect(body.counts).toEqual({
      podcasts: { total: 3, active: 1, paused: 1, failing: 1 },
      episodes: 2,
      soundbites: { total: 3, draft: 0, published: 3, hidden: 0 },
      entities: 1,
      episodesWithTranscript: 1,
    });
    expect(body.failingFeeds).toEqual([
      {
        id: broken.id,
        title: 'Broken',
        feedUrl: broken.feedUrl,
        lastError: 'Feed is not XML',
        lastFetchedAt: '2026-03-01T10:00:00.000Z',
      },
    ]);
    expect(body.recentImports.map((i: { status: string; podcastTitle: string }) => [i.status, i.podcastTitle])).toEqual([
      ['failed', 'Broken'],
      ['succeeded', 'Fine'],
    ]);
    expect(body.recentAudit).toMatchObject([
      { action: 'soundbite.publish', recordType: 'soundbite', recordId: draft.id, actorEmail: staff.email },
    ]);
  });

  it('counts the scheduled checks that found nothing new instead of listing them; staff imports always show', async () => {
    const { ctx: own, staff: lead } = await createAppWithStaff('lead');
    try {
      const { db } = own.database;
      const podcast = await insertPodcast(db, { title: 'Steady' });
      const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
      const unchanged = { episodesCreated: 0, episodesUpdated: 0, soundbitesSkipped: 2 };
      const base = { podcastId: podcast.id, feedUrl: podcast.feedUrl, startedAt: ago(2 * 24 * 60) };
      const ids = (
        await db
          .insert(feedImports)
          .values([
            { ...base, status: 'succeeded', stats: { ...unchanged, episodesCreated: 1 }, finishedAt: ago(50) },
            { ...base, status: 'not_modified', finishedAt: ago(40) },
            { ...base, status: 'succeeded', stats: unchanged, finishedAt: ago(30) },
            // Older than a day: neither listed nor counted.
            { ...base, status: 'not_modified', finishedAt: ago(25 * 60) },
            { ...base, status: 'failed', error: 'feed_timeout: Too slow', finishedAt: ago(20) },
            // Staff asked for it ("Refresh now"): shown even though nothing changed.
            { ...base, status: 'not_modified', actorUid: lead.uid, finishedAt: ago(10) },
          ])
          .returning({ id: feedImports.id })
      ).map((row) => row.id);
      const body = await json(await own.app.request('/api/ops/dashboard', { headers: bearer(lead.idToken) }));
      expect(body.recentImports.map((i: { id: number }) => i.id)).toEqual([ids[5], ids[4], ids[0]]);
      // Each says whether it changed anything: only the one that created an episode did.
      expect(body.recentImports.map((i: { changed: boolean }) => i.changed)).toEqual([false, false, true]);
      expect(body.quietChecks.lastDay).toBe(2);
      expect(Date.parse(body.quietChecks.lastAt)).toBeGreaterThan(ago(31).getTime());
    } finally {
      await own.close();
    }
  });
});

describe("the dashboard's recent imports", () => {
  it("fold a feed's failures in a row into its newest, counted, until something else comes from that feed", async () => {
    const { ctx: own, staff: lead } = await createAppWithStaff('lead');
    try {
      const { db } = own.database;
      const failing = await insertPodcast(db, { title: 'Failing' });
      const other = await insertPodcast(db, { title: 'Other' });
      const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
      const of = (podcast: typeof failing) => ({ podcastId: podcast.id, feedUrl: podcast.feedUrl, startedAt: ago(24 * 60) });
      const refused = { status: 'failed' as const, error: 'feed_host_unreachable: Refused' };
      const ids = (
        await db
          .insert(feedImports)
          .values([
            { ...of(failing), ...refused, finishedAt: ago(90) },
            { ...of(failing), status: 'succeeded', stats: { episodesCreated: 1 }, finishedAt: ago(80) },
            { ...of(failing), ...refused, finishedAt: ago(70) },
            { ...of(failing), ...refused, finishedAt: ago(60) },
            // Another feed's import between them does not part them.
            { ...of(other), status: 'succeeded', stats: { episodesCreated: 2 }, finishedAt: ago(55) },
            { ...of(failing), ...refused, finishedAt: ago(50) },
            // Another error is news: a row of its own.
            { ...of(failing), status: 'failed', error: 'feed_timeout: Too slow', finishedAt: ago(40) },
            { ...of(failing), status: 'failed', error: 'feed_timeout: Too slow', finishedAt: ago(30) },
          ])
          .returning({ id: feedImports.id })
      ).map((row) => row.id);
      const body = await json(await own.app.request('/api/ops/dashboard', { headers: bearer(lead.idToken) }));
      const rows = body.recentImports.map((i: { id: number; times: number; firstFinishedAt: string }) => [
        i.id,
        i.times,
        i.firstFinishedAt,
      ]);
      expect(rows).toEqual([
        [ids[7], 2, expect.any(String)],
        [ids[5], 3, expect.any(String)],
        [ids[4], 1, expect.any(String)],
        [ids[1], 1, expect.any(String)],
        [ids[0], 1, expect.any(String)],
      ]);
      const since = (index: number) => Date.parse(body.recentImports[index].firstFinishedAt);
      // The run's oldest: 70 minutes ago for the three refusals after the success, 40 for the two timeouts.
      expect(Math.round((Date.now() - since(1)) / 60_000)).toBe(70);
      expect(Math.round((Date.now() - since(0)) / 60_000)).toBe(40);
      expect(body.recentImports[2].firstFinishedAt).toBe(body.recentImports[2].finishedAt);
    } finally {
      await own.close();
    }
  });
});

describe("the dashboard's episodes with a transcript", () => {
  it('counts episodes whose transcript has lines, as the episodes list filtered by hasTranscript does', async () => {
    const { ctx: own, staff: lead } = await createAppWithStaff('lead');
    try {
      const { db } = own.database;
      const podcast = await insertPodcast(db);
      // And a fourth episode with no transcript at all.
      const [twice, pending, failed] = await Promise.all([1, 2, 3, 4].map(() => insertEpisode(db, podcast.id)));
      // Two transcripts (two languages) of one episode make one episode with a transcript.
      await insertTranscript(db, twice!.id, [{ start: 0, end: 1, text: 'hello' }]);
      await insertTranscript(db, twice!.id, [{ start: 0, end: 1, text: 'hola' }], { language: 'es' });
      // Transcripts a feed names but that were never fetched, or failed, have no lines: not counted.
      await insertTranscript(db, pending!.id, [], { status: 'pending', fetchedAt: null });
      await insertTranscript(db, failed!.id, [], { status: 'failed' });

      const body = await json(await own.app.request('/api/ops/dashboard', { headers: bearer(lead.idToken) }));
      const list = await json(await own.app.request('/api/ops/episodes?hasTranscript=true', { headers: bearer(lead.idToken) }));
      expect(body.counts.episodesWithTranscript).toBe(1);
      expect(body.counts.episodesWithTranscript).toBe(list.total);
      expect(list.items.map((e: { id: string }) => e.id)).toEqual([twice!.id]);
    } finally {
      await own.close();
    }
  });
});
