import { fork } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serverProcessEnv } from '../../../scripts/lib/server-process-env.mjs';
import type { Engine } from './lib/databases.js';
import type { BenchMessage, EngineFigures, EngineJob, EngineMessage } from './lib/import-engine.js';
import { ms, percentile, table } from './lib/stats.js';
import { sampleFeed } from '../src/ingest/sample-feed.js';

/**
 * One engine's figures. `importMs`, `cpuMs` (all threads of the server process: API, parser, PGlite,
 * which load on the machine does not inflate) and `serverCpuMs` (PostgreSQL's backends on this
 * machine; null for PGlite or a remote server) are the first import in a fresh process; the `warm`
 * ones a second podcast of the same size imported by the same process afterwards.
 */
export interface ImportBenchFigure extends EngineFigures {
  items: number;
  feedBytes: number;
  /** Parsing the same document alone, on one thread, without fetching or writing. */
  parseMs: number;
  ratioToParse: number;
  healthSamples: number;
  /** Probes answered with an error or not at all while importing. */
  healthErrors: number;
  healthP99Ms: number;
  /** The same probes against the server before the import starts: what the machine's load adds by itself. */
  healthIdleP99Ms: number;
  healthMaxMs: number;
}

export interface ImportBenchOptions {
  items?: number;
  /** Also run on PostgreSQL at this server URL (a throwaway database is created there). */
  postgresUrl?: string;
  /** Which engines to run (default: PGlite, and PostgreSQL when `postgresUrl` is given). */
  engines?: Engine[];
  healthIntervalMs?: number;
  /** The start-up import rehearsal before the first import, as servers run it (default on). */
  rehearse?: boolean;
  log?: (line: string) => void;
}

/** Goals for a 20 MB, 5,000-item feed: each figure is printed beside its goal. */
export const IMPORT_GOALS = {
  importMs: { PostgreSQL: 2_000, PGlite: 3_000 } as Record<string, number>,
  reimportMs: 500,
  peakRssMb: 500,
};
const TARGET_HEALTH_MS = 50;
/**
 * How often /api/health is probed while importing. The probes come from the bench process, not the
 * server's, so their client side takes no CPU from the import; every 25 ms gives about 40 samples a
 * second, enough for a p99 of a 2-4 s import, at a quarter of the server-side cost of probing every 10 ms.
 */
const HEALTH_INTERVAL_MS = 25;
/** Probing the idle server before the import, for a baseline measured in the same minute. */
const IDLE_PROBING_MS = 2_000;

/** A figure with its goal, and whether it meets it. */
export function againstGoal(value: number, goal: number | undefined, unit: 'ms' | 'MB'): string {
  const figure = unit === 'ms' ? ms(value) : `${value.toFixed(0)} MB`;
  if (goal === undefined) return figure;
  return `${figure} (goal ≤ ${unit === 'ms' ? ms(goal) : `${goal} MB`} ${value <= goal ? 'met' : 'MISSED'})`;
}
/**
 * Imports the synthetic feed into each engine's API server, each in a fresh process of its own as a
 * server would be (its peak memory is then that server's alone), while this process plays the parts
 * that are not the server's: the remote feed host and a load balancer's health check on /api/health.
 * Reports time, CPU, peak memory, the ratio to parsing alone and health latency.
 */
