import { CANDIDATES_PER_KIND, search, SEARCH_KINDS, type SearchKind } from '../src/routes/search/search.service.js';
import type { BenchDatabase } from './lib/databases.js';
import { count, ms, percentile, seconds, table, timed } from './lib/stats.js';
import { MID_WORD, RARE_WORD, seedSearchData, segmentCount, soundbiteCount, type SearchScale } from './search-data.js';

export interface SearchQueryFigure {
  engine: string;
  scale: string;
  label: string;
  q: string;
  p50: number;
  p95: number;
  hits: string;
}

const QUERIES = [
  { label: 'common word', q: 'the' },
  { label: 'two common words', q: 'people podcast' },
  { label: 'mid-frequency word', q: MID_WORD.word },
  { label: 'rare word', q: RARE_WORD },
  { label: 'typo (widened)', q: 'podcsting' },
  { label: 'name with typo', q: 'Adm Curry' },
];

const WARMUP_RUNS = 3;

const KIND_ABBREVIATIONS: Record<SearchKind, string> = {
  podcast: 'pod',
  episode: 'ep',
  soundbite: 'sb',
  segment: 'seg',
  entity: 'ent',
};

/**
 * Seeds the database at `scale`, then times the search service (what GET /api/ops/search runs,
 * without HTTP and auth) over every kind, `runs` times per query.
 */
export async function runSearchBench(
  bench: BenchDatabase,
  scale: SearchScale,
  runs: number,
  log: (line: string) => void,
): Promise<SearchQueryFigure[]> {
  const scaleLabel = `${count(soundbiteCount(scale))} soundbites, ${count(segmentCount(scale))} segments`;
  log(`\nSearch on ${bench.engine}: seeding ${scaleLabel}`);
  const seeded = await timed(() => seedSearchData(bench.database, scale, log));
  log(`  seeded in ${seconds(seeded.elapsedMs / 1000)}`);

  const counts = await bench.database.query<{ the: string; mid: string; rare: string }>(
    `SELECT (SELECT count(*) FROM transcript_segments WHERE search_vector @@ 'the'::tsquery) AS the,
            (SELECT count(*) FROM transcript_segments WHERE search_vector @@ $1::tsquery) AS mid,
            (SELECT count(*) FROM transcript_segments WHERE search_vector @@ $2::tsquery) AS rare`,
    [MID_WORD.word, RARE_WORD],
  );
  const c = counts[0]!;
  log(
    `  segments containing "the": ${count(Number(c.the))}, "${MID_WORD.word}": ${count(Number(c.mid))}, "${RARE_WORD}": ${count(Number(c.rare))}`,
  );

  const figures: SearchQueryFigure[] = [];
  for (const { label, q } of QUERIES) {
    const options = { q, kinds: SEARCH_KINDS, limit: 5 };
    for (let i = 0; i < WARMUP_RUNS; i++) await search(bench.database, options);
    const samples: number[] = [];
    let last = await search(bench.database, options);
    for (let i = 0; i < runs; i++) {
      const { result, elapsedMs } = await timed(() => search(bench.database, options));
      samples.push(elapsedMs);
      last = result;
    }
    const hits = last.groups.map((g) => `${KIND_ABBREVIATIONS[g.kind]} ${g.total ?? `${CANDIDATES_PER_KIND}+`}`).join(' ');
    figures.push({
      engine: bench.engine,
      scale: scaleLabel,
      label,
      q,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      hits: last.corrections.length > 0 ? `${hits} (via ${last.corrections.flatMap((x) => x.alternatives[0] ?? []).join(', ')})` : hits,
    });
  }
  log(
    table(
      ['query', 'q', 'p50', 'p95', `matches per kind (${CANDIDATES_PER_KIND}+ = more than the ranked cap, not counted)`],
      figures.map((f) => [f.label, f.q, ms(f.p50), ms(f.p95), f.hits]),
    ),
  );
  return figures;
}
