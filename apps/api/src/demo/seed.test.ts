import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  entities,
  entityLinks,
  episodes,
  feedImports,
  podcasts,
  soundbites,
  transcriptSegments,
  transcripts,
} from '../db/schema.js';
import { createTestContext, type TestContext } from '../../test/support/context.js';
import { createDemoRouter } from './assets.js';
import { loadDemoManifest } from './manifest.js';
import { DEMO_SEED_ACTION, seedDemo } from './seed.js';

const manifest = loadDemoManifest();
let ctx: TestContext;
let server: ServerType;
let origin: string;

beforeAll(async () => {
  // The seed must fetch through the private-host guard itself, as `npm start` does without the flag.
  ctx = await createTestContext({ ALLOW_PRIVATE_FEED_HOSTS: '0' });
  const demo = createDemoRouter();
  server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: demo.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await ctx?.close();
});

/** Row counts of everything the seed may write, to show a second run writes nothing. */
async function tableCounts() {
  const { db } = ctx.database;
  const countOf = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    podcasts: await countOf(podcasts),
    episodes: await countOf(episodes),
    soundbites: await countOf(soundbites),
    entities: await countOf(entities),
    entityLinks: await countOf(entityLinks),
    transcripts: await countOf(transcripts),
    segments: await countOf(transcriptSegments),
    audit: await countOf(auditEvents),
    feedImports: await countOf(feedImports),
  };
}

