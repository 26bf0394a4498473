import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createVisitors, type TestContext } from '../../../test/support/context.js';
import { bearer } from '../../../test/support/identity.js';
import { entities, entityLinks, episodes, podcasts, soundbites, transcripts, transcriptSegments } from '../../db/schema.js';
import { CANDIDATES_PER_KIND, type SearchResult } from './search.service.js';

let ctx: TestContext;
let staffHeaders: Record<string, string>;
let listenerHeaders: Record<string, string>;
const ids = {
  gardeningShow: '',
  kitchenShow: '',
  beginnersEpisode: '',
  breadEpisode: '',
  podcastingEpisode: '',
  adamCurry: '',
  misspeltDuplicate: '',
};

beforeAll(async () => {
  ctx = await createTestContext();
  const visitors = await createVisitors();
  staffHeaders = bearer(visitors.staff.idToken);
  listenerHeaders = bearer(visitors.listener.idToken);
  const { db } = ctx.database;

  const [gardeningShow, kitchenShow] = await db
    .insert(podcasts)
    .values([
      {
        feedUrl: 'https://feeds.test/gardening.xml',
        title: 'Quantum Gardening Weekly',
        author: 'Adam Curry',
        description: '<p>Plants &amp; physics, every week.</p>',
      },
      {
        feedUrl: 'https://feeds.test/kitchen.xml',
        title: 'Kitchen Table Talk',
        author: 'Dave Jones',
        description: '<p>Cooking, and sometimes <b>quantum</b> gardening &amp; other tangents.</p>',
      },
    ])
    .returning({ id: podcasts.id });
  ids.gardeningShow = gardeningShow!.id;
  ids.kitchenShow = kitchenShow!.id;

  const [beginners, bread, podcasting] = await db
    .insert(episodes)
    .values([
      { podcastId: ids.gardeningShow, guid: 'g-1', title: 'Quantum gardening for beginners', description: '<p>Soil basics.</p>' },
      {
        podcastId: ids.kitchenShow,
        guid: 'k-1',
        title: 'Bread and butter',
        description: '<p>A long wander through sourdough starters, butter churning, and eventually quantum gardening.</p>',
      },
      { podcastId: ids.gardeningShow, guid: 'g-2', title: 'The podcasting revolution', description: '<p>How shows went independent.</p>' },
    ])
    .returning({ id: episodes.id });
  ids.beginnersEpisode = beginners!.id;
  ids.breadEpisode = bread!.id;
  ids.podcastingEpisode = podcasting!.id;

  await db.insert(soundbites).values([
    {
      id: 'sbCompost01',
      episodeId: ids.beginnersEpisode,
      startSeconds: 42,
      durationSeconds: 20,
      title: 'Why compost matters',
      source: 'feed',
      status: 'published',
    },
    {
      id: 'sbSourdo01',
      episodeId: ids.breadEpisode,
      startSeconds: 0,
      durationSeconds: 15.5,
      title: 'A <b>quantum</b> leap in sourdough',
      source: 'staff',
    },
    { id: 'sbUntitled', episodeId: ids.podcastingEpisode, startSeconds: 10.25, durationSeconds: 30, title: '', source: 'feed' },
  ]);

  const [transcript] = await db
    .insert(transcripts)
    .values({ episodeId: ids.beginnersEpisode, url: 'https://feeds.test/g-1.vtt', mimeType: 'text/vtt', status: 'fetched' })
    .returning({ id: transcripts.id });
  await db.insert(transcriptSegments).values([
    {
      transcriptId: transcript!.id,
      episodeId: ids.beginnersEpisode,
      position: 0,
      startSeconds: 0,
      endSeconds: 12.5,
      speaker: 'Adam Curry',
      body: 'Welcome back to the show.',
    },
    {
      transcriptId: transcript!.id,
      episodeId: ids.beginnersEpisode,
      position: 1,
      startSeconds: 12.5,
      endSeconds: 19.75,
      speaker: 'Dave Jones',
      body: "Tomatoes <script>alert('x')</script> & peppers love light.",
    },
    {
      transcriptId: transcript!.id,
      episodeId: ids.beginnersEpisode,
      position: 2,
      startSeconds: 19.75,
      endSeconds: 30,
      speaker: null,
      body: 'Now for the weather.',
    },
  ]);

  const [adam] = await db
    .insert(entities)
    .values([
      { kind: 'person', name: 'Adam Curry' },
      { kind: 'person', name: 'Dave Jones' },
      { kind: 'organization', name: 'Podcast Index' },
    ])
    .returning({ id: entities.id });
  ids.adamCurry = adam!.id;
  const [duplicate] = await db
    .insert(entities)
    .values({ kind: 'person', name: 'Adam Curry', mergedIntoId: ids.adamCurry })
    .returning({ id: entities.id });
  ids.misspeltDuplicate = duplicate!.id;

  // Many lines sharing one word, to show that only a bounded set is ranked and counted.
  await ctx.database.query(
    `INSERT INTO transcript_segments (transcript_id, episode_id, position, start_seconds, end_seconds, body)
     SELECT $1, $2, 100 + n, 100 + n, 101 + n, 'chorus line number ' || n FROM generate_series(1, $3::int) AS n`,
    [transcript!.id, ids.beginnersEpisode, CANDIDATES_PER_KIND + 50],
  );
});
afterAll(() => ctx?.close());

