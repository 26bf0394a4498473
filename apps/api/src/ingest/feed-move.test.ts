import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/support/context.js';
import { rowCounts, startFixtureServer, type FixtureServer } from '../../test/support/fixture-server.js';
import type { Actor } from '../audit/audit.js';
import { declaredMove, redirectMove } from './feed-move.js';
import { importFeed, refreshPodcast } from './import.js';
import { sampleFeed } from './sample-feed.js';

const actor: Actor = { uid: 'staff-uid', email: 'staff@example.com' };
let ctx: TestContext;
let host: FixtureServer;

beforeAll(async () => {
  [ctx, host] = await Promise.all([createTestContext(), startFixtureServer()]);
});
afterAll(async () => {
  await host.stop();
  await ctx.close();
});

const deps = () => ({ database: ctx.database, env: ctx.env });

/**
 * A small feed of its own podcast (or of none, without a guid), optionally naming a new address; its
 * transcripts and chapters point at the local host, so a refresh asks nothing of the outside.
 */
function feedOf(name: string, { newFeedUrl, guid = true }: { newFeedUrl?: string; guid?: boolean } = {}): string {
  let xml = sampleFeed(3, { podcastGuid: `feed-move-${name}` })
    .replace('<title>Benchmark Broadcast</title>', `<title>${name}</title>`)
    .replaceAll('https://bench.example', host.origin);
  if (!guid) xml = xml.replace(/<podcast:guid>[^<]*<\/podcast:guid>/, '');
  if (newFeedUrl) xml = xml.replace('<channel>', `<channel>\n<itunes:new-feed-url>${newFeedUrl}</itunes:new-feed-url>`);
  return xml;
}

async function podcastAt(id: string) {
  const [row] = await ctx.database.query<{ feed_url: string; status: string; last_error: string | null }>(
    'select feed_url, status, last_error from podcasts where id = $1',
    [id],
  );
  return row!;
}

async function moves(id: string) {
  return ctx.database.query<{ before: unknown; after: unknown; actor_uid: string | null }>(
    `select before, after, actor_uid from audit_events where record_id = $1 and action = 'podcast.move' order by id`,
    [id],
  );
}

const episodeCount = async (id: string) =>
  (await ctx.database.query<{ n: number }>('select count(*)::int as n from episodes where podcast_id = $1', [id]))[0]!.n;

describe('a feed’s new address', () => {
  const from = 'https://old.example/feed.xml';
  it('is a usable http(s) address other than the one fetched, with how the feed said so', () => {
    expect(declaredMove(from, 'https://new.example/feed.xml')).toEqual({
      to: 'https://new.example/feed.xml',
      reason: expect.stringContaining('itunes:new-feed-url'),
    });
    expect(redirectMove(from, 'https://cdn.example/feed.xml')).toEqual({
      to: 'https://cdn.example/feed.xml',
      reason: expect.stringContaining('301'),
    });
    expect(declaredMove(from, ' https://old.example/feed.xml ')).toBeNull();
    expect(redirectMove(from, null)).toBeNull();
    for (const unusable of ['not a url', 'ftp://files.example/feed.xml', 'https://user:secret@new.example/feed.xml', '']) {
      expect(declaredMove(from, unusable)).toBeNull();
    }
  });
});

