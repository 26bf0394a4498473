import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/support/context.js';
import { readFixture, rowCounts, SHARED_FIXTURES_DIR, startFixtureServer, type FixtureServer } from '../../test/support/fixture-server.js';
import { SYSTEM_ACTOR, type Actor } from '../audit/audit.js';
import { entities } from '../db/schema.js';
import { deleteEntityLink, updateEntity } from '../routes/entities/entities.service.js';
import { updatePodcast } from '../routes/podcasts/podcasts.service.js';
import { importFeed, refreshPodcast } from './import.js';

const actor: Actor = { uid: 'staff-uid', email: 'staff@example.com' };
let ctx: TestContext;
let host: FixtureServer;

beforeAll(async () => {
  ctx = await createTestContext();
  host = await startFixtureServer();
  for (const name of ['synthetic.srt', 'synthetic.vtt', 'synthetic.json', 'synthetic.html']) {
    host.serve(`/transcripts/${name}`, readFixture(`transcripts/${name}`), 'text/plain; charset=utf-8');
  }
  host.serve('/chapters/synthetic.json', readFixture('chapters/synthetic.json'), 'application/json');
});
afterAll(async () => {
  await host.stop();
  await ctx.close();
});

const deps = () => ({ database: ctx.database, env: ctx.env });
const syntheticFeed = () => readFixture('feeds/synthetic-show.xml').replaceAll('{{ORIGIN}}', host.origin);

async function podcastRows(podcastId: string) {
  const q = ctx.database.query.bind(ctx.database);
  return {
    podcast: (await q<Record<string, unknown>>('select * from podcasts where id = $1', [podcastId]))[0]!,
    episodes: await q<Record<string, unknown>>('select * from episodes where podcast_id = $1 order by published_at desc', [podcastId]),
    soundbites: await q<Record<string, unknown>>(
      `select s.* , e.guid from soundbites s join episodes e on e.id = s.episode_id
        where e.podcast_id = $1 order by e.published_at desc, s.start_seconds`,
      [podcastId],
    ),
    transcripts: await q<Record<string, unknown>>(
      `select t.*, e.guid from transcripts t join episodes e on e.id = t.episode_id where e.podcast_id = $1`,
      [podcastId],
    ),
    links: await q<Record<string, unknown>>(
      `select l.*, en.name from entity_links l join entities en on en.id = l.entity_id
        left join episodes e on e.id = l.episode_id
        where l.podcast_id = $1 or e.podcast_id = $1`,
      [podcastId],
    ),
  };
}