async function search(params: Record<string, string>, headers = staffHeaders) {
  const res = await ctx.app.request(`/api/ops/search?${new URLSearchParams(params).toString()}`, { headers });
  return {
    status: res.status,
    body: (await res.json()) as SearchResult & { error?: { code: string; details?: Array<{ field: string }> } },
  };
}

function group(result: SearchResult, kind: string) {
  const found = result.groups.find((g) => g.kind === kind);
  if (!found) throw new Error(`no ${kind} group in ${JSON.stringify(result.groups.map((g) => g.kind))}`);
  return found;
}

describe('GET /api/ops/search', () => {
  it('is for staff only', async () => {
    expect((await search({ q: 'quantum' }, {})).status).toBe(401);
    expect((await search({ q: 'quantum' }, listenerHeaders)).status).toBe(403);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string }> } }>;
      components: { schemas: Record<string, unknown> };
    };
    const parameters = doc.paths['/api/ops/search']?.get?.parameters?.map((p) => p.name);
    expect(parameters).toEqual(expect.arrayContaining(['q', 'kinds', 'limit']));
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['SearchResult', 'SearchGroup', 'SearchHit']));
  });

  it('answers one group per kind, in a fixed order, with the ids needed to link each hit', async () => {
    const { status, body } = await search({ q: 'quantum' });
    expect(status).toBe(200);
    expect(body.query).toBe('quantum');
    expect(body.groups.map((g) => g.kind)).toEqual(['podcast', 'episode', 'soundbite', 'segment', 'entity']);
    expect(
      group(body, 'podcast')
        .items.map((i) => i.podcastId)
        .sort(),
    ).toEqual([ids.gardeningShow, ids.kitchenShow].sort());
    expect(group(body, 'episode').total).toBe(2);
    const sourdough = group(body, 'soundbite').items.find((i) => i.id === 'sbSourdo01');
    expect(sourdough).toMatchObject({
      soundbiteId: 'sbSourdo01',
      episodeId: ids.breadEpisode,
      podcastId: ids.kitchenShow,
      startSeconds: 0,
      endSeconds: 15.5,
      status: 'draft',
    });
    expect(group(body, 'segment').items).toEqual([]);
    expect(group(body, 'entity')).toMatchObject({ total: 0, hasMore: false, items: [] });
  });

  it('ranks an exact title hit above a description hit', async () => {
    const { body } = await search({ q: 'quantum gardening', kinds: 'podcast,episode' });
    expect(group(body, 'episode').items.map((i) => i.id)).toEqual([ids.beginnersEpisode, ids.breadEpisode]);
    expect(group(body, 'podcast').items.map((i) => i.id)).toEqual([ids.gardeningShow, ids.kitchenShow]);
    const [first, second] = group(body, 'episode').items;
    expect(first!.score).toBeGreaterThan(second!.score);
  });

  it('finds transcript lines with their start time, and speakers by name', async () => {
    const { body } = await search({ q: 'tomatoes', kinds: 'segment' });
    expect(group(body, 'segment').items).toEqual([
      expect.objectContaining({
        title: 'Quantum gardening for beginners',
        episodeId: ids.beginnersEpisode,
        podcastId: ids.gardeningShow,
        startSeconds: 12.5,
        endSeconds: 19.75,
        speaker: 'Dave Jones',
      }),
    ]);
    const bySpeaker = await search({ q: 'dave jones', kinds: 'segment' });
    expect(group(bySpeaker.body, 'segment').items.map((i) => i.startSeconds)).toEqual([12.5]);
    // Found by its speaker, the line still reads as what was said; the speaker is its own field.
    expect(group(bySpeaker.body, 'segment').items[0]!.snippet).toBe(
      'Tomatoes &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; peppers love light.',
    );
  });

  it('highlights matching words and escapes everything else', async () => {
    const { body } = await search({ q: 'tomatoes', kinds: 'segment' });
    const snippet = group(body, 'segment').items[0]!.snippet;
    expect(snippet).toBe('<mark>Tomatoes</mark> &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; peppers love light.');

    const described = await search({ q: 'tangents', kinds: 'podcast' });
    expect(group(described.body, 'podcast').items[0]!.snippet).toBe(
      'Cooking, and sometimes quantum gardening &amp; other <mark>tangents</mark>.',
    );

    const titled = await search({ q: 'sourdough leap', kinds: 'soundbite' });
    expect(group(titled.body, 'soundbite').items[0]).toMatchObject({
      title: 'A <b>quantum</b> leap in sourdough',
      snippet: 'A &lt;b&gt;quantum&lt;/b&gt; <mark>leap</mark> in <mark>sourdough</mark>',
    });
  });

  it('finds soundbites through their episode title, and names untitled ones as every page does, apart from the episode', async () => {
    const { body } = await search({ q: 'podcasting', kinds: 'soundbite' });
    expect(group(body, 'soundbite').items).toEqual([
      expect.objectContaining({
        id: 'sbUntitled',
        title: 'Untitled moment from The podcasting revolution',
        snippet: 'The <mark>podcasting</mark> revolution',
        startSeconds: 10.25,
        episodeId: ids.podcastingEpisode,
      }),
    ]);
  });

  it('leaves a word it knows as it is, though few things say it: no look-alike words, no "did you mean"', async () => {
    const { db } = ctx.database;
    const [hooked] = await db
      .insert(episodes)
      .values([
        { podcastId: ids.gardeningShow, guid: 'g-hooked', title: 'Hooked', description: null },
        { podcastId: ids.gardeningShow, guid: 'g-hooker', title: 'Hooker', description: null },
      ])
      .returning({ id: episodes.id });
    try {
      const { body } = await search({ q: 'hooked', kinds: 'episode' });
      expect(body.corrections).toEqual([]);
      expect(group(body, 'episode').items.map((hit) => hit.id)).toEqual([hooked!.id]);
      // Typed wrong, the same word is still found through its look-alikes.
      const misspelt = await search({ q: 'hookd', kinds: 'episode' });
      expect(misspelt.body.corrections).toEqual([{ word: 'hookd', alternatives: expect.arrayContaining(['hooked']) }]);
    } finally {
      await db.delete(episodes).where(inArray(episodes.guid, ['g-hooked', 'g-hooker']));
    }
  });

  it('tolerates typos', async () => {
    const misspelt = await search({ q: 'podcsting' });
    expect(misspelt.status).toBe(200);
    expect(misspelt.body.corrections).toEqual([{ word: 'podcsting', alternatives: expect.arrayContaining(['podcasting']) }]);
    expect(group(misspelt.body, 'episode').items[0]).toMatchObject({
      id: ids.podcastingEpisode,
      snippet: expect.stringContaining('<mark>podcasting</mark>'),
    });

    const name = await search({ q: 'Adm Curry', kinds: 'entity' });
    const people = group(name.body, 'entity').items;
    expect(people[0]).toMatchObject({
      id: ids.adamCurry,
      title: 'Adam Curry',
      entityKind: 'person',
      snippet: '<mark>Adam</mark> <mark>Curry</mark>',
    });
    // A duplicate merged into another entity is not shown.
    expect(people.map((p) => p.id)).not.toContain(ids.misspeltDuplicate);
  });

  it('finds a word typed halfway by the words it starts, shortest first', async () => {
    const started = await search({ q: 'podc' });
    expect(started.status).toBe(200);
    expect(started.body.corrections).toEqual([{ word: 'podc', alternatives: ['podcast', 'podcasting'] }]);
    expect(group(started.body, 'entity').items[0]).toMatchObject({ title: 'Podcast Index', snippet: '<mark>Podcast</mark> Index' });
    expect(group(started.body, 'episode').items[0]).toMatchObject({
      id: ids.podcastingEpisode,
      snippet: expect.stringContaining('<mark>podcasting</mark>'),
    });

    // With another word, as typed: "gard" for a podcast about gardening.
    const both = await search({ q: 'quantum gard', kinds: 'podcast' });
    expect(group(both.body, 'podcast').items.map((hit) => hit.id)).toContain(ids.gardeningShow);

    // Too little to go on: two letters start too many words to choose from.
    const short = await search({ q: 'qu', kinds: 'podcast' });
    expect(short.body.corrections.flatMap((c) => c.alternatives)).not.toContain('quantum');
  });

  it('widens a number to the numbers it starts, never to look-alike numbers or paths', async () => {
    const { db } = ctx.database;
    const made = await db
      .insert(episodes)
      .values(
        ['Rehearsal 10', 'Rehearsal 12', 'Rehearsal 21', 'Rehearsal 01'].map((title, i) => ({
          podcastId: ids.kitchenShow,
          guid: `rehearsal-${i}`,
          title,
          // Paths in one's notes put "/11" and "/rehearsals" in the search dictionary.
          description: title === 'Rehearsal 21' ? '<p>Notes at /11 and /rehearsals.</p>' : '<p>Notes.</p>',
        })),
      )
      .returning({ id: episodes.id, title: episodes.title });
    try {
      const { body } = await search({ q: 'rehearsal 1', kinds: 'episode' });
      expect(body.corrections).toEqual([]);
      const found = group(body, 'episode').items;
      // Ranked the same, they come in the order of their titles.
      expect(found.map((hit) => hit.title)).toEqual(['Rehearsal 10', 'Rehearsal 12']);
      expect(found.find((hit) => hit.title === 'Rehearsal 12')?.snippet).toBe('<mark>Rehearsal</mark> <mark>12</mark>');

      // A word typed wrong is offered words, not paths.
      const misspelt = await search({ q: 'rehearsl 11', kinds: 'episode' });
      expect(misspelt.body.corrections).toEqual([{ word: 'rehearsl', alternatives: expect.arrayContaining(['rehearsal']) }]);
      expect(misspelt.body.corrections.flatMap((c) => c.alternatives).filter((term) => /^\W/.test(term))).toEqual([]);
    } finally {
      await db.delete(episodes).where(
        inArray(
          episodes.id,
          made.map((row) => row.id),
        ),
      );
    }
  });

  it('does not widen a query whose exact words already find enough', async () => {
    const { body } = await search({ q: 'quantum' });
    expect(body.corrections).toEqual([]);
  });

  it('searches only the kinds asked for', async () => {
    const { body } = await search({ q: 'adam curry', kinds: 'entity,segment' });
    expect(body.groups.map((g) => g.kind)).toEqual(['segment', 'entity']);
    expect(group(body, 'segment').items.map((i) => i.startSeconds)).toEqual([0]);
    expect(group(body, 'entity').items.map((i) => i.id)).toEqual([ids.adamCurry]);
  });

  it('names the podcast of each hit, and tells namesakes apart by the podcasts they are linked with', async () => {
    const { db } = ctx.database;
    const namesakes = await db
      .insert(entities)
      .values([
        { kind: 'person', name: 'Rosa Namesake' },
        { kind: 'person', name: 'Rosa Namesake' },
      ])
      .returning({ id: entities.id });
    const [inKitchen, inGardening] = namesakes.map((n) => n.id) as [string, string];
    await db.insert(entityLinks).values([
      { entityId: inKitchen, podcastId: ids.kitchenShow, role: 'host', source: 'staff' },
      // Through an episode and a soundbite: the podcast is named once.
      { entityId: inGardening, episodeId: ids.podcastingEpisode, role: 'guest', source: 'staff' },
      { entityId: inGardening, soundbiteId: 'sbCompost01', role: 'guest', source: 'staff' },
      { entityId: inGardening, podcastId: ids.kitchenShow, role: 'guest', source: 'staff' },
    ]);
    try {
      const people = group((await search({ q: 'rosa namesake', kinds: 'entity' })).body, 'entity').items;
      expect(people.find((p) => p.id === inKitchen)).toMatchObject({
        podcastTitles: ['Kitchen Table Talk'],
        podcastCount: 1,
        linkCount: 1,
        href: null,
      });
      expect(people.find((p) => p.id === inGardening)).toMatchObject({
        podcastTitles: ['Kitchen Table Talk', 'Quantum Gardening Weekly'],
        podcastCount: 2,
        linkCount: 3,
      });

      const { body } = await search({ q: 'quantum' });
      expect(group(body, 'episode').items.find((i) => i.id === ids.breadEpisode)).toMatchObject({ podcastTitle: 'Kitchen Table Talk' });
      expect(group(body, 'soundbite').items.find((i) => i.id === 'sbSourdo01')).toMatchObject({ podcastTitle: 'Kitchen Table Talk' });
      const line = group((await search({ q: 'weather', kinds: 'segment' })).body, 'segment').items[0];
      expect(line).toMatchObject({ podcastTitle: 'Quantum Gardening Weekly' });
    } finally {
      await db.delete(entities).where(inArray(entities.id, [inKitchen, inGardening]));
    }
  });

  it('ranks and counts a bounded set when a word matches many rows', async () => {
    const { body } = await search({ q: 'chorus', kinds: 'segment', limit: '7' });
    const segments = group(body, 'segment');
    expect(segments.items).toHaveLength(7);
    expect(segments.total).toBeUndefined();
    expect(segments.hasMore).toBe(true);
    expect(segments.items[0]!.snippet).toMatch(/^<mark>chorus<\/mark> line number \d+$/);
  });

  it('treats query syntax characters as plain text', async () => {
    for (const q of ["o'brien & (tomatoes | !peppers):* <->", 'back\\slash \'quote\' "double"', 'TOMATOES!!!']) {
      const { status, body } = await search({ q, kinds: 'segment' });
      expect(status, q).toBe(200);
      expect(body.query).toBe(q);
    }
    const shouted = await search({ q: 'TOMATOES!!!', kinds: 'segment' });
    expect(group(shouted.body, 'segment').items.map((i) => i.startSeconds)).toEqual([12.5]);
  });

  it('indexes the first 1,000 characters of a description, tags included', async () => {
    // 'marmaladequest' ends within the first 1,000 characters of the stored HTML; 'xylophonic' starts right after them.
    const description = `${`<p>${'filler '.repeat(137)}marmaladequest`.padEnd(1000, ' ')}xylophonic</p>`;
    expect(description.indexOf('marmaladequest') + 'marmaladequest'.length).toBeLessThan(1000);
    expect(description.indexOf('xylophonic')).toBe(1000);
    await ctx.database.db.insert(episodes).values({ podcastId: ids.gardeningShow, guid: 'g-long-notes', title: 'Long notes', description });
    const early = await search({ q: 'marmaladequest', kinds: 'episode' });
    expect(group(early.body, 'episode').items.map((i) => i.title)).toEqual(['Long notes']);
    const late = await search({ q: 'xylophonic', kinds: 'episode' });
    expect(group(late.body, 'episode').items).toEqual([]);
  });

  it('rejects an empty, blank, wordless or too long query and unknown kinds, naming the field', async () => {
    const queries: Array<Record<string, string>> = [{}, { q: '' }, { q: '   ' }, { q: '!!! ???' }, { q: 'a'.repeat(201) }];
    for (const params of queries) {
      const { status, body } = await search(params);
      expect(status, JSON.stringify(params)).toBe(400);
      expect(body.error!.details!.map((d) => d.field)).toContain('q');
    }
    const badKinds = await search({ q: 'quantum', kinds: 'podcast,songs' });
    expect(badKinds.status).toBe(400);
    expect(badKinds.body.error!.details!.map((d) => d.field)).toEqual(['kinds']);
    const badLimit = await search({ q: 'quantum', limit: '500' });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.error!.details!.map((d) => d.field)).toEqual(['limit']);
  });
});