export async function runImportBench(options: ImportBenchOptions = {}): Promise<ImportBenchFigure[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const items = options.items ?? 5_000;
  // The cold import and the warm one are two podcasts from the same body: two guids.
  const body = Buffer.from(sampleFeed(items));
  const warmBody = Buffer.from(sampleFeed(items, { podcastGuid: 'bench-warm-import' }));
  const warmUpBody = Buffer.from(sampleFeed(80));
  log(`feed: ${items} items, ${(body.length / 1024 / 1024).toFixed(1)} MB`);
  // Timings scale with how busy the machine is; say so next to the figures.
  log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );

  const feedHost = http.createServer((req, res) => {
    const feed = req.url === '/warm-up.xml' ? warmUpBody : req.url === '/warm-feed.xml' ? warmBody : body;
    res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', 'content-length': feed.length });
    res.end(feed);
  });
  await new Promise<void>((resolve) => feedHost.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(feedHost.address() as AddressInfo).port}`;
  const engines = options.engines ?? (options.postgresUrl ? ['PGlite', 'PostgreSQL'] : ['PGlite']);
  const runs: EngineRun[] = [];
  try {
    for (const engine of engines) {
      const job: EngineJob = {
        engine,
        postgresUrl: options.postgresUrl,
        feedUrl: `${origin}/feed.xml`,
        warmFeedUrl: `${origin}/warm-feed.xml`,
        warmUpFeedUrl: `${origin}/warm-up.xml`,
        rehearse: options.rehearse ?? true,
      };
      runs.push(await importInChild(job, options.healthIntervalMs ?? HEALTH_INTERVAL_MS));
    }
  } finally {
    feedHost.close();
  }
  const parseMs = await parseAloneInChild(items);
  log(`parsing alone (one thread, no fetch, no database, a fresh process): ${ms(parseMs)}`);
  const figures = runs.map((run): ImportBenchFigure => ({
    ...run,
    items,
    feedBytes: body.length,
    parseMs,
    ratioToParse: run.importMs / parseMs,
  }));

  log(
    table(
      [
        'engine',
        'start-up rehearsal',
        'import (cold)',
        'x parse',
        'CPU',
        'server CPU',
        'import (warm)',
        'warm CPU',
        'warm server CPU',
        're-import',
        'peak RSS',
        'health p99',
        'idle p99',
        'health max',
        'samples',
        'errors',
        'episodes',
        'soundbites',
      ],
      figures.map((f) => [
        f.engine,
        f.rehearsalMs > 0 ? ms(f.rehearsalMs) : 'off',
        againstGoal(f.importMs, IMPORT_GOALS.importMs[f.engine], 'ms'),
        f.ratioToParse.toFixed(1),
        ms(f.cpuMs),
        f.serverCpuMs === null ? '-' : ms(f.serverCpuMs),
        ms(f.warmImportMs),
        ms(f.warmCpuMs),
        f.warmServerCpuMs === null ? '-' : ms(f.warmServerCpuMs),
        againstGoal(f.reimportMs, IMPORT_GOALS.reimportMs, 'ms'),
        againstGoal(f.peakRssMb, IMPORT_GOALS.peakRssMb, 'MB'),
        againstGoal(f.healthP99Ms, TARGET_HEALTH_MS, 'ms'),
        ms(f.healthIdleP99Ms),
        ms(f.healthMaxMs),
        String(f.healthSamples),
        String(f.healthErrors),
        String(f.episodes),
        String(f.soundbites),
      ]),
    ),
  );
  log(
    `goal: /api/health p99 ≤ ${TARGET_HEALTH_MS} ms while importing, on each engine (a fresh connection every ` +
      `${options.healthIntervalMs ?? HEALTH_INTERVAL_MS} ms from the bench process, as a load balancer's check); ` +
      `idle p99: the same probes for ${IDLE_PROBING_MS / 1000} s before the import, what the machine's load adds by itself`,
  );
  log(
    'import (cold): the first import in a fresh server process (the goal), after the import rehearsal a server runs at ' +
      'start-up before it listens (REHEARSE_IMPORT_ON_START; BENCH_NO_REHEARSAL=1 measures without it); import (warm): a second ' +
      'podcast of the same size by the same process, as a long-running server imports it',
  );
  log(
    'CPU: all threads of the server process (API, parser, PGlite); server CPU: the PostgreSQL backends ' +
      '(a busy machine stretches wall time, not these); peak RSS: the server process, the feed host not included',
  );
  return figures;
}

type EngineRun = Omit<ImportBenchFigure, 'parseMs' | 'ratioToParse' | 'items' | 'feedBytes'>;

const ENGINE_SCRIPT = fileURLToPath(new URL('./lib/import-engine.ts', import.meta.url));

const PARSE_ALONE_SCRIPT = fileURLToPath(new URL('./lib/parse-alone.ts', import.meta.url));