describe('importing the synthetic feed', () => {
  let podcastId: string;

  it('stores the podcast, episodes, soundbites, people, transcript sources and chapters', async () => {
    const url = host.serve('/synthetic.xml', syntheticFeed(), 'application/rss+xml', { etag: '"v1"' });
    const result = await importFeed(deps(), { feedUrl: url, actor });
    podcastId = result.podcastId;
    expect(result.created).toBe(true);
    expect(result.status).toBe('imported');

    const rows = await podcastRows(podcastId);
    expect(rows.podcast).toMatchObject({
      title: 'Synthetic Soundings',
      podcast_guid: '0f6d9a3e-2c1b-5e4f-8a7d-1b2c3d4e5f60',
      author: 'Ada Example',
      language: 'en',
      explicit: true,
      status: 'active',
      etag: '"v1"',
      last_error: null,
    });
    expect(rows.podcast.categories).toEqual(expect.arrayContaining(['Technology', 'Education']));
    expect(rows.podcast.description).not.toContain('script');

    expect(rows.episodes.map((e) => e.guid)).toEqual([
      'synthetic-ep-3',
      // No <guid>: the enclosure URL identifies the episode.
      'https://synthetic.example/audio/ep2.mp3',
      'synthetic-ep-1',
    ]);
    expect(rows.episodes[1]!.duration_seconds).toBe(300);

    // Exact decimals, a start of 0, an empty title kept empty; bad ones skipped and counted.
    expect(rows.soundbites.map((s) => [s.guid, s.start_seconds, s.duration_seconds, s.title, s.status, s.source])).toEqual([
      ['synthetic-ep-3', 0, 15.5, '', 'draft', 'feed'],
      ['synthetic-ep-3', 12.345, 30.125, 'The decimal moment', 'draft', 'feed'],
      ['https://synthetic.example/audio/ep2.mp3', 60.75, 45, 'Middle of episode two', 'draft', 'feed'],
      ['synthetic-ep-1', 5000.5, 10, 'Length unknown, so kept', 'draft', 'feed'],
    ]);
    expect(result.stats.soundbitesSkipped).toBe(2);
    expect(rows.soundbites.every((s) => /^[0-9A-Za-z]{10}$/.test(String(s.id)))).toBe(true);

    // Channel people link to the podcast; item people to their episode only.
    const podcastPeople = rows.links.filter((l) => l.podcast_id).map((l) => [l.name, l.role, l.group, l.source]);
    expect(podcastPeople).toEqual(
      expect.arrayContaining([
        ['Ada Example', 'host', 'cast', 'feed'],
        ['Grace Sample', 'producer', 'creative direction', 'feed'],
      ]),
    );
    expect(podcastPeople).toHaveLength(2);
    const ep3 = rows.episodes[0]!;
    expect(rows.links.filter((l) => l.episode_id === ep3.id).map((l) => l.name)).toEqual(
      expect.arrayContaining(['Linus Placeholder', 'Ada Example']),
    );
    expect(rows.links.filter((l) => l.episode_id && l.episode_id !== ep3.id)).toHaveLength(0);
    // Ada (same name and href on channel and item) is one entity.
    const ada = await ctx.database.query(`select id from entities where lower(name) = 'ada example'`);
    expect(ada).toHaveLength(1);

    expect(rows.transcripts.map((t) => t.mime_type).sort()).toEqual(
      ['application/json', 'application/srt', 'application/srt', 'text/html', 'text/vtt', 'text/vtt'].sort(),
    );
    expect(ep3.chapters).toEqual([
      { startTime: 0, title: 'Intro' },
      { startTime: 12.345, title: 'The decimal moment', url: 'https://synthetic.example/moment' },
      { startTime: 300, title: 'Outro', img: 'https://synthetic.example/outro.jpg', toc: false },
    ]);

    const [imported] = await ctx.database.query<{ status: string; stats: Record<string, number> }>(
      'select status, stats from feed_imports where podcast_id = $1',
      [podcastId],
    );
    expect(imported!.status).toBe('succeeded');
    expect(imported!.stats.episodesCreated).toBe(3);
    const audit = await ctx.database.query<{ action: string; actor_email: string }>(
      `select action, actor_email from audit_events where record_type = 'podcast' and record_id = $1`,
      [podcastId],
    );
    expect(audit).toEqual([{ action: 'podcast.created', actor_email: 'staff@example.com' }]);
  });

  it('sanitizes show notes before storing them', async () => {
    const [ep3] = await ctx.database.query<{ description: string }>(
      `select description from episodes where podcast_id = $1 and guid = 'synthetic-ep-3'`,
      [podcastId],
    );
    const html = ep3!.description;
    expect(html).toContain('<b>bold</b>');
    expect(html).toContain('<a href="https://synthetic.example/link" rel="noopener noreferrer nofollow">link</a>');
    for (const forbidden of ['<script', 'alert', '<iframe', '<style', 'onclick', 'onerror', 'javascript:', '<img', 'target=']) {
      expect(html).not.toContain(forbidden);
    }
  });

  it('parses one transcript per episode and language, preferring JSON, and records failures', async () => {
    const rows = await ctx.database.query<{ guid: string; url: string; status: string; error: string | null; segments: number }>(
      `select e.guid, t.url, t.status, t.error, (select count(*)::int from transcript_segments s where s.transcript_id = t.id) as segments
         from transcripts t join episodes e on e.id = t.episode_id where e.podcast_id = $1`,
      [podcastId],
    );
    const byUrl = (guid: string, file: string) => rows.find((r) => r.guid === guid && r.url.endsWith(file))!;
    const jsonSegments = (readFixture('transcripts/synthetic.json').match(/"body"/g) ?? []).length;
    expect(byUrl('synthetic-ep-3', 'synthetic.json')).toMatchObject({ status: 'fetched', segments: jsonSegments });
    // The SRT and VTT of the same episode and language are not needed once JSON is parsed.
    expect(byUrl('synthetic-ep-3', 'synthetic.srt')).toMatchObject({ status: 'pending', segments: 0 });
    expect(byUrl('synthetic-ep-3', 'synthetic.vtt')).toMatchObject({ status: 'pending', segments: 0 });
    const ep2 = 'https://synthetic.example/audio/ep2.mp3';
    const vttCues = (readFixture('transcripts/synthetic.vtt').match(/-->/g) ?? []).length;
    const htmlTimes = (readFixture('transcripts/synthetic.html').match(/<time>/g) ?? []).length;
    expect(byUrl(ep2, 'synthetic.vtt')).toMatchObject({ status: 'fetched', segments: vttCues });
    expect(byUrl(ep2, 'synthetic.html')).toMatchObject({ status: 'fetched', segments: htmlTimes });
    const missing = byUrl('synthetic-ep-1', 'missing.srt');
    expect(missing.status).toBe('failed');
    expect(missing.error).toMatch(/feed_fetch_failed: .*404/);

    const segments = await ctx.database.query<{ start_seconds: number; end_seconds: number; speaker: string | null; body: string }>(
      `select s.start_seconds, s.end_seconds, s.speaker, s.body from transcript_segments s
         join transcripts t on t.id = s.transcript_id where t.url like '%synthetic.vtt' order by s.position`,
    );
    expect(segments.at(-1)).toEqual({
      start_seconds: 5.25,
      end_seconds: 69.125,
      speaker: 'Linus Placeholder',
      body: 'Thanks for having me.',
    });
    expect(segments[1]!.body).toBe('today we talk about moments & more.');
  });

  it('re-imports idempotently: same rows, nothing created', async () => {
    const before = await rowCounts(ctx.database);
    const result = await importFeed(deps(), { feedUrl: host.url('/synthetic.xml'), actor });
    expect(result.created).toBe(false);
    expect(result.stats).toMatchObject({
      episodesCreated: 0,
      episodesUpdated: 0,
      soundbitesCreated: 0,
      soundbitesHidden: 0,
      peopleCreated: 0,
      personLinksAdded: 0,
      personLinksRemoved: 0,
      transcriptsCreated: 0,
      transcriptsRemoved: 0,
    });
    const after = await rowCounts(ctx.database);
    expect({ ...after, audit_events: 0, feed_imports: 0 }).toEqual({ ...before, audit_events: 0, feed_imports: 0 });
    expect(after.feed_imports).toBe(before.feed_imports + 1);
  });

  it('leaves a scheduled refresh that changed nothing out of the audit, but not one staff started', async () => {
    // A feed whose body changes with every fetch (a build date) while nothing in it does.
    const rebuilt = (stamp: string) => syntheticFeed().replace('<channel>', `<channel><lastBuildDate>${stamp}</lastBuildDate>`);
    const auditCount = async () => (await rowCounts(ctx.database)).audit_events;
    host.serve('/synthetic.xml', rebuilt('Mon, 02 Mar 2026 10:00:00 GMT'));
    const before = await rowCounts(ctx.database);
    const scheduled = await importFeed(deps(), { feedUrl: host.url('/synthetic.xml'), actor: SYSTEM_ACTOR });
    expect(scheduled.status).toBe('imported');
    expect(await auditCount()).toBe(before.audit_events);
    expect((await rowCounts(ctx.database)).feed_imports).toBe(before.feed_imports + 1);

    host.serve('/synthetic.xml', rebuilt('Mon, 02 Mar 2026 11:00:00 GMT'));
    await importFeed(deps(), { feedUrl: host.url('/synthetic.xml'), actor });
    expect(await auditCount()).toBe(before.audit_events + 1);
    // Back to the feed as the tests after this one know it.
    host.serve('/synthetic.xml', syntheticFeed());
    await importFeed(deps(), { feedUrl: host.url('/synthetic.xml'), actor });
  });

  it('records a byte-identical body as a clean import without parsing or writing it', async () => {
    // The same bytes under a new ETag: the podcast's bookkeeping follows the response, the data stays.
    host.serve('/synthetic.xml', syntheticFeed(), 'application/rss+xml', { etag: '"v1-again"' });
    const phases: string[] = [];
    const before = await rowCounts(ctx.database);
    const [{ feed_hash: hashBefore }] = (await ctx.database.query<{ feed_hash: string }>('select feed_hash from podcasts where id = $1', [
      podcastId,
    ])) as [{ feed_hash: string }];
    const result = await importFeed(deps(), { feedUrl: host.url('/synthetic.xml'), actor, onProgress: (p) => phases.push(p.phase) });
    expect(result).toMatchObject({ status: 'imported', created: false, podcastId });
    expect(Object.values(result.stats).every((n) => n === 0)).toBe(true);
    expect(phases).not.toContain('parsing');
    expect(phases).not.toContain('writing');

    const after = await rowCounts(ctx.database);
    expect({ ...after, audit_events: 0, feed_imports: 0 }).toEqual({ ...before, audit_events: 0, feed_imports: 0 });
    const { podcast } = await podcastRows(podcastId);
    expect(podcast).toMatchObject({ etag: '"v1-again"', status: 'active', last_error: null, feed_hash: hashBefore });
    const [latest] = await ctx.database.query<{ status: string }>(
      'select status from feed_imports where podcast_id = $1 order by id desc limit 1',
      [podcastId],
    );
    expect(latest!.status).toBe('succeeded');
    const audit = await ctx.database.query<{ action: string }>(
      `select action from audit_events where record_type = 'podcast' and record_id = $1 order by id desc limit 1`,
      [podcastId],
    );
    expect(audit).toEqual([{ action: 'podcast.imported' }]);
  });

  it('imports a body that differs by a single byte in full', async () => {
    const renamed = syntheticFeed().replace('<title>Synthetic Soundings</title>', '<title>Synthetic Soundingz</title>');
    expect(renamed).not.toBe(syntheticFeed());
    host.serve('/synthetic.xml', renamed, 'application/rss+xml', { etag: '"v1-renamed"' });
    const phases: string[] = [];
    const result = await importFeed(deps(), { feedUrl: host.url('/synthetic.xml'), actor, onProgress: (p) => phases.push(p.phase) });
    expect(phases).toContain('parsing');
    expect(result.status).toBe('imported');
    expect((await podcastRows(podcastId)).podcast.title).toBe('Synthetic Soundingz');

    // And back: the earlier body is no longer the one the data was written from, so it is read again.
    host.serve('/synthetic.xml', syntheticFeed(), 'application/rss+xml', { etag: '"v1"' });
    await importFeed(deps(), { feedUrl: host.url('/synthetic.xml'), actor });
    expect((await podcastRows(podcastId)).podcast.title).toBe('Synthetic Soundings');
  });

  it("writes the channel's values and people again after staff changed them, though the body is unchanged", async () => {
    await updatePodcast(ctx.database.db, actor, podcastId, { title: 'Retitled by staff' });
    await importFeed(deps(), { feedUrl: host.url('/synthetic.xml'), actor });
    expect((await podcastRows(podcastId)).podcast.title).toBe('Synthetic Soundings');

    const [ada] = await ctx.database.query<{ id: string; entity_id: string }>(
      `select l.id, l.entity_id from entity_links l join entities e on e.id = l.entity_id
        where l.podcast_id = $1 and l.source = 'feed' and e.name = 'Ada Example'`,
      [podcastId],
    );
    await deleteEntityLink(ctx.database.db, actor, ada!.entity_id, ada!.id);
    const result = await importFeed(deps(), { feedUrl: host.url('/synthetic.xml'), actor });
    expect(result.stats.personLinksAdded).toBe(1);
    const { links } = await podcastRows(podcastId);
    expect(links.filter((l) => l.podcast_id === podcastId && l.name === 'Ada Example')).toHaveLength(1);
  });

  it('takes a person named with the same profile link over http, or with a trailing slash, for the same person', async () => {
    const otherShow = `<?xml version="1.0"?>
<rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel><title>Another Show With Ada</title>
<podcast:person role="guest" href="http://synthetic.example/ada/">Ada Example</podcast:person>
<item><title>One</title><guid>ada-one</guid><enclosure url="http://127.0.0.1/one.mp3" type="audio/mpeg" length="1"/></item>
</channel></rss>`;
    host.serve('/another-show.xml', otherShow, 'application/rss+xml');
    const result = await importFeed(deps(), { feedUrl: host.url('/another-show.xml'), actor });
    expect(result.stats.peopleCreated).toBe(0);
    expect(await ctx.database.query(`select id from entities where lower(name) = 'ada example'`)).toHaveLength(1);
  });

  it("keeps a person staff renamed as the feed's person: the old name in the feed makes no new one", async () => {
    const feed = (notes: string) => `<?xml version="1.0"?>
<rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel><title>Becky's Show</title>
<podcast:person role="host">Becky Smith</podcast:person>
<item><title>One</title><guid>becky-one</guid><description>${notes}</description>
<podcast:person role="guest">Becky Smith</podcast:person>
<enclosure url="http://127.0.0.1/becky.mp3" type="audio/mpeg" length="1"/></item>
</channel></rss>`;
    host.serve('/becky.xml', feed('First notes'), 'application/rss+xml');
    const first = await importFeed(deps(), { feedUrl: host.url('/becky.xml'), actor });
    const [becky] = await ctx.database.query<{ id: string }>(`select id from entities where name = 'Becky Smith'`);
    await updateEntity(ctx.database.db, actor, becky!.id, { name: 'Becky Smyth' });

    // The episode changed, so its people are written again; the channel's always are.
    host.serve('/becky.xml', feed('Second notes'), 'application/rss+xml');
    const again = await importFeed(deps(), { feedUrl: host.url('/becky.xml'), actor });
    expect(again.stats.peopleCreated).toBe(0);
    expect(again.stats.personLinksRemoved).toBe(0);
    expect(await ctx.database.query(`select id from entities where lower(name) = 'becky smith'`)).toEqual([]);
    const { links } = await podcastRows(first.podcastId);
    expect(links.map((l) => [l.name, l.role])).toEqual(
      expect.arrayContaining([
        ['Becky Smyth', 'host'],
        ['Becky Smyth', 'guest'],
      ]),
    );
    expect(links).toHaveLength(2);
  });

  it('links a person who is here twice under one name and profile link to the older of the two, every time', async () => {
    const { db } = ctx.database;
    const [older, newer] = await db
      .insert(entities)
      .values([
        { kind: 'person', name: 'Twice Here', href: 'https://twice.example/', createdAt: new Date('2030-01-01T00:00:00Z') },
        { kind: 'person', name: 'Twice Here', href: 'https://twice.example/', createdAt: new Date('2030-01-02T00:00:00Z') },
      ])
      .returning({ id: entities.id });
    host.serve(
      '/twice.xml',
      `<?xml version="1.0"?><rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel><title>Twice</title>
<podcast:person href="https://twice.example/">Twice Here</podcast:person>
<item><title>One</title><guid>twice-one</guid><enclosure url="http://127.0.0.1/t.mp3" type="audio/mpeg" length="1"/></item></channel></rss>`,
      'application/rss+xml',
    );
    const result = await importFeed(deps(), { feedUrl: host.url('/twice.xml'), actor });
    const links = await ctx.database.query<{ entity_id: string }>('select entity_id from entity_links where podcast_id = $1', [
      result.podcastId,
    ]);
    expect(links.map((l) => l.entity_id)).toEqual([older!.id]);
    expect(newer!.id).not.toBe(older!.id);
  });

  it("counts a change of the channel's own details as a change, and a re-import of the same as none", async () => {
    const feed = (description: string) => `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Details Show</title><description>${description}</description>
<item><title>One</title><guid>details-one</guid><enclosure url="http://127.0.0.1/d.mp3" type="audio/mpeg" length="1"/></item>
</channel></rss>`;
    host.serve('/details.xml', feed('First words'), 'application/rss+xml');
    expect((await importFeed(deps(), { feedUrl: host.url('/details.xml'), actor })).stats.podcastUpdated).toBe(0);
    host.serve('/details.xml', feed('Other words'), 'application/rss+xml');
    const changed = await importFeed(deps(), { feedUrl: host.url('/details.xml'), actor });
    expect(changed.stats).toMatchObject({ podcastUpdated: 1, episodesUpdated: 0 });
    // The same channel again, in another body (an episode's details changed): no change of the podcast's.
    host.serve('/details.xml', feed('Other words').replace('<title>One</title>', '<title>One, renamed</title>'), 'application/rss+xml');
    expect((await importFeed(deps(), { feedUrl: host.url('/details.xml'), actor })).stats).toMatchObject({
      podcastUpdated: 0,
      episodesUpdated: 1,
    });
  });

  it('answers not_modified to a conditional refresh the host answers with 304', async () => {
    const before = await rowCounts(ctx.database);
    const result = await refreshPodcast(deps(), podcastId, actor);
    expect(result.status).toBe('not_modified');
    const after = await rowCounts(ctx.database);
    expect(after.episodes).toBe(before.episodes);
    const [latest] = await ctx.database.query<{ status: string }>(
      'select status from feed_imports where podcast_id = $1 order by id desc limit 1',
      [podcastId],
    );
    expect(latest!.status).toBe('not_modified');
  });

  it('hides a soundbite that disappeared from the feed and keeps its row; staff links survive', async () => {
    const [staffEntity] = await ctx.database.query<{ id: string }>(
      `insert into entities (kind, name, created_by) values ('topic', 'Staff topic', 'staff-uid') returning id`,
    );
    await ctx.database.query(
      `insert into entity_links (entity_id, podcast_id, role, "group", source) values ($1, $2, 'topic', 'topic', 'staff')`,
      [staffEntity!.id, podcastId],
    );
    const withoutDecimal = syntheticFeed()
      .replace('<podcast:soundbite startTime="12.345" duration="30.125">The decimal moment</podcast:soundbite>', '')
      .replace('<podcast:person role="guest" href="https://synthetic.example/linus">Linus Placeholder</podcast:person>', '');
    host.serve('/synthetic.xml', withoutDecimal, 'application/rss+xml', { etag: '"v2"' });
    const before = await rowCounts(ctx.database);
    const result = await importFeed(deps(), { feedUrl: host.url('/synthetic.xml'), actor });
    expect(result.stats.soundbitesHidden).toBe(1);
    expect(result.stats.personLinksRemoved).toBe(1);
    const after = await rowCounts(ctx.database);
    expect(after.soundbites).toBe(before.soundbites);

    const [gone] = await ctx.database.query<{ id: string; status: string }>(
      `select s.id, s.status from soundbites s join episodes e on e.id = s.episode_id
        where e.podcast_id = $1 and s.feed_key = '12.345:30.125'`,
      [podcastId],
    );
    expect(gone!.status).toBe('hidden');
    const audit = await ctx.database.query(`select action from audit_events where record_type = 'soundbite' and record_id = $1`, [
      gone!.id,
    ]);
    expect(audit).toEqual([{ action: 'soundbite.hidden' }]);
    const staffLinks = await ctx.database.query(`select id from entity_links where source = 'staff' and podcast_id = $1`, [podcastId]);
    expect(staffLinks).toHaveLength(1);
  });

  it('updates exactly the episodes whose details changed', async () => {
    const edited = syntheticFeed()
      .replace('The first one.', 'The first one, with corrected notes.')
      .replace('<itunes:duration>00:05:00</itunes:duration>', '<itunes:duration>00:05:01</itunes:duration>');
    host.serve('/synthetic.xml', edited, 'application/rss+xml', { etag: '"v2b"' });
    const result = await importFeed(deps(), { feedUrl: host.url('/synthetic.xml'), actor });
    expect(result.stats).toMatchObject({ episodesCreated: 0, episodesUpdated: 2 });
    const rows = await ctx.database.query<{ guid: string; description: string; duration_seconds: number }>(
      'select guid, description, duration_seconds from episodes where podcast_id = $1',
      [podcastId],
    );
    expect(rows.find((r) => r.guid === 'synthetic-ep-1')!.description).toBe('The first one, with corrected notes.');
    expect(rows.find((r) => r.guid === 'https://synthetic.example/audio/ep2.mp3')!.duration_seconds).toBe(301);
  });

  it('leaves a hidden soundbite hidden when it comes back, without duplicating it', async () => {
    host.serve('/synthetic.xml', syntheticFeed(), 'application/rss+xml', { etag: '"v3"' });
    const before = await rowCounts(ctx.database);
    const result = await importFeed(deps(), { feedUrl: host.url('/synthetic.xml'), actor });
    expect(result.stats).toMatchObject({ soundbitesCreated: 0, soundbitesHidden: 0 });
    expect((await rowCounts(ctx.database)).soundbites).toBe(before.soundbites);
    const [back] = await ctx.database.query<{ status: string }>(
      `select s.status from soundbites s join episodes e on e.id = s.episode_id
        where e.podcast_id = $1 and s.feed_key = '12.345:30.125'`,
      [podcastId],
    );
    expect(back!.status).toBe('hidden');
  });
});

