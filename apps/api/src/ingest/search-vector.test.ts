import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes } from '../db/schema.js';
import { insertEpisode, insertPodcast } from '../../test/support/catalog.js';
import { createTestContext, type TestContext } from '../../test/support/context.js';
import { FIXTURES_DIR, SHARED_FIXTURES_DIR, xmlFilesIn } from '../../test/support/fixture-server.js';
import { seededRandom } from '../../test/support/random.js';
import { readFeed } from './parse-feed.js';
import { sampleFeed } from './sample-feed.js';
import { EPISODE_SEARCH_VECTOR } from './episode-rows.js';
import { episodeSearch, simpleWords } from './search-vector.js';
import { storableJson } from './storable-json.js';

/** The stored vector's expression (migration 0016), as the database computes it. */
const DATABASE_VECTOR = `setweight(to_tsvector('simple', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('simple', left(coalesce(description, ''), 1000)), 'C')`;

describe('simpleWords', () => {
  it('reads words and numbers, lowercased, across the punctuation that always separates', () => {
    expect(simpleWords('Hello, World! (Part 2) "quoted" [x]*; why?')).toEqual(['hello', 'world', 'part', '2', 'quoted', 'x', 'why']);
  });

  it('reads a period, colon or apostrophe as a blank only where no host, number, URL or time can start', () => {
    expect(simpleWords("Episode 12: we're done. Really.")).toEqual(['episode', '12', 'we', 're', 'done', 'really']);
    for (const text of ['a.b', 'version 1.5.2', '10:30', 'http://x', 'e.g. this', '3.14x']) expect(simpleWords(text)).toBeNull();
    expect(simpleWords('Podcasting 2.0. More...')).toEqual(['podcasting', '2.0', 'more']);
    expect(simpleWords('Episode 5 - well-known up-to-date')).toEqual([
      'episode',
      '5',
      'well-known',
      'well',
      'known',
      'up-to-date',
      'up',
      'to',
      'date',
    ]);
  });

  it('skips the tags and entities the show notes sanitizer writes, and a bare ampersand in a title', () => {
    const notes =
      '<p>Tom &amp; Jerry &lt;3</p><ul><li><a href="https://x.example/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">Link</a></li></ul><br />';
    expect(simpleWords(notes)).toEqual(['tom', 'jerry', '3', 'link']);
    expect(simpleWords('Tom & Jerry')).toEqual(['tom', 'jerry']);
  });

  it('leaves to the database whatever its parser could read as something other than plain words', () => {
    for (const text of [
      'covid-19',
      'mp3-player',
      '-5 degrees',
      'see example.com',
      'a/b',
      'me@example.com',
      'snake_case',
      'C++',
      '100%',
      '<div>x</div>',
      '<a href="x',
      '&amp',
      'AT&T',
      '1e5x',
      'x'.repeat(201),
    ]) {
      expect(simpleWords(text), text).toBeNull();
    }
    expect(simpleWords('1e5 and 3d')).toEqual(['1e5', 'and', '3d']);
  });
});

describe('episodeSearch', () => {
  it('gives the whole vector when every chunk is plain: title words weight A from 1, the notes weight C after them', () => {
    expect(episodeSearch('Big news', '<p>News, big and small</p>')).toEqual({
      searchVector: "'big':1A,4C 'news':2A,3C 'and':5C 'small':6C",
      searchTitleParts: null,
      searchNotesParts: null,
    });
  });

  it('leaves the chunks it cannot read to the database, in order between the literals of the plain ones', () => {
    expect(episodeSearch('Café talk', 'See podcastindex.org for more. Thanks')).toEqual({
      searchVector: null,
      searchTitleParts: ['', 'Café ', "'talk':1"],
      searchNotesParts: ["'see':1", ' podcastindex.org ', "'for':1 'more':2 'thanks':3"],
    });
  });

  it('sends the rest of the text whole from a < that opens none of the sanitizer’s tags', () => {
    expect(episodeSearch('a <b c="d e"> f', null).searchTitleParts).toEqual(["'a':1", ' <b c="d e"> f', '']);
  });

  it('indexes only the first 1,000 characters of the notes', () => {
    expect(episodeSearch('', `${'word '.repeat(200)}late`).searchVector).not.toContain('late');
  });

  it('leaves the whole vector to the database past the positions PostgreSQL keeps', () => {
    expect(episodeSearch('', 'a '.repeat(300))).toEqual({ searchVector: null, searchTitleParts: null, searchNotesParts: null });
    expect(episodeSearch('', null).searchVector).toBe('');
  });
});