/** The baseline: the same feed parsed once in a fresh process with the server's process settings. */
async function parseAloneInChild(items: number): Promise<number> {
  const child = fork(PARSE_ALONE_SCRIPT, [String(items)], {
    execArgv: ['--import', 'tsx'],
    env: serverProcessEnv(process.env, { database: 'postgres' }),
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise<number>((resolve, reject) => {
    child.once('message', (message: { parseMs: number }) => resolve(message.parseMs));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the parse-alone process exited with ${code} before answering`)));
  });
}

/** One engine's server in a child process; this process probes its health while it imports. */
async function importInChild(job: EngineJob, healthIntervalMs: number): Promise<EngineRun> {
  const child = fork(ENGINE_SCRIPT, [JSON.stringify(job)], {
    execArgv: ['--import', 'tsx'],
    // The process settings `npm start` gives the server on this engine (glibc's malloc, V8's young generation).
    env: serverProcessEnv(process.env, { database: job.engine === 'PostgreSQL' ? 'postgres' : 'pglite' }),
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const health: HealthSamples = { latencies: [], errors: 0 };
  const idle: HealthSamples = { latencies: [], errors: 0 };
  let probing: Promise<void> = Promise.resolve();
  let stopProbing = () => {};
  let finished = false;
  try {
    const figures = await new Promise<EngineFigures>((resolve, reject) => {
      child.on('message', (message: EngineMessage) => {
        if (message.type === 'listening') {
          // The same probes against the idle server first: the latency a busy machine adds by itself.
          const idleDone = new Promise<void>((resolveIdle) => setTimeout(resolveIdle, IDLE_PROBING_MS));
          void probeHealth(message.healthUrl, healthIntervalMs, idle, idleDone).then(() => {
            if (finished) return;
            const stopped = new Promise<void>((resolveStop) => (stopProbing = resolveStop));
            probing = probeHealth(message.healthUrl, healthIntervalMs, health, stopped);
            if (child.connected) child.send({ type: 'probing' } satisfies BenchMessage);
          });
        } else if (message.type === 'imported') {
          stopProbing();
          void probing.then(() => child.send({ type: 'stopped' } satisfies BenchMessage));
        } else if (message.type === 'figures') {
          resolve(message.figures);
        } else {
          reject(new Error(`${job.engine} import bench failed: ${message.message}`));
        }
      });
      child.once('exit', (code) => reject(new Error(`${job.engine} import bench exited with ${code}`)));
    });
    const { latencies, errors } = health;
    return {
      ...figures,
      healthSamples: latencies.length,
      healthErrors: errors,
      healthP99Ms: percentile(latencies, 99),
      healthIdleP99Ms: percentile(idle.latencies, 99),
      healthMaxMs: Math.max(...latencies),
    };
  } finally {
    finished = true;
    stopProbing();
    await probing;
    await exited;
  }
}

interface HealthSamples {
  latencies: number[];
  /** Probes that got no answer (a refused or reset connection): a server that stops answering fails its check. */
  errors: number;
}

/** Probes until `stopped`: a fresh connection per probe, as a load balancer's health check makes. */
async function probeHealth(healthUrl: string, intervalMs: number, health: HealthSamples, stopped: Promise<void>): Promise<void> {
  let running = true;
  void stopped.then(() => (running = false));
  while (running) {
    const started = performance.now();
    const answered = await new Promise<boolean>((resolve) => {
      http
        .get(healthUrl, { agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode === 200));
        })
        .on('error', () => resolve(false));
    });
    if (answered) health.latencies.push(performance.now() - started);
    else health.errors++;
    await Promise.race([new Promise((resolve) => setTimeout(resolve, intervalMs)), stopped]);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  // BENCH_IMPORT_ENGINES=PostgreSQL (or PGlite) runs one engine only.
  const only = process.env.BENCH_IMPORT_ENGINES?.split(',') as Engine[] | undefined;
  const interval = Number(process.env.BENCH_HEALTH_INTERVAL_MS) || undefined;
  const rehearse = process.env.BENCH_NO_REHEARSAL !== '1';
  await runImportBench({ postgresUrl, rehearse, ...(only ? { engines: only } : {}), ...(interval ? { healthIntervalMs: interval } : {}) });
}