describe('seedDemo', () => {
  it('leaves a database that already has podcasts alone', async () => {
    const { db } = ctx.database;
    const [other] = await db.insert(podcasts).values({ feedUrl: 'https://elsewhere.example/feed.xml', title: 'Not ours' }).returning();
    const before = await tableCounts();
    expect(await seedDemo({ database: ctx.database, env: ctx.env }, { origin })).toEqual({ seeded: false });
    expect(await tableCounts()).toEqual(before);
    await db.delete(podcasts).where(eq(podcasts.id, other!.id));
  });

  it('imports the demo feed served by the app into an empty database', async () => {
    expect(await seedDemo({ database: ctx.database, env: ctx.env }, { origin })).toEqual({ seeded: true });
    const { db } = ctx.database;

    const [podcast, ...others] = await db.select().from(podcasts);
    expect(others).toHaveLength(0);
    expect(podcast!.title).toBe(manifest.show.title);
    expect(podcast!.podcastGuid).toBe(manifest.show.guid);
    expect(podcast!.feedUrl).toBe(`${origin}/demo/feed.xml`);
    expect(podcast!.imageUrl).toBe(`${origin}/demo/cover.png`);

    const episodeRows = await db.select().from(episodes).where(eq(episodes.podcastId, podcast!.id));
    expect(episodeRows.map((e) => e.guid).sort()).toEqual(manifest.episodes.map((e) => e.guid).sort());
    for (const episode of manifest.episodes) {
      const row = episodeRows.find((e) => e.guid === episode.guid)!;
      expect(row.title).toBe(episode.title);
      expect(row.enclosureUrl).toBe(`${origin}/demo/${episode.audio.file}`);
      expect(row.enclosureLength).toBe(episode.audio.bytes);
      expect(row.chapters?.map((c) => [c.startTime, c.title])).toEqual(episode.chapters.map((c) => [c.startTime, c.title]));
      // The enclosure really plays: the URL the database holds answers with the MP3.
      const audio = await fetch(row.enclosureUrl!, { headers: { Range: 'bytes=0-3' } });
      expect(audio.status).toBe(206);
      expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    }
  });

  it('publishes the feed soundbites with their exact times, a start of 0 and an empty title kept', async () => {
    const { db } = ctx.database;
    const feedBites = await db
      .select({ start: soundbites.startSeconds, duration: soundbites.durationSeconds, title: soundbites.title, status: soundbites.status })
      .from(soundbites)
      .where(eq(soundbites.source, 'feed'));
    const expected = manifest.episodes.flatMap((e) => e.soundbites);
    expect(feedBites.map((b) => [b.start, b.duration, b.title]).sort()).toEqual(
      expected.map((b) => [b.startSeconds, b.durationSeconds, b.title]).sort(),
    );
    expect(feedBites.every((b) => b.status === 'published')).toBe(true);
    expect(feedBites.some((b) => b.start === 0)).toBe(true);
    expect(feedBites.some((b) => b.title === '')).toBe(true);
  });

  it('adds the staff picks, linked to the people heard in them and to a topic', async () => {
    const { db } = ctx.database;
    const staffBites = await db.select().from(soundbites).where(eq(soundbites.source, 'staff')).orderBy(asc(soundbites.startSeconds));
    expect(staffBites.map((b) => [b.title, b.startSeconds, b.durationSeconds, b.status, b.createdBy]).sort()).toEqual(
      manifest.staffSoundbites.map((b) => [b.title, b.startSeconds, b.durationSeconds, 'published', 'system']).sort(),
    );

    const [topic] = await db.select().from(entities).where(eq(entities.kind, 'topic'));
    expect(topic!.name).toBe(manifest.topic.name);
    const topicLinks = await db.select().from(entityLinks).where(eq(entityLinks.entityId, topic!.id));
    expect(topicLinks.filter((l) => l.podcastId)).toHaveLength(1);
    expect(
      topicLinks
        .filter((l) => l.soundbiteId)
        .map((l) => l.soundbiteId)
        .sort(),
    ).toEqual(staffBites.map((b) => b.id).sort());

    for (const pick of manifest.staffSoundbites) {
      const bite = staffBites.find((b) => b.title === pick.title)!;
      const episode = manifest.episodes.find((e) => e.guid === pick.episodeGuid)!;
      const speakers = new Set(episode.sentences.slice(pick.fromSentence, pick.toSentence + 1).map((s) => s.speaker));
      const linked = await db
        .select({ name: entities.name })
        .from(entityLinks)
        .innerJoin(entities, eq(entities.id, entityLinks.entityId))
        .where(and(eq(entityLinks.soundbiteId, bite.id), eq(entities.kind, 'person')));
      expect(new Set(linked.map((p) => p.name))).toEqual(speakers);
    }
  });

  it('brings in the people of the feed, per episode, with their roles', async () => {
    const { db } = ctx.database;
    const people = await db.select({ name: entities.name }).from(entities).where(eq(entities.kind, 'person'));
    const names = new Set(manifest.episodes.flatMap((e) => e.people.map((p) => p.name)));
    expect(new Set(people.map((p) => p.name))).toEqual(names);

    for (const episode of manifest.episodes) {
      const links = await db
        .select({ name: entities.name, role: entityLinks.role })
        .from(entityLinks)
        .innerJoin(entities, eq(entities.id, entityLinks.entityId))
        .innerJoin(episodes, eq(episodes.id, entityLinks.episodeId))
        .where(eq(episodes.guid, episode.guid));
      expect(links.map((l) => [l.name, l.role.toLowerCase()]).sort()).toEqual(episode.people.map((p) => [p.name, p.role]).sort());
    }
  });

  it('has transcripts whose segments are the sentences of the audio', async () => {
    const { db } = ctx.database;
    for (const episode of manifest.episodes) {
      const [row] = await db.select({ id: episodes.id }).from(episodes).where(eq(episodes.guid, episode.guid));
      const sources = await db.select().from(transcripts).where(eq(transcripts.episodeId, row!.id));
      expect(sources.map((t) => t.url).sort()).toEqual(episode.transcripts.map((t) => `${origin}/demo/${t.file}`).sort());
      // The importer parses one format per episode; whichever it chose must carry the sentence timings.
      const fetched = sources.filter((t) => t.status === 'fetched');
      expect(fetched).toHaveLength(1);
      const segments = await db
        .select()
        .from(transcriptSegments)
        .where(eq(transcriptSegments.transcriptId, fetched[0]!.id))
        .orderBy(asc(transcriptSegments.position));
      expect(segments.map((s) => [s.startSeconds, s.endSeconds, s.speaker, s.body])).toEqual(
        episode.sentences.map((s) => [s.start, s.end, s.speaker, s.text]),
      );
    }
  });

  it('audits everything it did as the system', async () => {
    const { db } = ctx.database;
    const seedEvents = await db.select().from(auditEvents).where(eq(auditEvents.action, DEMO_SEED_ACTION));
    expect(seedEvents).toHaveLength(1);
    expect(seedEvents[0]!.actorEmail).toBe('system');
    // The activity list names the podcast by this.
    const [demo] = await db.select({ title: podcasts.title }).from(podcasts).where(eq(podcasts.id, seedEvents[0]!.recordId));
    expect(seedEvents[0]!.after).toMatchObject({ title: demo!.title });

    const staffIds = (await db.select({ id: soundbites.id }).from(soundbites).where(eq(soundbites.source, 'staff'))).map((s) => s.id);
    const created = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'soundbite.create'), inArray(auditEvents.recordId, staffIds)));
    expect(created).toHaveLength(staffIds.length);
    expect(created.every((e) => e.actorEmail === 'system' && e.actorUid === null)).toBe(true);
  });

  it('gives the landing page featured soundbites', async () => {
    const response = await ctx.app.request('/api/public/featured?limit=24');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: { id: string }[] };
    const published = await ctx.database.db.select({ n: count() }).from(soundbites).where(eq(soundbites.status, 'published'));
    expect(body.items).toHaveLength(Math.min(24, published[0]!.n));
    expect(body.items.length).toBe(manifest.episodes.flatMap((e) => e.soundbites).length + manifest.staffSoundbites.length);
  });

  it('does nothing on a second start, and keeps what staff changed since', async () => {
    const { db } = ctx.database;
    const [someBite] = await db.select().from(soundbites).where(eq(soundbites.source, 'feed')).limit(1);
    await db.update(soundbites).set({ status: 'hidden' }).where(eq(soundbites.id, someBite!.id));
    const before = await tableCounts();

    expect(await seedDemo({ database: ctx.database, env: ctx.env }, { origin })).toEqual({ seeded: false });

    expect(await tableCounts()).toEqual(before);
    const [after] = await db.select({ status: soundbites.status }).from(soundbites).where(eq(soundbites.id, someBite!.id));
    expect(after!.status).toBe('hidden');
  });

  it('follows the server to another address: feed and audio point at the new one, staff changes kept', async () => {
    const { db } = ctx.database;
    const moved = await listen();
    try {
      const [hiddenBefore] = await db.select({ id: soundbites.id }).from(soundbites).where(eq(soundbites.status, 'hidden'));
      const countsBefore = await tableCounts();

      expect(await seedDemo({ database: ctx.database, env: ctx.env }, { origin: moved.origin })).toEqual({ seeded: true });

      const [podcast, ...others] = await db.select().from(podcasts);
      expect(others).toHaveLength(0);
      expect(podcast!.feedUrl).toBe(`${moved.origin}/demo/feed.xml`);
      expect(podcast!.status).toBe('active');
      const episodeRows = await db.select({ enclosureUrl: episodes.enclosureUrl }).from(episodes);
      expect(episodeRows.every((e) => e.enclosureUrl!.startsWith(`${moved.origin}/demo/`))).toBe(true);
      const after = await tableCounts();
      expect({ ...after, audit: 0, feedImports: 0 }).toEqual({ ...countsBefore, audit: 0, feedImports: 0 });
      const [stillHidden] = await db.select({ status: soundbites.status }).from(soundbites).where(eq(soundbites.id, hiddenBefore!.id));
      expect(stillHidden!.status).toBe('hidden');
      const [move] = await db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'podcast.update'), eq(auditEvents.recordId, podcast!.id)));
      expect(move!.after).toEqual({ feedUrl: `${moved.origin}/demo/feed.xml` });
    } finally {
      await moved.close();
    }
  });
});

/** Another server with the demo files, as if the app now listened on another port. */
async function listen() {
  const demo = createDemoRouter();
  const other = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: demo.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  return {
    origin: `http://127.0.0.1:${(other.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => other.close(resolve)),
  };
}
