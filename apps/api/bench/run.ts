/**
 * `npm run bench`: every benchmark in one run, figures and ratios printed, nothing asserted.
 *
 *   BENCH_DATABASE_URL (or TEST_DATABASE_URL)  PostgreSQL server for the PostgreSQL pass; a throwaway
 *                                              database is created on it and dropped afterwards.
 *   BENCH_PGLITE_EPISODES                      PGlite search scale (episodes; ×10 soundbites, ×100 segments).
 *
 * `npm run bench:public -w @soundbites/api` runs only the public pages (throughput, initial JavaScript, Lighthouse).
 */
import { apiLayersTable, runApiLayersBench } from './api-layers.js';
import { GET_BY_ID_GOAL, runGetByIdBench, type GetByIdComparison } from './get-soundbite.js';
import { againstGoal, IMPORT_GOALS, runImportBench } from './import.js';
import { runLoadBench, type LoadBenchResult } from './load.js';
import { publicPagesSummary, runPublicPagesBench } from './public-pages.js';
import { openBenchPglite, openBenchPostgres, type BenchDatabase } from './lib/databases.js';
import { count, ms, seconds, table } from './lib/stats.js';
import { FULL_SCALE, segmentCount, soundbiteCount, type SearchScale } from './search-data.js';
import { runSearchBench, type SearchQueryFigure } from './search.js';

const log = (line: string) => console.log(line);
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
/**
 * PGlite (WebAssembly, one thread, in memory) needs about four minutes and 2.3 GB to load the full
 * 1,000,000 segments on this machine, which would not fit the run in ten minutes next to the
 * PostgreSQL pass: by default it runs at a quarter of the scale (BENCH_PGLITE_EPISODES=10000 for full).
 */
const pgliteEpisodes = Number(process.env.BENCH_PGLITE_EPISODES || FULL_SCALE.episodes / 4);
const SEARCH_RUNS = 30;

const started = performance.now();
const searchFigures: SearchQueryFigure[] = [];
const getByIdFigures: GetByIdComparison[] = [];
const notes: string[] = [];

async function withDatabase(open: () => Promise<BenchDatabase>, work: (bench: BenchDatabase) => Promise<void>) {
  const bench = await open();
  try {
    await work(bench);
  } finally {
    await bench.close();
  }
}

async function engineBenches(bench: BenchDatabase, scale: SearchScale) {
  searchFigures.push(...(await runSearchBench(bench, scale, SEARCH_RUNS, log)));
  getByIdFigures.push(await runGetByIdBench(bench, log));
}

if (serverUrl) {
  await withDatabase(
    () => openBenchPostgres(serverUrl),
    (bench) => engineBenches(bench, FULL_SCALE),
  );
} else {
  notes.push('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server to include it.');
  log(`\n${notes[0]}`);
}

const pgliteScale: SearchScale = { ...FULL_SCALE, episodes: pgliteEpisodes };
if (pgliteEpisodes < FULL_SCALE.episodes) {
  notes.push(
    `PGlite search ran at a reduced scale: ${count(soundbiteCount(pgliteScale))} soundbites and ` +
      `${count(segmentCount(pgliteScale))} segments (BENCH_PGLITE_EPISODES=${pgliteEpisodes}; 10000 is the full scale).`,
  );
}
await withDatabase(openBenchPglite, (bench) => engineBenches(bench, pgliteScale));
const layerFigures = await runApiLayersBench(log);

log('\nImport of a synthetic feed');
const importFigures = await runImportBench({ ...(serverUrl ? { postgresUrl: serverUrl } : {}), log });

log('\nPublic pages (throughput, initial JavaScript, Lighthouse)');
const publicFigures = await runPublicPagesBench(log);

let load: LoadBenchResult | null = null;
await withDatabase(serverUrl ? () => openBenchPostgres(serverUrl) : openBenchPglite, async (bench) => {
  load = await runLoadBench(bench, log);
});

