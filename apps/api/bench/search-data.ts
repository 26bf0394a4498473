import type { Database } from '../src/db/client.js';

export interface SearchScale {
  podcasts: number;
  episodes: number;
  soundbitesPerEpisode: number;
  segmentsPerEpisode: number;
  entities: number;
}

export const FULL_SCALE: SearchScale = {
  podcasts: 200,
  episodes: 10_000,
  soundbitesPerEpisode: 10,
  segmentsPerEpisode: 100,
  entities: 2_000,
};

export const soundbiteCount = (scale: SearchScale) => scale.episodes * scale.soundbitesPerEpisode;
export const segmentCount = (scale: SearchScale) => scale.episodes * scale.segmentsPerEpisode;

/** Most frequent first: rank 1 is drawn about 1/ln(V) of the time (Zipf's law, exponent 1). */
const FREQUENT_WORDS = [
  'the',
  'and',
  'to',
  'of',
  'a',
  'in',
  'that',
  'is',
  'it',
  'you',
  'we',
  'so',
  'like',
  'podcast',
  'know',
  'just',
  'people',
  'think',
  'really',
  'about',
  'show',
  'this',
  'was',
  'what',
  'they',
  'have',
  'with',
  'but',
  'on',
  'for',
  'are',
  'there',
  'be',
  'one',
  'right',
  'all',
  'episode',
  'music',
  'yeah',
  'time',
  'story',
  'world',
  'work',
  'going',
  'because',
  'interview',
  'history',
  'science',
  'money',
  'food',
];
/** Placed at fixed ranks so the benchmark queries hit known frequencies. */
export const MID_WORD = { word: 'podcasting', rank: 300 };
export const RARE_WORD = 'zymurgy';
export const VOCABULARY_SIZE = 20_000;

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'tor',
  'vel',
  'sun',
  'dra',
  'pe',
  'qui',
  'bar',
  'nos',
  'fel',
  'gri',
  'hul',
  'jat',
  'mor',
  'nix',
  'ow',
  'pla',
  'rus',
  'sto',
  'tam',
  'ux',
  'vo',
  'wen',
  'yal',
  'zer',
  'cal',
  'dim',
];

/** Deterministic pronounceable words, so trigram similarity behaves as it does on real text. */
function vocabulary(): string[] {
  let state = 0x2f6b_1d37;
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state;
  };
  const reserved = new Set([...FREQUENT_WORDS, MID_WORD.word, RARE_WORD]);
  const words = [...FREQUENT_WORDS];
  const seen = new Set(words);
  while (words.length < VOCABULARY_SIZE - 1) {
    if (words.length === MID_WORD.rank - 1) {
      words.push(MID_WORD.word);
      continue;
    }
    const syllables = 2 + (next() % 3);
    let word = '';
    for (let i = 0; i < syllables; i++) word += SYLLABLES[next() % SYLLABLES.length];
    if (seen.has(word) || reserved.has(word)) continue;
    seen.add(word);
    words.push(word);
  }
  words.push(RARE_WORD);
  return words;
}

const FIRST_NAMES = [
  'Adam',
  'Dave',
  'Mara',
  'Otto',
  'Juniper',
  'Bram',
  'Ada',
  'Lena',
  'Tomas',
  'Priya',
  'Wei',
  'Sofia',
  'Kofi',
  'Ines',
  'Yuki',
  'Omar',
  'Greta',
  'Luis',
  'Nadia',
  'Felix',
];
const LAST_NAMES = [
  'Curry',
  'Jones',
  'Finch',
  'Brindle',
  'Vale',
  'Okafor',
  'Quill',
  'Moreau',
  'Tanaka',
  'Singh',
  'Larsen',
  'Costa',
  'Mensah',
  'Novak',
  'Haddad',
  'Keller',
  'Rossi',
  'Dubois',
  'Walsh',
  'Ito',
];

/** `n` words drawn with Zipf frequencies: floor(exp(U * ln(V+1))) is rank r with p ≈ 1/(r ln V). */
const zipfText = (wordsExpr: string) => `(
  SELECT string_agg(v.word, ' ' ORDER BY d.k)
    FROM (SELECT k, floor(exp(random() * ln(${VOCABULARY_SIZE} + 1)))::int AS rank FROM generate_series(1, ${wordsExpr}) k) d
    JOIN bench_vocab v ON v.rank = d.rank
)`;

const SEGMENT_BATCH = 50_000;

