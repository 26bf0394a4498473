import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createFirebaseVerifier } from '../src/auth/verify.js';
import { loadEnv } from '../src/env.js';
import { getPublishedSoundbite } from '../src/routes/public/public.queries.js';
import { createServerApp } from '../src/server/server-app.js';
import { bareSoundbiteServer, SOUNDBITE_PATH } from './lib/bare-soundbite-server.js';
import type { BenchDatabase } from './lib/databases.js';
import { LoadGeneratorProcess, type LoadResult } from './lib/load.js';
import { count, median, ms, table } from './lib/stats.js';

const CONCURRENCY = 32;
const WARMUP_MS = 2_000;
const ROUND_MS = 2_000;
const ROUNDS = 7;

export interface GetByIdFigure {
  engine: string;
  server: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU of the serving process per answer. */
  cpuMicrosPerRequest: number;
}

export interface GetByIdComparison {
  engine: string;
  /** The production server with its public cache off (PUBLIC_CACHE=0): every request runs the query. */
  api: GetByIdFigure;
  /** The production server as deployed: answered from the public cache. */
  cached: GetByIdFigure;
  baseline: GetByIdFigure;
  /** Median over the rounds of uncached API throughput over baseline throughput in the same round. */
  ratio: number;
  /** The same for the cached API. */
  cachedRatio: number;
  /**
   * Median over the rounds of baseline CPU per answer over uncached API CPU per answer: the
   * throughput ratio the servers would reach with the cores to themselves, and far steadier than
   * throughput on a shared machine.
   */
  cpuRatio: number;
  /** The same for the cached API. */
  cachedCpuRatio: number;
}

/** The goal for the API against bare node:http. */
export const GET_BY_ID_GOAL = 0.9;

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

const close = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * The same request answered by the production server (createServerApp on @hono/node-server:
 * routing, validation, middleware, error handling), once with its public cache off so every request
 * runs the query as the baseline does, once as deployed; and by a bare node:http handler that calls
 * the same query function on the same database. Rounds interleave so drift on this shared machine
 * hits all alike, and the ratio is the median of the rounds' ratios.
 */