log('\n================ Summary ================');
log('\nSearch (all five kinds per query, 5 hits each; target p95 < 50 ms on PostgreSQL)');
log(
  table(
    ['engine', 'scale', 'query', 'q', 'p50', 'p95'],
    searchFigures.map((f) => [f.engine, f.scale, f.label, f.q, ms(f.p50), ms(f.p95)]),
  ),
);
log(
  `\nGET /api/public/soundbites/{id} vs bare node:http with the same query (goal ≥ ${GET_BY_ID_GOAL}: throughput ratio, median of interleaved rounds; CPU per answer beside it, the steadier figure on a shared machine)`,
);
log(
  table(
    [
      'engine',
      'API',
      'API req/s',
      'API p99',
      'baseline req/s',
      'baseline p99',
      'ratio',
      'CPU/answer API vs baseline',
      'CPU ratio',
      'errors',
    ],
    getByIdFigures.flatMap((g) =>
      (
        [
          ['cache off', g.api, g.ratio, g.cpuRatio],
          ['as deployed', g.cached, g.cachedRatio, g.cachedCpuRatio],
        ] as const
      ).map(([path, api, ratio, cpuRatio]) => [
        g.engine,
        path,
        count(Math.round(api.rps)),
        ms(api.p99),
        count(Math.round(g.baseline.rps)),
        ms(g.baseline.p99),
        `${ratio.toFixed(2)} (goal ≥ ${GET_BY_ID_GOAL})`,
        `${Math.round(api.cpuMicrosPerRequest)} vs ${Math.round(g.baseline.cpuMicrosPerRequest)} µs`,
        `${cpuRatio.toFixed(2)} (goal ≥ ${GET_BY_ID_GOAL})`,
        String(api.errors + g.baseline.errors),
      ]),
    ),
  ),
);
log("\nThe API's own CPU per answer, layer by layer, with the database's answer replayed (the steady part of the ratio above)");
log(apiLayersTable(layerFigures));
log('\nImport of a synthetic feed (goals beside each figure; /api/health p99 ≤ 50 ms meanwhile, on each engine)');
log(
  table(
    [
      'engine',
      'items',
      'MB',
      'import (cold)',
      're-import',
      'parse alone',
      'ratio',
      'CPU',
      'server CPU',
      'import (warm)',
      'warm CPU + server',
      'peak RSS',
      'health p99',
      'idle p99',
      'health max',
    ],
    importFigures.map((f) => [
      f.engine,
      count(f.items),
      (f.feedBytes / 1024 / 1024).toFixed(1),
      againstGoal(f.importMs, IMPORT_GOALS.importMs[f.engine], 'ms'),
      againstGoal(f.reimportMs, IMPORT_GOALS.reimportMs, 'ms'),
      ms(f.parseMs),
      f.ratioToParse.toFixed(2),
      ms(f.cpuMs),
      f.serverCpuMs === null ? '-' : ms(f.serverCpuMs),
      ms(f.warmImportMs),
      f.warmServerCpuMs === null ? ms(f.warmCpuMs) : `${ms(f.warmCpuMs)} + ${ms(f.warmServerCpuMs)}`,
      againstGoal(f.peakRssMb, IMPORT_GOALS.peakRssMb, 'MB'),
      againstGoal(f.healthP99Ms, 50, 'ms'),
      ms(f.healthIdleP99Ms),
      ms(f.healthMaxMs),
    ]),
  ),
);
log(publicPagesSummary(publicFigures));
if (load) {
  const { figures, imports, edits, staffErrors } = load as LoadBenchResult;
  log(`\nLoad: 50 clients on the public endpoints while staff import and edit (goal: zero errors; p99 printed)`);
  log(
    table(
      ['engine', 'endpoint', 'clients', 'req/s', 'p50', 'p99', 'errors'],
      figures.map((f) => [f.engine, f.endpoint, String(f.clients), count(Math.round(f.rps)), ms(f.p50), ms(f.p99), String(f.errors)]),
    ),
  );
  log(`staff meanwhile: ${imports} imports, ${edits} edits, ${staffErrors} failed`);
}
for (const note of notes) log(`\nNote: ${note}`);
log(`\nTotal bench time: ${seconds((performance.now() - started) / 1000)}`);
