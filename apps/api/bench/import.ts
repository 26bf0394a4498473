import { execFile } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app.js';
import { createFirebaseVerifier } from '../src/auth/verify.js';
import { loadEnv } from '../src/env.js';
import { parseFeed, stopFeedParser } from '../src/ingest/parser-thread.js';
import { importFeed } from '../src/ingest/import.js';
import { parseFeedDocument } from '../src/ingest/parse-feed.js';
import { openBenchPglite, openBenchPostgres, type BenchDatabase, type Engine } from './lib/databases.js';
import { startServerCpuMeter } from './lib/server-cpu.js';
import { ms, percentile, table } from './lib/stats.js';

export interface ImportBenchFigure {
  engine: string;
  items: number;
  feedBytes: number;
  importMs: number;
  /** The same feed again: nothing changed, so nothing is written. */
  reimportMs: number;
  /** Parsing the same document alone, on one thread, without fetching or writing. */
  parseMs: number;
  ratioToParse: number;
  peakRssMb: number;
  /** CPU time the importing process spent (all its threads: API, parser, PGlite), which load on the machine does not inflate. */
  cpuMs: number;
  /** CPU time of PostgreSQL's backends meanwhile (a server on this machine); null for PGlite or a remote server. */
  serverCpuMs: number | null;
  healthSamples: number;
  healthP99Ms: number;
  healthMaxMs: number;
  episodes: number;
  soundbites: number;
}

export interface ImportBenchOptions {
  items?: number;
  /** Also run on PostgreSQL at this server URL (a throwaway database is created there). */
  postgresUrl?: string;
  log?: (line: string) => void;
}

/** Goals for a 20 MB, 5,000-item feed: each figure is printed beside its goal. */
export const IMPORT_GOALS = {
  importMs: { PostgreSQL: 2_000, PGlite: 3_000 } as Record<string, number>,
  reimportMs: 500,
  peakRssMb: 500,
};
const TARGET_HEALTH_MS = 50;

/** A figure with its goal, and whether it meets it. */
export function againstGoal(value: number, goal: number | undefined, unit: 'ms' | 'MB'): string {
  const figure = unit === 'ms' ? ms(value) : `${value.toFixed(0)} MB`;
  if (goal === undefined) return figure;
  return `${figure} (goal ≤ ${unit === 'ms' ? ms(goal) : `${goal} MB`} ${value <= goal ? 'met' : 'MISSED'})`;
}
const HEALTH_INTERVAL_MS = 10;
const PEOPLE = Array.from({ length: 40 }, (_, i) => `Guest Number${i}`);

/** A synthetic feed of `items` episodes at about 4 KB each (5,000 items ≈ 20 MB), with Podcasting 2.0 tags. */
export function generateBenchFeed(items: number): string {
  const paragraph =
    'In this episode we talk about moments worth sharing, how to find them in long conversations, and why ' +
    'a good soundbite needs context. We also answer listener questions about audio quality and editing. ';
  const parts: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
<channel>
<title>Benchmark Broadcast</title>
<link>https://bench.example/</link>
<language>en</language>
<description>A synthetic show with ${items} episodes.</description>
<itunes:author>Bench Host</itunes:author>
<itunes:category text="Technology"/>
<podcast:guid>6b1c3f4e-0d2a-5b6c-9e8f-0a1b2c3d4e5f</podcast:guid>
<podcast:person role="host" href="https://bench.example/host">Bench Host</podcast:person>
`,
  ];
  const start = Date.UTC(2010, 0, 1);
  for (let i = 0; i < items; i++) {
    const published = new Date(start + i * 86_400_000).toUTCString();
    const notes = `<p>${paragraph.repeat(16)}</p><ul><li><a href="https://bench.example/${i}/a">Link A</a></li><li><a href="https://bench.example/${i}/b">Link B</a></li></ul><script>track(${i})</script>`;
    parts.push(`<item>
<title>Episode ${i}: on moments &amp; memory</title>
<guid isPermaLink="false">bench-episode-${i}</guid>
<pubDate>${published}</pubDate>
<itunes:duration>3600</itunes:duration>
<itunes:episode>${i + 1}</itunes:episode>
<enclosure url="https://bench.example/audio/${i}.mp3" length="57600000" type="audio/mpeg"/>
<description><![CDATA[${notes}]]></description>
<podcast:soundbite startTime="${(i % 600) + 0.25}" duration="42.5">Moment ${i}</podcast:soundbite>
<podcast:soundbite startTime="${1200 + (i % 300)}" duration="30"/>
<podcast:transcript url="https://bench.example/t/${i}.vtt" type="text/vtt" language="en"/>
<podcast:chapters url="https://bench.example/c/${i}.json" type="application/json+chapters"/>
<podcast:person role="guest" href="https://bench.example/people/${i % PEOPLE.length}">${PEOPLE[i % PEOPLE.length]}</podcast:person>
</item>
`);
  }
  parts.push('</channel>\n</rss>\n');
  return parts.join('');
}

/**
 * Imports the synthetic feed from a local HTTP host into each engine while a real listening
 * API server is polled on /api/health, and reports time, CPU, peak memory, the ratio to parsing
 * alone and health latency. Each engine runs in a process of its own, as a server would: its peak
 * memory is then that server's, not what earlier benchmarks in `npm run bench` left behind.
 */
export async function runImportBench(options: ImportBenchOptions = {}): Promise<ImportBenchFigure[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const items = options.items ?? 5_000;
  const body = Buffer.from(generateBenchFeed(items));
  log(`feed: ${items} items, ${(body.length / 1024 / 1024).toFixed(1)} MB`);
  // Timings scale with how busy the machine is; say so next to the figures.
  log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );

  const engines: Engine[] = ['PGlite'];
  if (options.postgresUrl) engines.push('PostgreSQL');
  const runs: EngineRun[] = [];
  for (const engine of engines) runs.push(await importInChild({ engine, items, postgresUrl: options.postgresUrl }));
  const parseStarted = performance.now();
  parseFeedDocument(body);
  const parseMs = performance.now() - parseStarted;
  log(`parsing alone (one thread, no fetch, no database): ${ms(parseMs)}`);
  const figures = runs.map((run): ImportBenchFigure => ({ ...run, parseMs, ratioToParse: run.importMs / parseMs }));

  log(
    table(
      [
        'engine',
        'import',
        'x parse',
        'CPU',
        'server CPU',
        're-import',
        'peak RSS',
        'health p99',
        'health max',
        'samples',
        'episodes',
        'soundbites',
      ],
      figures.map((f) => [
        f.engine,
        againstGoal(f.importMs, IMPORT_GOALS.importMs[f.engine], 'ms'),
        f.ratioToParse.toFixed(1),
        ms(f.cpuMs),
        f.serverCpuMs === null ? '-' : ms(f.serverCpuMs),
        againstGoal(f.reimportMs, IMPORT_GOALS.reimportMs, 'ms'),
        againstGoal(f.peakRssMb, IMPORT_GOALS.peakRssMb, 'MB'),
        againstGoal(f.healthP99Ms, TARGET_HEALTH_MS, 'ms'),
        ms(f.healthMaxMs),
        String(f.healthSamples),
        String(f.episodes),
        String(f.soundbites),
      ]),
    ),
  );
  log(`goal: /api/health p99 ≤ ${TARGET_HEALTH_MS} ms while importing, on each engine`);
  log('CPU: all threads of the importing process; server CPU: the PostgreSQL backends (a busy machine stretches wall time, not these)');
  return figures;
}

type EngineRun = Omit<ImportBenchFigure, 'parseMs' | 'ratioToParse'>;
interface EngineJob {
  engine: Engine;
  items: number;
  postgresUrl: string | undefined;
}

const THIS_FILE = fileURLToPath(import.meta.url);

async function importInChild(job: EngineJob): Promise<EngineRun> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', THIS_FILE, JSON.stringify(job)], {
    maxBuffer: 16 * 1024 * 1024,
  });
  // The figures are the last line; anything the server logged comes before.
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as EngineRun;
}

/** One engine's import, in this process. */
async function importEngine(job: EngineJob): Promise<EngineRun> {
  const body = Buffer.from(generateBenchFeed(job.items));
  const feedHost = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => feedHost.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${(feedHost.address() as AddressInfo).port}/feed.xml`;
  try {
    // Warm the parser thread so its one-off start-up is not counted as import time.
    await parseFeed(Buffer.from(generateBenchFeed(80)));
    const bench = job.engine === 'PostgreSQL' ? await openBenchPostgres(job.postgresUrl!) : await openBenchPglite();
    try {
      return await importOnce(bench, feedUrl, job.items, body.length);
    } finally {
      await bench.close();
    }
  } finally {
    feedHost.close();
    await stopFeedParser();
  }
}

