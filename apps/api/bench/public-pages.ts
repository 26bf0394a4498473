/**
 * The public pages as a visitor meets them: the production server with the demo podcast on PGlite,
 * measured for throughput of `/` against a viral share link (page and JSON), the JavaScript a first
 * visit to `/` loads, and Lighthouse's mobile scores for `/` and `/share?soundbite={id}`.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { createFirebaseVerifier } from '../src/auth/verify.js';
import { openDatabase } from '../src/db/client.js';
import { createDemoRouter } from '../src/demo/assets.js';
import { seedDemo } from '../src/demo/index.js';
import { loadEnv } from '../src/env.js';
import { createServerApp } from '../src/server/server-app.js';
import { measureInitialJs, type InitialJsFigure } from './initial-js.js';
import { runLighthouse, type LighthouseFigure } from './lighthouse.js';
import { generateLoad as runLoadGenerator, type LoadResult } from './lib/load.js';
import { count, ms, table } from './lib/stats.js';

const run = promisify(execFile);
const CONCURRENCY = 50;
const WARMUP_MS = 1_500;
const ROUND_MS = 3_000;
const ROUNDS = 3;

export interface ThroughputFigure {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Throughput over that of `/` in the same rounds. */
  ratio: number;
}

export interface PublicPagesFigures {
  throughput: ThroughputFigure[];
  initialJs: InitialJsFigure | null;
  lighthouse: LighthouseFigure[];
  notes: string[];
}

async function generateLoad(url: string, ids: string[], durationMs: number): Promise<LoadResult> {
  return runLoadGenerator({ url, ids, concurrency: CONCURRENCY, durationMs });
}

function webDistDir(): string {
  return loadEnv({}).WEB_DIST_DIR;
}

/** The bench measures what `npm start` serves: the web build, made here when it is missing. */
async function ensureWebBuild(log: (line: string) => void) {
  if (fs.existsSync(path.join(webDistDir(), 'index.html'))) return;
  log('Building the web app (apps/web/dist is missing)…');
  await run('npm', ['run', 'build', '-w', '@soundbites/web'], { cwd: path.resolve(webDistDir(), '../../..') });
}

export async function runPublicPagesBench(log: (line: string) => void): Promise<PublicPagesFigures> {
  await ensureWebBuild(log);
  const notes: string[] = [];
  const env = loadEnv({ NODE_ENV: 'production', REFRESH_INTERVAL_MINUTES: '0' });
  const database = await openDatabase({});
  const app = createServerApp({ deps: { env, database, verifier: createFirebaseVerifier(env) }, extraRouters: [createDemoRouter()] });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await seedDemo({ database, env }, { origin });
    const ids = (await database.query<{ id: string }>(`SELECT id FROM soundbites WHERE status = 'published' ORDER BY id`)).map((r) => r.id);
    if (ids.length === 0) throw new Error('The demo seed published no soundbites');

    const targets = [
      { label: '/', url: `${origin}/`, ids: [''] },
      { label: '/share?soundbite={id}', url: `${origin}/share?soundbite=`, ids },
      { label: 'GET /api/public/soundbites/{id}', url: `${origin}/api/public/soundbites/`, ids },
    ];
    log(
      `\nPublic pages on PGlite (demo podcast, ${ids.length} published soundbites): ${CONCURRENCY} keep-alive clients, ${ROUNDS} × ${ROUND_MS / 1000} s each`,
    );
    for (const target of targets) await generateLoad(target.url, target.ids, WARMUP_MS);
    const rounds = targets.map(() => [] as LoadResult[]);
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < targets.length; i++) {
        // Rotate the order so no target always runs right after another's garbage.
        const index = (i + round) % targets.length;
        const target = targets[index]!;
        rounds[index]!.push(await generateLoad(target.url, target.ids, ROUND_MS));
      }
    }
    const rpsOf = (results: LoadResult[]) =>
      (results.reduce((s, r) => s + r.requests, 0) / results.reduce((s, r) => s + r.elapsedMs, 0)) * 1000;
    const homeRps = rpsOf(rounds[0]!);
    const throughput = targets.map((target, i) => {
      const results = rounds[i]!;
      return {
        label: target.label,
        rps: rpsOf(results),
        p50: results.map((r) => r.p50).sort((a, b) => a - b)[Math.floor(results.length / 2)]!,
        p99: Math.max(...results.map((r) => r.p99)),
        errors: results.reduce((s, r) => s + r.errors, 0),
        ratio: rpsOf(results) / homeRps,
      };
    });
    log(throughputTable(throughput));

    let initialJs: InitialJsFigure | null = null;
    try {
      initialJs = await measureInitialJs(`${origin}/`);
      for (const file of initialJs.files) log(`${(file.gzipBytes / 1024).toFixed(1).padStart(7)} KiB gz  ${file.url.replace(origin, '')}`);
      log(
        `Initial JavaScript of / until network idle: ${(initialJs.gzipBytes / 1024).toFixed(1)} KiB gzipped in ${initialJs.files.length} files`,
      );
    } catch (err) {
      notes.push(`Initial JavaScript not measured: ${(err as Error).message}`);
    }

    const lighthouse: LighthouseFigure[] = [];
    for (const page of ['/', `/share?soundbite=${ids[0]}`]) {
      try {
        const figure = await runLighthouse(`${origin}${page}`, page.startsWith('/share') ? '/share?soundbite={id}' : page);
        lighthouse.push(figure);
        log(`Lighthouse ${figure.page}: ${lighthouseRow(figure).join(' · ')}`);
      } catch (err) {
        notes.push(`Lighthouse on ${page} failed: ${(err as Error).message}`);
      }
    }
    return { throughput, initialJs, lighthouse, notes };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
  }
}