/** Deterministic text that mixes what the fast path reads with what it must refuse. */
function generatedTexts(count: number): string[] {
  const pieces = [
    'a', 'Ab', 'word', 'WORD', 'x1', '1st', '42', '007', '1e5', '0x1F', 'mp3', 'e', 'E10', '2', '0', '2.0', '3.14', 'well-known',
    'a-b-c', ' ', '  ', ',', '.', '. ', ':', ': ', "'", ';', '!', '?', '"', '(', ')', '[', ']', '*', '\n', '\t', '& ', ' - ', '...',
    '<p>', '</p>', '<b>', '</b>', '<br />', '</a>', '<a rel="noopener noreferrer nofollow">',
    '<a href="https://ex.am/p?q=1&amp;r=2" rel="noopener noreferrer nofollow">', '&amp;', '&lt;', '&gt;', '&quot;',
    '-', '--', 'x-', '..', '1.2', '/', '@', '_', '+', '&', '<', 'a.b', 'http', '://', '%', '\\', 'é', '’',
  ]; // prettier-ignore
  const next = seededRandom(20261124);
  return Array.from({ length: count }, () => {
    let text = '';
    const length = 1 + Math.floor(next() * 30);
    // Mostly the pieces the fast path accepts, so that thousands of cases reach the comparison.
    const range = next() < 0.7 ? 54 : pieces.length;
    for (let i = 0; i < length; i++) text += pieces[Math.floor(next() * range)];
    return text;
  });
}

/** Titles and show notes as an import stores them, from every feed the repository and the shared fixtures hold. */
function fixtureEpisodes(): { title: string; description: string | null }[] {
  const feeds = [...xmlFilesIn(path.join(FIXTURES_DIR, 'feeds')), ...xmlFilesIn(path.join(SHARED_FIXTURES_DIR, 'feeds'))];
  const found: { title: string; description: string | null }[] = [];
  for (const [, xml] of [...feeds, ['sample', sampleFeed(30)] as const]) {
    let reader;
    try {
      reader = readFeed(Buffer.from(xml));
    } catch {
      continue; // not a feed the import reads (the fixtures include some on purpose)
    }
    for (let batch = reader.batches.next(); !batch.done; batch = reader.batches.next()) {
      for (const { title, description } of batch.value.episodes) found.push({ title, description });
    }
  }
  return found;
}