/** What a feed declares, counted straight from its XML, independent of the parser. */
function expectedFromXml(xml: string) {
  const channelPart = xml.split(/<item[\s>]/)[0]!;
  const items = [...xml.matchAll(/<item[\s>][\s\S]*?<\/item>/g)].map((m) => m[0]);
  const namedPeople = (part: string) =>
    new Set(
      [...part.matchAll(/<podcast:person\b([^>]*)>([^<]*)<\/podcast:person>/g)]
        .filter((m) => m[2]!.trim() !== '')
        .map(
          (m) =>
            `${m[2]!.trim().toLowerCase()}|${/href="([^"]*)"/.exec(m[1]!)?.[1] ?? ''}|${/role="([^"]*)"/.exec(m[1]!)?.[1]?.toLowerCase() ?? 'host'}|${/group="([^"]*)"/.exec(m[1]!)?.[1]?.toLowerCase() ?? 'cast'}`,
        ),
    ).size;
  const withEnclosure = items.filter((i) => /<enclosure\b[^>]*url="/.test(i));
  return {
    episodes: withEnclosure.length,
    podcastLinks: namedPeople(channelPart),
    episodeLinks: withEnclosure.reduce((n, i) => n + namedPeople(i), 0),
    transcripts: withEnclosure.reduce(
      (n, i) => n + new Set([...i.matchAll(/<podcast:transcript\b[^>]*url="([^"]+)"/g)].map((m) => m[1])).size,
      0,
    ),
    soundbites: withEnclosure.reduce((n, i) => n + (i.match(/<podcast:soundbite\b[^>]*startTime=/g) ?? []).length, 0),
  };
}

const sharedFeeds = path.join(SHARED_FIXTURES_DIR, 'feeds');
describe.runIf(fs.existsSync(sharedFeeds))('importing each shared fixture feed', () => {
  const feeds = fs.existsSync(sharedFeeds) ? fs.readdirSync(sharedFeeds).filter((f) => f.endsWith('.xml')) : [];
  const sharedTranscript = (ext: string) => `/shared/transcripts/example.${ext}`;

  beforeAll(() => {
    const dir = path.join(SHARED_FIXTURES_DIR, 'transcripts');
    for (const ext of ['srt', 'vtt', 'json', 'html']) {
      host.serve(sharedTranscript(ext), fs.readFileSync(path.join(dir, `example.${ext}`)), 'text/plain; charset=utf-8');
    }
    host.serve('/shared/transcripts/example.txt', 'A plain transcript without timing.', 'text/plain');
    host.serve(
      '/shared/chapters/example.json',
      fs.readFileSync(path.join(SHARED_FIXTURES_DIR, 'chapters', 'example.json')),
      'application/json',
    );
  });

  /**
   * Remote transcript and chapter hosts are unreachable in tests: point them at the local host. A
   * feed naming its new address names it as its own at its real address: here, the local one.
   */
  function localised(xml: string, url: string) {
    return xml
      .replace(/(<itunes:new-feed-url>)[^<]*/g, `$1${url}`)
      .replace(/(<podcast:transcript\b[^>]*?url=")([^"]+)("[^>]*>)/g, (_whole, pre: string, url: string, post: string) => {
        const ext = /\.(srt|vtt|json|html|txt)(\?|$)/i.exec(url)?.[1]?.toLowerCase() ?? 'srt';
        return `${pre}${host.origin}/shared/transcripts/example.${ext}${post}`;
      })
      .replace(/(<podcast:chapters\b[^>]*?url=")([^"]+)(")/g, `$1${host.origin}/shared/chapters/example.json$3`);
  }

  for (const file of feeds) {
    // Real feeds import twice here and fetch transcripts: generous on a busy machine.
    it(`imports ${file} with counts matching the XML, or refuses it cleanly`, { timeout: 120_000 }, async () => {
      const url = host.url(`/shared/${file}`);
      const xml = localised(fs.readFileSync(path.join(sharedFeeds, file), 'utf8'), url);
      host.serve(`/shared/${file}`, xml, 'application/rss+xml; charset=utf-8');
      const before = await rowCounts(ctx.database);
      if (!/<rss[\s>]/.test(xml)) {
        await expect(importFeed(deps(), { feedUrl: url, actor })).rejects.toMatchObject({ code: 'feed_invalid', status: 422 });
        const after = await rowCounts(ctx.database);
        expect({ ...after, feed_imports: 0 }).toEqual({ ...before, feed_imports: 0 });
        return;
      }
      const result = await importFeed(deps(), { feedUrl: url, actor });
      const expected = expectedFromXml(xml);
      const rows = await podcastRows(result.podcastId);
      expect(rows.episodes).toHaveLength(expected.episodes);
      expect(rows.transcripts).toHaveLength(expected.transcripts);
      expect(rows.soundbites.length + result.stats.soundbitesSkipped).toBe(expected.soundbites);
      expect(rows.links.filter((l) => l.podcast_id)).toHaveLength(expected.podcastLinks);
      expect(rows.links.filter((l) => l.episode_id)).toHaveLength(expected.episodeLinks);
      // An author given as RSS's "address (name)" is stored as the name.
      expect((rows.podcast.author as string | null) ?? '').not.toMatch(/@\S*\s*\(|\(\s*\S+@/);

      const fetched = await ctx.database.query<{ mime_type: string; segments: number }>(
        `select t.mime_type, (select count(*)::int from transcript_segments s where s.transcript_id = t.id) as segments
           from transcripts t join episodes e on e.id = t.episode_id where e.podcast_id = $1 and t.status = 'fetched'`,
        [result.podcastId],
      );
      for (const t of fetched) {
        const ext = { 'application/srt': 'srt', 'text/vtt': 'vtt', 'application/json': 'json', 'text/html': 'html' }[t.mime_type]!;
        const source = fs.readFileSync(path.join(SHARED_FIXTURES_DIR, 'transcripts', `example.${ext}`), 'utf8');
        const expectedSegments =
          ext === 'json'
            ? (source.match(/"body"/g) ?? []).length
            : ext === 'html'
              ? (source.match(/<time>/g) ?? []).length
              : (source.match(/-->/g) ?? []).length;
        expect(t.segments).toBe(expectedSegments);
      }
      if (/<podcast:transcript\b[^>]*type="(application\/(x-)?srt|text\/vtt|application\/json)"/.test(xml)) {
        expect(fetched.length).toBeGreaterThan(0);
      }

      const again = await rowCounts(ctx.database);
      await importFeed(deps(), { feedUrl: url, actor });
      const afterReimport = await rowCounts(ctx.database);
      expect({ ...afterReimport, audit_events: 0, feed_imports: 0, transcript_segments: 0 }).toEqual({
        ...again,
        audit_events: 0,
        feed_imports: 0,
        transcript_segments: 0,
      });
    });
  }

  it('parses each shared transcript format into as many segments as the file has cues', { timeout: 120_000 }, async () => {
    const items = (['srt', 'vtt', 'json', 'html'] as const)
      .map(
        (ext) => `<item><title>${ext}</title><guid>shared-${ext}</guid>
          <enclosure url="https://synthetic.example/${ext}.mp3" length="1" type="audio/mpeg"/>
          <podcast:transcript url="${host.origin}${sharedTranscript(ext)}" type="${{ srt: 'application/srt', vtt: 'text/vtt', json: 'application/json', html: 'text/html' }[ext]}"/></item>`,
      )
      .join('');
    const url = host.serve(
      '/shared-transcripts.xml',
      `<?xml version="1.0"?><rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel><title>Transcripts</title>${items}</channel></rss>`,
    );
    const result = await importFeed(deps(), { feedUrl: url, actor });
    expect(result.transcripts).toMatchObject({ fetched: 4, failed: 0 });
    const rows = await ctx.database.query<{ guid: string; segments: number }>(
      `select e.guid, (select count(*)::int from transcript_segments s where s.transcript_id = t.id) as segments
         from transcripts t join episodes e on e.id = t.episode_id where e.podcast_id = $1`,
      [result.podcastId],
    );
    const dir = path.join(SHARED_FIXTURES_DIR, 'transcripts');
    const read = (ext: string) => fs.readFileSync(path.join(dir, `example.${ext}`), 'utf8');
    const expected: Record<string, number> = {
      'shared-srt': (read('srt').match(/-->/g) ?? []).length,
      'shared-vtt': (read('vtt').match(/-->/g) ?? []).length,
      'shared-json': (read('json').match(/"body"/g) ?? []).length,
      'shared-html': (read('html').match(/<time>/g) ?? []).length,
    };
    expect(Object.fromEntries(rows.map((r) => [r.guid, r.segments]))).toEqual(expected);
  });
});