async function importOnce(bench: BenchDatabase, feedUrl: string, items: number, feedBytes: number) {
  const env = loadEnv({ NODE_ENV: 'production', ALLOW_PRIVATE_FEED_HOSTS: '1', REFRESH_INTERVAL_MINUTES: '0' });
  const app = createApp({ env, database: bench.database, verifier: createFirebaseVerifier(env) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  const healthUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`;

  const latencies: number[] = [];
  let peakRss = process.memoryUsage.rss();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        http
          // A fresh connection per probe, as a load balancer's health check makes.
          .get(healthUrl, { agent: false }, (res) => {
            res.resume();
            res.on('end', resolve);
          })
          .on('error', reject);
      });
      latencies.push(performance.now() - started);
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
      await new Promise((resolve) => setTimeout(resolve, HEALTH_INTERVAL_MS));
    }
  })();
  const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 5);

  const serverCpu = await startServerCpuMeter(bench);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await importFeed(
    { database: bench.database, env },
    // Transcripts and chapters live on unreachable hosts here; the feed import itself is measured.
    { feedUrl, actor: { uid: null, email: 'bench' }, enrichmentLimit: 0 },
  );
  const importMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const serverCpuMs = await serverCpu();
  sampling = false;
  clearInterval(rssTimer);
  await sampler;
  await new Promise<void>((resolve) => server.close(() => resolve()));

  const again = performance.now();
  const reimport = await importFeed(
    { database: bench.database, env },
    { feedUrl, actor: { uid: null, email: 'bench' }, enrichmentLimit: 0 },
  );
  const reimportMs = performance.now() - again;
  if (reimport.stats.episodesCreated + reimport.stats.episodesUpdated + reimport.stats.soundbitesCreated > 0) {
    throw new Error('Re-importing an unchanged feed wrote rows: the import is not idempotent');
  }

  return {
    engine: bench.engine,
    items,
    feedBytes,
    importMs,
    reimportMs,
    peakRssMb: peakRss / 1024 / 1024,
    cpuMs: (cpu.user + cpu.system) / 1000,
    serverCpuMs,
    healthSamples: latencies.length,
    healthP99Ms: percentile(latencies, 99),
    healthMaxMs: Math.max(...latencies),
    episodes: result.stats.episodesCreated,
    soundbites: result.stats.soundbitesCreated,
  };
}

if (process.argv[1] === THIS_FILE) {
  const job = process.argv[2];
  if (job) {
    // A child of runImportBench: one engine, figures as JSON on the last line.
    console.log(JSON.stringify(await importEngine(JSON.parse(job) as EngineJob)));
  } else {
    const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    await runImportBench({ postgresUrl });
  }
}
