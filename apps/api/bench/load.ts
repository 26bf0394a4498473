/**
 * Load: 50 clients on the public endpoints (a soundbite's JSON and its share page) for 30 s, while a
 * staff user imports feeds and edits soundbites through the same service functions the ops API
 * calls. Every client request must succeed; latency percentiles are reported per endpoint.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createFirebaseVerifier } from '../src/auth/verify.js';
import { loadEnv } from '../src/env.js';
import { importFeed } from '../src/ingest/import.js';
import { updateSoundbite } from '../src/routes/soundbites/soundbites.service.js';
import { createServerApp } from '../src/server/server-app.js';
import { sampleFeed } from '../src/ingest/sample-feed.js';
import type { BenchDatabase } from './lib/databases.js';
import { generateLoad as runLoadGenerator, type LoadResult } from './lib/load.js';
import { count, ms, table } from './lib/stats.js';

const DURATION_MS = Number(process.env.BENCH_LOAD_SECONDS || 30) * 1000;
/** 50 clients in all: most read a soundbite's JSON, the rest open its share page. */
const CLIENTS = { json: 40, page: 10 };
const STAFF_FEED_ITEMS = 1_000;
const STAFF = { uid: null, email: 'bench-staff@example.com' };

export interface LoadFigure {
  engine: string;
  endpoint: string;
  clients: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadBenchResult {
  figures: LoadFigure[];
  imports: number;
  edits: number;
  staffErrors: number;
}

async function generateLoad(url: string, ids: string[], concurrency: number): Promise<LoadResult> {
  return runLoadGenerator({ url, ids, concurrency, durationMs: DURATION_MS });
}

export async function runLoadBench(bench: BenchDatabase, log: (line: string) => void): Promise<LoadBenchResult> {
  const { database } = bench;
  // The share page is the app's HTML with the soundbite's preview tags: a small stand-in page keeps
  // the bench independent of a web build.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'soundbites-bench-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Soundbites</title></head><body><div id="root"></div></body></html>',
  );
  const env = loadEnv({ NODE_ENV: 'production', ALLOW_PRIVATE_FEED_HOSTS: '1', REFRESH_INTERVAL_MINUTES: '0', WEB_DIST_DIR: webDist });
  // Each staff import is a new podcast, so each URL's feed has its own podcast:guid (a second URL with
  // one already here would be refused as the same podcast again).
  const [beforeGuid, afterGuid] = sampleFeed(STAFF_FEED_ITEMS, { podcastGuid: '\0' })
    .split('\0')
    .map((part) => Buffer.from(part)) as [Buffer, Buffer];
  const seedBody = Buffer.from(sampleFeed(300));
  const feedHost = http.createServer((req, res) => {
    const body = req.url === '/seed.xml' ? seedBody : Buffer.concat([beforeGuid, Buffer.from(`load-${req.url}`), afterGuid]);
    res.writeHead(200, { 'content-type': 'application/rss+xml', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => feedHost.listen(0, '127.0.0.1', resolve));
  const feedOrigin = `http://127.0.0.1:${(feedHost.address() as AddressInfo).port}`;

  await importFeed({ database, env }, { feedUrl: `${feedOrigin}/seed.xml`, actor: STAFF, enrichmentLimit: 0 });
  await database.query(`update soundbites set status = 'published'`);
  const ids = (await database.query<{ id: string }>(`select id from soundbites where status = 'published' order by md5(id)`)).map(
    (r) => r.id,
  );

  const app = createServerApp({ deps: { env, database, verifier: createFirebaseVerifier(env) } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  log(
    `\nLoad on ${bench.engine}: ${CLIENTS.json + CLIENTS.page} clients for ${DURATION_MS / 1000} s on the public endpoints, ` +
      `while staff import ${STAFF_FEED_ITEMS}-item feeds and edit soundbites`,
  );
  let loading = true;
  let imports = 0;
  let edits = 0;
  let staffErrors = 0;
  const staffWork = (async () => {
    for (let round = 0; loading; round++) {
      try {
        await importFeed({ database, env }, { feedUrl: `${feedOrigin}/staff-${round}.xml`, actor: STAFF, enrichmentLimit: 0 });
        imports++;
        for (let i = 0; i < 10 && loading; i++) {
          const id = ids[(round * 10 + i) % ids.length]!;
          await updateSoundbite(database.db, STAFF, id, { title: `Edited in round ${round}, ${i}` });
          edits++;
        }
      } catch (error) {
        staffErrors++;
        log(`  staff work failed: ${(error as Error).message}`);
      }
    }
  })();
  try {
    const [json, page] = await Promise.all([
      generateLoad(`${origin}/api/public/soundbites/`, ids, CLIENTS.json),
      generateLoad(`${origin}/share?soundbite=`, ids, CLIENTS.page),
    ]);
    loading = false;
    await staffWork;
    const figure = (endpoint: string, clients: number, r: LoadResult): LoadFigure => ({
      engine: bench.engine,
      endpoint,
      clients,
      rps: (r.requests / r.elapsedMs) * 1000,
      p50: r.p50,
      p99: r.p99,
      errors: r.errors,
    });
    const figures = [
      figure('GET /api/public/soundbites/{id}', CLIENTS.json, json),
      figure('GET /share?soundbite={id}', CLIENTS.page, page),
    ];
    log(
      table(
        ['endpoint', 'clients', 'req/s', 'p50', 'p99', 'errors'],
        figures.map((f) => [f.endpoint, String(f.clients), count(Math.round(f.rps)), ms(f.p50), ms(f.p99), String(f.errors)]),
      ),
    );
    log(`  meanwhile: ${imports} imports, ${edits} edits, ${staffErrors} failed (goal: zero errors)`);
    return { figures, imports, edits, staffErrors };
  } finally {
    loading = false;
    await staffWork;
    await new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
    feedHost.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { openBenchPglite, openBenchPostgres } = await import('./lib/databases.js');
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const bench = serverUrl ? await openBenchPostgres(serverUrl) : await openBenchPglite();
  try {
    await runLoadBench(bench, (line) => console.log(line));
  } finally {
    await bench.close();
  }
}