describe('a feed that moves', () => {
  it('follows itunes:new-feed-url: the podcast takes the new address, audited with the reason, and is fetched from there next', async () => {
    const newUrl = host.serve('/declared/new.xml', feedOf('Declared'));
    const oldUrl = host.serve('/declared/old.xml', feedOf('Declared', { newFeedUrl: newUrl }));
    const added = await importFeed(deps(), { feedUrl: oldUrl, actor });
    expect(added).toMatchObject({ created: true, movedTo: newUrl, feedUrl: newUrl });
    expect(await podcastAt(added.podcastId)).toMatchObject({ feed_url: newUrl, status: 'active' });
    expect(await moves(added.podcastId)).toEqual([
      {
        before: { title: 'Declared', feedUrl: oldUrl },
        after: { title: 'Declared', feedUrl: newUrl, reason: expect.stringContaining('itunes:new-feed-url') },
        actor_uid: actor.uid,
      },
    ]);

    // The new address was asked once, to see that it serves the same podcast.
    expect(host.hits.get('/declared/new.xml')).toBe(1);
    const oldHits = host.hits.get('/declared/old.xml');
    const refreshed = await refreshPodcast(deps(), added.podcastId, actor);
    expect(refreshed).toMatchObject({ podcastId: added.podcastId, movedTo: null, feedUrl: newUrl });
    expect(host.hits.get('/declared/new.xml')).toBe(2);
    expect(host.hits.get('/declared/old.xml')).toBe(oldHits);
    expect(await episodeCount(added.podcastId)).toBe(3);
  });

  it('follows a permanent redirect met on a refresh, keeping its episodes; a temporary one changes nothing', async () => {
    const permanentOld = host.serve('/redirect/permanent.xml', feedOf('Permanent'));
    const temporaryOld = host.serve('/redirect/temporary.xml', feedOf('Temporary'));
    const permanent = await importFeed(deps(), { feedUrl: permanentOld, actor });
    const temporary = await importFeed(deps(), { feedUrl: temporaryOld, actor });

    const permanentNew = host.serve('/redirect/permanent-new.xml', feedOf('Permanent'));
    host.set('/redirect/permanent.xml', { kind: 'redirect', location: '/redirect/permanent-new.xml', status: 301 });
    host.serve('/redirect/temporary-new.xml', feedOf('Temporary'));
    host.set('/redirect/temporary.xml', { kind: 'redirect', location: '/redirect/temporary-new.xml', status: 302 });
    const before = await rowCounts(ctx.database);

    // The same bytes as before from the new address: recorded as unchanged, and moved all the same.
    expect(await refreshPodcast(deps(), permanent.podcastId, actor)).toMatchObject({ movedTo: permanentNew, feedUrl: permanentNew });
    expect(await refreshPodcast(deps(), temporary.podcastId, actor)).toMatchObject({ movedTo: null, feedUrl: temporaryOld });
    expect(await podcastAt(permanent.podcastId)).toMatchObject({ feed_url: permanentNew });
    expect(await podcastAt(temporary.podcastId)).toMatchObject({ feed_url: temporaryOld });
    expect(await moves(temporary.podcastId)).toEqual([]);
    const after = await rowCounts(ctx.database);
    expect({ ...after, audit_events: 0, feed_imports: 0 }).toEqual({ ...before, audit_events: 0, feed_imports: 0 });
  });

  it('moves on a 304 reached through a permanent redirect', async () => {
    const oldUrl = host.serve('/conditional/old.xml', feedOf('Conditional'), 'application/rss+xml', { etag: '"v1"' });
    const added = await importFeed(deps(), { feedUrl: oldUrl, actor });
    const newUrl = host.serve('/conditional/new.xml', feedOf('Conditional'), 'application/rss+xml', { etag: '"v1"' });
    host.set('/conditional/old.xml', { kind: 'redirect', location: '/conditional/new.xml', status: 308 });
    expect(await refreshPodcast(deps(), added.podcastId, actor)).toMatchObject({ status: 'not_modified', movedTo: newUrl });
    expect(await podcastAt(added.podcastId)).toMatchObject({ feed_url: newUrl });
  });

  it('refuses to add a feed that has moved to a podcast already here (even without a podcast:guid), and changes nothing', async () => {
    const newUrl = host.serve('/known/new.xml', feedOf('Known', { guid: false }));
    const known = await importFeed(deps(), { feedUrl: newUrl, actor });
    const oldUrl = host.serve('/known/old.xml', feedOf('Known', { guid: false, newFeedUrl: newUrl }));
    const before = await rowCounts(ctx.database);
    await expect(importFeed(deps(), { feedUrl: oldUrl, actor })).rejects.toMatchObject({
      status: 409,
      code: 'podcast_already_added',
      message: expect.stringContaining(`has moved to ${newUrl}, where “Known” is already added`),
      details: { podcastId: known.podcastId, feedUrl: newUrl },
    });
    host.set('/known/old.xml', { kind: 'redirect', location: '/known/new.xml', status: 301 });
    await expect(importFeed(deps(), { feedUrl: oldUrl, actor })).rejects.toMatchObject({ status: 409, code: 'podcast_already_added' });
    const after = await rowCounts(ctx.database);
    expect({ ...after, feed_imports: 0 }).toEqual({ ...before, feed_imports: 0 });
  });

  it('stays where it is when the named address is dead, or serves another podcast, and imports as usual', async () => {
    const otherUrl = host.serve('/named/other.xml', feedOf('Someone else'));
    for (const [name, named] of [
      ['Dead end', host.url('/named/nothing-here.xml')],
      ['Mistaken', otherUrl],
    ] as const) {
      const ownUrl = host.serve(`/named/${name.replaceAll(' ', '-')}.xml`, feedOf(name, { newFeedUrl: named }));
      const own = await importFeed(deps(), { feedUrl: ownUrl, actor });
      expect(own).toMatchObject({ created: true, movedTo: null, feedUrl: ownUrl });
      expect(await refreshPodcast(deps(), own.podcastId, actor)).toMatchObject({ movedTo: null, feedUrl: ownUrl });
      expect(await podcastAt(own.podcastId)).toMatchObject({ feed_url: ownUrl, status: 'active', last_error: null });
      expect(await moves(own.podcastId)).toEqual([]);
    }
  });

  it('follows a named address without a podcast:guid when the title is the same, unless another podcast is there', async () => {
    const newUrl = host.serve('/titled/new.xml', feedOf('Titled', { guid: false }));
    const oldUrl = host.serve('/titled/old.xml', feedOf('Titled', { guid: false, newFeedUrl: newUrl }));
    expect(await importFeed(deps(), { feedUrl: oldUrl, actor })).toMatchObject({ movedTo: newUrl });

    // Two podcasts of one title, added before either named the other's address.
    const firstUrl = host.serve('/twins/first.xml', feedOf('Twin', { guid: false }));
    const secondUrl = host.serve('/twins/second.xml', feedOf('Twin', { guid: false }));
    await importFeed(deps(), { feedUrl: firstUrl, actor });
    const second = await importFeed(deps(), { feedUrl: secondUrl, actor });
    host.serve('/twins/second.xml', feedOf('Twin', { guid: false, newFeedUrl: firstUrl }));
    expect(await refreshPodcast(deps(), second.podcastId, actor)).toMatchObject({ status: 'imported', movedTo: null, feedUrl: secondUrl });
    expect(await podcastAt(second.podcastId)).toMatchObject({ feed_url: secondUrl, last_error: null });
  });
});