function lighthouseRow(f: LighthouseFigure): string[] {
  return [
    `perf ${f.performance}`,
    `a11y ${f.accessibility}`,
    `BP ${f.bestPractices}`,
    `SEO ${f.seo}`,
    `LCP ${(f.lcpMs / 1000).toFixed(2)} s`,
    `FCP ${(f.fcpMs / 1000).toFixed(2)} s`,
    `TBT ${Math.round(f.tbtMs)} ms`,
    `CLS ${f.cls.toFixed(3)}`,
  ];
}

export function throughputTable(figures: ThroughputFigure[]): string {
  return table(
    ['target', 'req/s', 'p50', 'p99', 'errors', 'ratio to /'],
    figures.map((f) => [f.label, count(Math.round(f.rps)), ms(f.p50), ms(f.p99), String(f.errors), f.ratio.toFixed(2)]),
  );
}

export function publicPagesSummary(figures: PublicPagesFigures): string {
  const lines = [
    `\nPublic pages under ${CONCURRENCY} concurrent clients (targets: share page and JSON ≥ 0.25 of /, p99 ≤ 50 ms, no errors)`,
    throughputTable(figures.throughput),
    '\nInitial JavaScript of / until network idle (target ≤ 120 KiB gzipped): ' +
      (figures.initialJs
        ? `${(figures.initialJs.gzipBytes / 1024).toFixed(1)} KiB in ${figures.initialJs.files.length} files`
        : 'not measured'),
    '\nLighthouse 12, mobile, simulated throttling (targets: performance ≥ 95, the others 100, LCP ≤ 1.5 s)',
    table(
      ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'FCP', 'TBT', 'CLS'],
      figures.lighthouse.map((f) => [
        f.page,
        String(f.performance),
        String(f.accessibility),
        String(f.bestPractices),
        String(f.seo),
        `${(f.lcpMs / 1000).toFixed(2)} s`,
        `${(f.fcpMs / 1000).toFixed(2)} s`,
        `${Math.round(f.tbtMs)} ms`,
        f.cls.toFixed(3),
      ]),
    ),
  ];
  for (const note of figures.notes) lines.push(`Note: ${note}`);
  return lines.join('\n');
}
