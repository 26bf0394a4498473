import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEpisode, insertPodcast, insertSoundbite, insertTranscript } from '../../../test/support/catalog.js';
import { createAppWithStaff, type TestContext } from '../../../test/support/context.js';
import { readFixture, startFixtureServer, type FixtureServer } from '../../../test/support/fixture-server.js';
import { bearer, type TestUser } from '../../../test/support/identity.js';
import type { Actor } from '../../audit/audit.js';
import { auditEvents, feedImports, podcasts, savedSoundbites } from '../../db/schema.js';
import { importFeed, refreshPodcast } from '../../ingest/import.js';
import { deletePodcast } from './podcasts.service.js';

let ctx: TestContext;
let staff: TestUser;
let host: FixtureServer;
const actor: Actor = { uid: 'staff-uid', email: 'staff@example.com' };

beforeAll(async () => {
  ({ ctx, staff } = await createAppWithStaff('editor'));
  host = await startFixtureServer();
});
afterAll(async () => {
  await host?.stop();
  await ctx?.close();
});

const remove = (id: string) => ctx.app.request(`/api/ops/podcasts/${id}`, { method: 'DELETE', headers: bearer(staff.idToken) });

describe('DELETE /api/ops/podcasts/{id}', () => {
  it('deletes the podcast with its episodes, soundbites and transcripts, says how much went, and keeps an audit record', async () => {
    const { db } = ctx.database;
    const kept = await insertPodcast(db, { title: 'Kept' });
    const keptSoundbite = await insertSoundbite(db, (await insertEpisode(db, kept.id)).id, { status: 'published' });
    const mistake = await insertPodcast(db, { title: 'Added by mistake' });
    const episode = await insertEpisode(db, mistake.id);
    await insertEpisode(db, mistake.id);
    await insertTranscript(db, episode.id, [{ start: 0, end: 5, text: 'Hello.' }]);
    const soundbite = await insertSoundbite(db, episode.id, { status: 'published' });
    await db.insert(savedSoundbites).values({ uid: 'listener-uid', soundbiteId: soundbite.id });

    const res = await remove(mistake.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: mistake.id, title: 'Added by mistake', episodeCount: 2, soundbiteCount: 1 });

    expect((await ctx.app.request(`/api/public/soundbites/${soundbite.id}`)).status).toBe(404);
    expect((await ctx.app.request(`/api/public/soundbites/${keptSoundbite.id}`)).status).toBe(200);
    const left = await ctx.database.query<{ episodes: number; segments: number; saved: number }>(
      `select (select count(*)::int from episodes where podcast_id = $1) as episodes,
              (select count(*)::int from transcript_segments where episode_id = $2) as segments,
              (select count(*)::int from saved_soundbites where soundbite_id = $3) as saved`,
      [mistake.id, episode.id, soundbite.id],
    );
    expect(left[0]).toEqual({ episodes: 0, segments: 0, saved: 0 });
    const [audit] = await db.select().from(auditEvents).where(eq(auditEvents.recordId, mistake.id));
    expect(audit).toMatchObject({ action: 'podcast.delete', recordType: 'podcast', actorEmail: staff.email });
    expect(audit!.before).toMatchObject({ title: 'Added by mistake', episodeCount: 2, soundbiteCount: 1 });

    // Gone means gone: a second delete is a clear 404, not a success.
    const again = await remove(mistake.id);
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('refuses a malformed id', async () => {
    expect((await remove('not-a-uuid')).status).toBe(400);
  });

  it('is not undone by a refresh that fetched the feed before the delete, which fails instead', async () => {
    const feed = readFixture('feeds/synthetic-show.xml').replaceAll('{{ORIGIN}}', host.origin);
    const url = host.serve('/deleted-while-refreshing.xml', feed);
    const { podcastId } = await importFeed({ database: ctx.database, env: ctx.env }, { feedUrl: url, actor, enrichmentLimit: 0 });

    // The feed host answers the refresh only once the podcast is deleted.
    host.set('/deleted-while-refreshing.xml', {
      kind: 'body',
      body: feed.replace('</channel>', '<item><title>New</title><guid>brand-new</guid></item></channel>'),
      contentType: 'application/rss+xml',
      beforeAnswer: async () => void (await deletePodcast(ctx.database.db, actor, podcastId)),
    });
    await expect(refreshPodcast({ database: ctx.database, env: ctx.env }, podcastId, actor)).rejects.toMatchObject({ status: 404 });

    expect(await ctx.database.db.select().from(podcasts).where(eq(podcasts.feedUrl, url))).toEqual([]);
    const attempts = await ctx.database.db.select().from(feedImports).where(eq(feedImports.feedUrl, url));
    expect(attempts.map((a) => a.status).sort()).toEqual(['failed', 'succeeded']);
    // Its import records outlive it; the failed one says why.
    expect(attempts.every((a) => a.podcastId === null)).toBe(true);
    expect(attempts.find((a) => a.status === 'failed')!.error).toMatch(/deleted while it was being refreshed/);

    // Added again on purpose, it comes back whole.
    host.serve('/deleted-while-refreshing.xml', feed);
    const again = await importFeed({ database: ctx.database, env: ctx.env }, { feedUrl: url, actor, enrichmentLimit: 0 });
    expect(again).toMatchObject({ status: 'imported', created: true });
  });
});