describe('the search vector an import sends, against the database’s own', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** The cases where what the import sends, put together as its INSERT does, is not the database's vector of the same text. */
  async function mismatches(cases: { title: string; description: string | null }[]) {
    const sent = cases.map((c) => ({ ...c, ...episodeSearch(c.title, c.description) }));
    const accepted = sent.filter((c) => c.searchVector !== null || c.searchTitleParts !== null);
    const rows = await ctx.database.query<{ title: string; description: string | null; sent: string; expected: string }>(
      `select title, description, (${EPISODE_SEARCH_VECTOR.value})::text as sent, (${DATABASE_VECTOR})::text as expected
         from jsonb_to_recordset($1::jsonb) as x(title text, description text, ${EPISODE_SEARCH_VECTOR.recordset})
        where (${EPISODE_SEARCH_VECTOR.value}) is distinct from (${DATABASE_VECTOR})`,
      // As the import sends rows: without NUL, half surrogate pairs replaced.
      [storableJson(accepted)],
    );
    return { accepted: accepted.length, plain: accepted.filter((c) => c.searchVector !== null).length, rows };
  }

  it('is the same vector for every fixture episode it computes one for', async () => {
    const cases = fixtureEpisodes();
    const { accepted, rows } = await mismatches(cases);
    expect(rows).toEqual([]);
    // All but the few past PostgreSQL's position limits, which the trigger computes.
    expect(accepted).toBeGreaterThan(cases.length * 0.95);
  });

  it('is the same vector for thousands of generated titles and notes', async () => {
    const texts = generatedTexts(12_000);
    const cases = texts.map((title, i) => ({
      title,
      description: i % 5 === 0 ? null : `${texts[(i * 7) % texts.length]}${texts[(i * 13) % texts.length]}`,
    }));
    const long = texts.slice(0, 400).map((title, i) => ({ title, description: texts.slice(i, i + 80).join(' ') }));
    const { accepted, plain, rows } = await mismatches([...cases, ...long]);
    expect(rows).toEqual([]);
    expect(accepted).toBeGreaterThan((cases.length + long.length) * 0.95);
    expect(plain).toBeGreaterThan(500);
  });

  it('is the same vector at PostgreSQL’s limits: a lexeme past 255 positions across pieces, NUL and half surrogate pairs before the cut', async () => {
    const filler = Array.from({ length: 400 }, (_, i) => `w${i}`)
      .join(' ')
      .slice(0, 996);
    const cases = [
      { title: '', description: `${'/_ '.repeat(130)}, ${'/_ '.repeat(130)}` },
      { title: `${'x.com '.repeat(130)}, ${'x.com '.repeat(130)}`, description: null },
      { title: '', description: `${'и '.repeat(130)}- ${'и '.repeat(130)}` },
      { title: 'hello', description: `${'/_ '.repeat(300)}world` },
      { title: `${'x.com '.repeat(300)}, y.com`, description: null },
      { title: 'T', description: `\u0000${filler} xy` },
      { title: 'T', description: `\ud800x ${filler} xy` },
      { title: 'T', description: `${filler.slice(0, 994)} \ud83c\udfa7 xy` },
    ];
    expect((await mismatches(cases)).rows).toEqual([]);
  });

  it('is computed by the database for a row written without one, and again when a title or the notes change', async () => {
    const podcast = await insertPodcast(ctx.database.db);
    const episode = await insertEpisode(ctx.database.db, podcast.id, { title: 'First light', description: '<p>Dawn chorus</p>' });
    const stored = async () => {
      const [row] = await ctx.database.query<{ matches: boolean; vector: string }>(
        `select search_vector::text as vector, search_vector = (${DATABASE_VECTOR}) as matches from episodes where id = $1`,
        [episode.id],
      );
      return row!;
    };
    expect(await stored()).toEqual({ matches: true, vector: "'chorus':4C 'dawn':3C 'first':1A 'light':2A" });

    await ctx.database.db.update(episodes).set({ title: 'Last light' }).where(eq(episodes.id, episode.id));
    expect((await stored()).vector).toBe("'chorus':4C 'dawn':3C 'last':1A 'light':2A");
    await ctx.database.db.update(episodes).set({ description: 'Evening' }).where(eq(episodes.id, episode.id));
    expect(await stored()).toEqual({ matches: true, vector: "'evening':3C 'last':1A 'light':2A" });
    // A write that leaves both alone keeps the vector; one that clears it gets it back.
    await ctx.database.db.update(episodes).set({ imageUrl: 'https://example.com/x.png' }).where(eq(episodes.id, episode.id));
    await ctx.database.db.execute(sql`update episodes set search_vector = null where id = ${episode.id}`);
    expect(await stored()).toEqual({ matches: true, vector: "'evening':3C 'last':1A 'light':2A" });
  });
});