/** The search GIN indexes, dropped during the bulk load and rebuilt after it (much faster than row by row). */
async function withoutSearchIndexes(database: Database, load: () => Promise<void>) {
  const indexes = await database.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND indexname LIKE '%\\_search\\_idx'`,
  );
  for (const index of indexes) await database.query(`DROP INDEX "${index.indexname}"`);
  await load();
  for (const index of indexes) await database.query(index.indexdef);
}

/**
 * Fills an empty database with podcasts, episodes, soundbites, transcript segments and people
 * whose words follow a Zipf distribution, with INSERT … SELECT generate_series (no row leaves the
 * server). Statement triggers still fill the typo dictionary, as they would for an import.
 */
export async function seedSearchData(database: Database, scale: SearchScale, log: (line: string) => void) {
  const words = vocabulary();
  await database.query(`CREATE TABLE bench_vocab (rank int PRIMARY KEY, word text NOT NULL)`);
  await database.query(`INSERT INTO bench_vocab SELECT r, w FROM unnest($1::text[]) WITH ORDINALITY AS t(w, r)`, [words]);

  await withoutSearchIndexes(database, async () => {
    await database.query(
      `INSERT INTO podcasts (feed_url, title, author, description)
       SELECT 'https://bench.test/feed/' || n, initcap(${zipfText('3 + (n % 3)')}),
              ($2::text[])[1 + n % 20] || ' ' || ($3::text[])[1 + (n / 20) % 20],
              '<p>' || ${zipfText('40')} || '</p>'
         FROM generate_series(1, $1::int) n`,
      [scale.podcasts, FIRST_NAMES, LAST_NAMES],
    );
    await database.query(`CREATE TABLE bench_podcast_ord AS SELECT row_number() OVER (ORDER BY id) - 1 AS ord, id FROM podcasts`);
    await database.query(
      `INSERT INTO episodes (podcast_id, guid, title, description, published_at, enclosure_url, enclosure_type, duration_seconds)
       SELECT p.id, 'bench-' || n, initcap(${zipfText('4 + (n % 5)')}), '<p>' || ${zipfText('30')} || '</p>',
              now() - n * interval '1 hour', 'https://bench.test/audio/' || n || '.mp3', 'audio/mpeg', 900
         FROM generate_series(0, $1::int - 1) n JOIN bench_podcast_ord p ON p.ord = n % $2::int`,
      [scale.episodes, scale.podcasts],
    );
    await database.query(`CREATE TABLE bench_episode_ord AS SELECT row_number() OVER (ORDER BY id) - 1 AS ord, id FROM episodes`);
    log(`  podcasts and episodes: ${scale.podcasts} / ${scale.episodes}`);

    await database.query(
      `INSERT INTO soundbites (id, episode_id, start_seconds, duration_seconds, title, source, status)
       SELECT 'bench' || lpad(n::text, 9, '0'), e.id, (n % $2::int) * 60.5, 30, initcap(${zipfText('3 + (n % 5)')}),
              'feed', CASE WHEN n % 10 = 9 THEN 'hidden' ELSE 'published' END::soundbite_status
         FROM generate_series(0, $1::int - 1) n JOIN bench_episode_ord e ON e.ord = n / $2::int`,
      [soundbiteCount(scale), scale.soundbitesPerEpisode],
    );
    log(`  soundbites: ${soundbiteCount(scale)}`);

    await database.query(
      `INSERT INTO transcripts (episode_id, url, mime_type, status)
       SELECT id, 'https://bench.test/transcripts/' || ord || '.vtt', 'text/vtt', 'fetched' FROM bench_episode_ord`,
    );
    await database.query(
      `CREATE TABLE bench_transcript_ord AS
       SELECT e.ord, t.id, t.episode_id FROM transcripts t JOIN bench_episode_ord e ON e.id = t.episode_id`,
    );
    await database.query(`CREATE UNIQUE INDEX ON bench_transcript_ord (ord)`);
    const segments = segmentCount(scale);
    for (let from = 0; from < segments; from += SEGMENT_BATCH) {
      const to = Math.min(segments, from + SEGMENT_BATCH) - 1;
      await database.query(
        `INSERT INTO transcript_segments (transcript_id, episode_id, position, start_seconds, end_seconds, speaker, body)
         SELECT t.id, t.episode_id, n % $3::int, (n % $3::int) * 6.5, (n % $3::int) * 6.5 + 6.5,
                CASE WHEN n % 3 = 0 THEN NULL ELSE ($4::text[])[1 + n % 20] || ' ' || ($5::text[])[1 + (n / 7) % 20] END,
                ${zipfText('8 + (n % 9)')}
           FROM generate_series($1::int, $2::int) n JOIN bench_transcript_ord t ON t.ord = n / $3::int`,
        [from, to, scale.segmentsPerEpisode, FIRST_NAMES, LAST_NAMES],
      );
      log(`  segments: ${to + 1} / ${segments}`);
    }

    await database.query(
      `INSERT INTO entities (kind, name)
       SELECT 'person', ($2::text[])[1 + n % 20] || ' ' || ($3::text[])[1 + (n / 20) % 20] || CASE WHEN n < 400 THEN '' ELSE ' ' || n END
         FROM generate_series(0, $1::int - 1) n`,
      [scale.entities, FIRST_NAMES, LAST_NAMES],
    );
  });
  await database.query(`ANALYZE`);
}