export async function runGetByIdBench(bench: BenchDatabase, log: (line: string) => void): Promise<GetByIdComparison> {
  const { database } = bench;
  const ids = (
    await database.query<{ id: string }>(`SELECT id FROM soundbites WHERE status = 'published' ORDER BY md5(id) LIMIT 2000`)
  ).map((r) => r.id);
  if (ids.length === 0) throw new Error('No published soundbites to fetch');

  const startApi = async (publicCache: '0' | '1') => {
    const env = loadEnv({ NODE_ENV: 'production', REFRESH_INTERVAL_MINUTES: '0', PUBLIC_CACHE: publicCache });
    const app = createServerApp({ deps: { env, database, verifier: createFirebaseVerifier(env) } });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  const uncachedApi = await startApi('0');
  const cachedApi = await startApi('1');

  const baselineServer = bareSoundbiteServer((id) => getPublishedSoundbite(database.db, id));
  const baselineUrl = await listen(baselineServer);
  const generator = await LoadGeneratorProcess.start();
  const generateLoad = (baseUrl: string, ids: string[], durationMs: number) =>
    generator.run({ url: baseUrl + SOUNDBITE_PATH, ids, concurrency: CONCURRENCY, durationMs });

  const servers = [
    { key: 'baseline', label: 'baseline (node:http + getPublishedSoundbite)', url: baselineUrl },
    { key: 'api', label: 'API, cache off (createServerApp + @hono/node-server)', url: uncachedApi.url },
    { key: 'cached', label: 'API as deployed (public cache)', url: cachedApi.url },
  ] as const;
  try {
    const samples = await Promise.all(servers.map((s) => fetch(s.url + SOUNDBITE_PATH + ids[0]).then((r) => r.text())));
    if (new Set(samples).size !== 1) log('  note: the servers answer different bodies for the same id');

    log(
      `\nGET ${SOUNDBITE_PATH}{id} on ${bench.engine}: ${CONCURRENCY} keep-alive connections, ${ROUNDS} interleaved rounds × ${ROUND_MS / 1000} s per server`,
    );
    for (const server of servers) await generateLoad(server.url, ids, WARMUP_MS);
    const results: Record<(typeof servers)[number]['key'], LoadResult[]> = { baseline: [], api: [], cached: [] };
    // CPU this process (the servers and their database client) spent per answer: unlike throughput,
    // barely moved by the other work on a shared machine.
    const cpuMicros = { baseline: 0, api: 0, cached: 0 };
    const roundCpuMicros: Record<keyof typeof cpuMicros, number[]> = { baseline: [], api: [], cached: [] };
    for (let round = 0; round < ROUNDS; round++) {
      // Rotate the order, so no server always follows another's garbage.
      for (let i = 0; i < servers.length; i++) {
        const server = servers[(i + round) % servers.length]!;
        const cpuBefore = process.cpuUsage();
        const result = await generateLoad(server.url, ids, ROUND_MS);
        const cpu = process.cpuUsage(cpuBefore);
        results[server.key].push(result);
        cpuMicros[server.key] += cpu.user + cpu.system;
        roundCpuMicros[server.key].push((cpu.user + cpu.system) / Math.max(1, result.requests));
      }
    }
    const summarize = (server: string, rounds: LoadResult[], cpu: number): GetByIdFigure => {
      const requests = rounds.reduce((s, r) => s + r.requests, 0);
      const elapsed = rounds.reduce((s, r) => s + r.elapsedMs, 0);
      return {
        engine: bench.engine,
        server,
        rps: (requests / elapsed) * 1000,
        // The median of the rounds' p50 and the worst round's p99.
        p50: median(rounds.map((r) => r.p50)),
        p99: Math.max(...rounds.map((r) => r.p99)),
        errors: rounds.reduce((s, r) => s + r.errors, 0),
        cpuMicrosPerRequest: cpu / requests,
      };
    };
    const [baseline, api, cached] = servers.map((s) => summarize(s.label, results[s.key], cpuMicros[s.key])) as [
      GetByIdFigure,
      GetByIdFigure,
      GetByIdFigure,
    ];
    log(
      table(
        ['server', 'req/s', 'p50', 'p99', 'errors', 'server CPU/request'],
        [baseline, api, cached].map((f) => [
          f.server,
          count(Math.round(f.rps)),
          ms(f.p50),
          ms(f.p99),
          String(f.errors),
          `${Math.round(f.cpuMicrosPerRequest)} µs`,
        ]),
      ),
    );
    const rps = (r: LoadResult) => r.requests / r.elapsedMs;
    const roundRatios = (key: 'api' | 'cached') => results[key].map((r, i) => rps(r) / rps(results.baseline[i]!));
    const roundCpuRatios = (key: 'api' | 'cached') => roundCpuMicros[key].map((cpu, i) => roundCpuMicros.baseline[i]! / cpu);
    const ratio = median(roundRatios('api'));
    const cachedRatio = median(roundRatios('cached'));
    const cpuRatio = median(roundCpuRatios('api'));
    const cachedCpuRatio = median(roundCpuRatios('cached'));
    const rounds = (values: number[]) => values.map((x) => x.toFixed(2)).join(', ');
    log(
      `  throughput API / baseline, median of ${ROUNDS} rounds (goal ≥ ${GET_BY_ID_GOAL}): ` +
        `cache off ${ratio.toFixed(2)} (rounds ${rounds(roundRatios('api'))}); as deployed ${cachedRatio.toFixed(2)} (rounds ${rounds(roundRatios('cached'))})`,
    );
    log(
      `  CPU per answer, baseline / API, median of ${ROUNDS} rounds (goal ≥ ${GET_BY_ID_GOAL}; the throughput ratio with the cores to themselves): ` +
        `cache off ${cpuRatio.toFixed(2)} (${Math.round(baseline.cpuMicrosPerRequest)} vs ${Math.round(api.cpuMicrosPerRequest)} µs; rounds ${rounds(roundCpuRatios('api'))}); ` +
        `as deployed ${cachedCpuRatio.toFixed(2)} (${Math.round(cached.cpuMicrosPerRequest)} µs; rounds ${rounds(roundCpuRatios('cached'))})`,
    );
    return { engine: bench.engine, api, cached, baseline, ratio, cachedRatio, cpuRatio, cachedCpuRatio };
  } finally {
    await Promise.all([generator.close(), close(uncachedApi.server), close(cachedApi.server), close(baselineServer)]);
  }
}
