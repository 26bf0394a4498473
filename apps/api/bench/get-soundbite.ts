import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createFirebaseVerifier } from '../src/auth/verify.js';
import { loadEnv } from '../src/env.js';
import { getPublishedSoundbite } from '../src/routes/public/public.queries.js';
import { createServerApp } from '../src/server/server-app.js';
import type { BenchDatabase } from './lib/databases.js';
import { generateLoad as runLoadGenerator, type LoadResult } from './lib/load.js';
import { count, ms, table } from './lib/stats.js';

const PATH_PREFIX = '/api/public/soundbites/';
const CONCURRENCY = 32;
const WARMUP_MS = 2_000;
const ROUND_MS = 3_000;
const ROUNDS = 4;

export interface GetByIdFigure {
  engine: string;
  server: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface GetByIdComparison {
  engine: string;
  api: GetByIdFigure;
  baseline: GetByIdFigure;
  /** API throughput over baseline throughput. */
  ratio: number;
}

async function generateLoad(baseUrl: string, ids: string[], durationMs: number): Promise<LoadResult> {
  return runLoadGenerator({ url: baseUrl + PATH_PREFIX, ids, concurrency: CONCURRENCY, durationMs });
}

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
 * routing, validation, middleware, error handling) and by a bare node:http handler that calls the
 * same query function on the same database. Rounds alternate so drift on this shared machine hits
 * both alike.
 */
export async function runGetByIdBench(bench: BenchDatabase, log: (line: string) => void): Promise<GetByIdComparison> {
  const { database } = bench;
  const ids = (
    await database.query<{ id: string }>(`SELECT id FROM soundbites WHERE status = 'published' ORDER BY md5(id) LIMIT 2000`)
  ).map((r) => r.id);
  if (ids.length === 0) throw new Error('No published soundbites to fetch');

  const env = loadEnv({ NODE_ENV: 'production', REFRESH_INTERVAL_MINUTES: '0' });
  const app = createServerApp({ deps: { env, database, verifier: createFirebaseVerifier(env) } });
  const apiServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise<void>((resolve) => (apiServer.listening ? resolve() : apiServer.once('listening', () => resolve())));
  const apiUrl = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;

  const answerBaseline = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = req.url ?? '';
    const soundbite = url.startsWith(PATH_PREFIX)
      ? await getPublishedSoundbite(database.db, decodeURIComponent(url.slice(PATH_PREFIX.length)))
      : null;
    const body = JSON.stringify(soundbite ?? { error: { code: 'not_found', message: 'Not found' } });
    res.writeHead(soundbite ? 200 : 404, { 'content-type': 'application/json' });
    res.end(body);
  };
  const baselineServer = http.createServer((req, res) => void answerBaseline(req, res));
  const baselineUrl = await listen(baselineServer);

  try {
    const [apiSample, baselineSample] = await Promise.all([
      fetch(apiUrl + PATH_PREFIX + ids[0]).then((r) => r.json()),
      fetch(baselineUrl + PATH_PREFIX + ids[0]).then((r) => r.json()),
    ]);
    if (JSON.stringify(apiSample) !== JSON.stringify(baselineSample)) {
      log('  note: the API and the baseline answer different bodies for the same id');
    }

    log(`\nGET ${PATH_PREFIX}{id} on ${bench.engine}: ${CONCURRENCY} keep-alive connections, ${ROUNDS} × ${ROUND_MS / 1000} s per server`);
    await generateLoad(baselineUrl, ids, WARMUP_MS);
    await generateLoad(apiUrl, ids, WARMUP_MS);
    const results: Record<'api' | 'baseline', LoadResult[]> = { api: [], baseline: [] };
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which server goes first, so neither always follows the other's garbage.
      const order = round % 2 === 0 ? (['baseline', 'api'] as const) : (['api', 'baseline'] as const);
      for (const server of order) {
        results[server].push(await generateLoad(server === 'api' ? apiUrl : baselineUrl, ids, ROUND_MS));
      }
    }
    const summarize = (server: string, rounds: LoadResult[]): GetByIdFigure => {
      const requests = rounds.reduce((s, r) => s + r.requests, 0);
      const elapsed = rounds.reduce((s, r) => s + r.elapsedMs, 0);
      return {
        engine: bench.engine,
        server,
        rps: (requests / elapsed) * 1000,
        // The median of the rounds' p50 and the worst round's p99.
        p50: rounds.map((r) => r.p50).sort((a, b) => a - b)[Math.floor(rounds.length / 2)]!,
        p99: Math.max(...rounds.map((r) => r.p99)),
        errors: rounds.reduce((s, r) => s + r.errors, 0),
      };
    };
    const api = summarize('API (createServerApp + @hono/node-server)', results.api);
    const baseline = summarize('baseline (node:http + getPublishedSoundbite)', results.baseline);
    const ratio = api.rps / baseline.rps;
    log(
      table(
        ['server', 'req/s', 'p50', 'p99', 'errors'],
        [api, baseline].map((f) => [f.server, count(Math.round(f.rps)), ms(f.p50), ms(f.p99), String(f.errors)]),
      ),
    );
    const roundRatios = results.api.map((r, i) => {
      const baselineRound = results.baseline[i]!;
      return r.requests / r.elapsedMs / (baselineRound.requests / baselineRound.elapsedMs);
    });
    log(
      `  throughput ratio API / baseline: ${ratio.toFixed(2)} (goal ≥ 0.9); per round: ${roundRatios.map((x) => x.toFixed(2)).join(', ')}`,
    );
    return { engine: bench.engine, api, baseline, ratio };
  } finally {
    await Promise.all([close(apiServer), close(baselineServer)]);
  }
}
