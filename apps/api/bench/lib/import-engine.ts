import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from '../../src/app.js';
import { createFirebaseVerifier } from '../../src/auth/verify.js';
import { loadEnv } from '../../src/env.js';
import { importFeed } from '../../src/ingest/import.js';
import { rehearseImport } from '../../src/ingest/rehearsal.js';
import { parseFeed, stopFeedParser } from '../../src/ingest/parser-thread.js';
import { openBenchPglite, openBenchPostgres, type BenchDatabase, type Engine } from './databases.js';
import { startServerCpuMeter } from './server-cpu.js';

/** What the bench process asks of one engine's server process. */
export interface EngineJob {
  engine: Engine;
  postgresUrl: string | undefined;
  /** The feed, served by the bench process (a stand-in for a remote host). */
  feedUrl: string;
  /** The same feed under another URL and podcast:guid: a second podcast, imported after the first by the now warm process. */
  warmFeedUrl: string;
  /** A small feed to start the parser thread before anything is measured. */
  warmUpFeedUrl: string;
  /** Rehearse an import at start-up as the server does (REHEARSE_IMPORT_ON_START), or not, to compare. */
  rehearse: boolean;
}

/** One engine's figures, measured inside its server process. */
export interface EngineFigures {
  engine: Engine;
  /** The start-up rehearsal of an import (rolled back), as the server runs it before listening. */
  rehearsalMs: number;
  /** The first import in this fresh process, after its start-up rehearsal. */
  importMs: number;
  cpuMs: number;
  serverCpuMs: number | null;
  /** Peak RSS of the server process, up to the end of the first import. */
  peakRssMb: number;
  /** The same feed again: nothing changed, so nothing is written. */
  reimportMs: number;
  /** A second, different podcast of the same size, by the same process: what a long-running server pays. */
  warmImportMs: number;
  warmCpuMs: number;
  warmServerCpuMs: number | null;
  episodes: number;
  soundbites: number;
}

/** Messages from the server process to the bench process, over the IPC channel. */
export type EngineMessage =
  | { type: 'listening'; healthUrl: string }
  | { type: 'imported' }
  | { type: 'figures'; figures: EngineFigures }
  | { type: 'failed'; message: string };
/**
 * The bench process answers `listening` with `probing` once its health prober runs, and `imported`
 * with `stopped` once its last probe has its answer, so the server never closes under a probe.
 */
export interface BenchMessage {
  type: 'probing' | 'stopped';
}

const nextMessage = () => new Promise<void>((resolve) => process.once('message', () => resolve()));

function send(message: EngineMessage): Promise<void> {
  return new Promise((resolve, reject) => process.send!(message, (error: Error | null) => (error ? reject(error) : resolve())));
}

async function fetchBody(url: string): Promise<Buffer> {
  const response = await fetch(url);
  return Buffer.from(await response.arrayBuffer());
}

/** Runs in a process of its own: a listening API server on one engine, importing the bench feed. */
async function runEngine(job: EngineJob): Promise<EngineFigures> {
  // Warm the parser thread so its one-off start-up is not counted as import time.
  await parseFeed(await fetchBody(job.warmUpFeedUrl));
  const bench = job.engine === 'PostgreSQL' ? await openBenchPostgres(job.postgresUrl!) : await openBenchPglite({ asServer: true });
  try {
    return await importAll(bench, job);
  } finally {
    await bench.close();
    await stopFeedParser();
  }
}

async function importAll(bench: BenchDatabase, job: EngineJob): Promise<EngineFigures> {
  const env = loadEnv({ NODE_ENV: 'production', ALLOW_PRIVATE_FEED_HOSTS: '1', REFRESH_INTERVAL_MINUTES: '0' });
  // As main.ts does before it listens.
  const rehearsalMs = job.rehearse ? await rehearseImport({ database: bench.database, env }) : 0;
  const app = createApp({ env, database: bench.database, verifier: createFirebaseVerifier(env) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  const probing = nextMessage();
  await send({ type: 'listening', healthUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health` });
  await probing;

  let peakRss = process.memoryUsage.rss();
  const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 5);
  // Transcripts and chapters live on unreachable hosts here; the feed import itself is measured.
  const importOne = async (feedUrl: string) => {
    const serverCpu = await startServerCpuMeter(bench);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const result = await importFeed(
      { database: bench.database, env },
      { feedUrl, actor: { uid: null, email: 'bench' }, enrichmentLimit: 0 },
    );
    const elapsedMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    return { result, elapsedMs, cpuMs: (cpu.user + cpu.system) / 1000, serverCpuMs: await serverCpu() };
  };
  const first = await importOne(job.feedUrl);
  clearInterval(rssTimer);
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  const stopped = nextMessage();
  await send({ type: 'imported' });
  await stopped;
  await new Promise<void>((resolve) => server.close(() => resolve()));

  const again = await importOne(job.feedUrl);
  const { stats } = again.result;
  if (stats.episodesCreated + stats.episodesUpdated + stats.soundbitesCreated > 0) {
    throw new Error('Re-importing an unchanged feed wrote rows: the import is not idempotent');
  }
  const warm = await importOne(job.warmFeedUrl);
  if (warm.result.stats.episodesCreated !== first.result.stats.episodesCreated) {
    throw new Error('The warm import did not create a second podcast of the same size');
  }
  return {
    engine: bench.engine,
    rehearsalMs,
    importMs: first.elapsedMs,
    cpuMs: first.cpuMs,
    serverCpuMs: first.serverCpuMs,
    peakRssMb: peakRss / 1024 / 1024,
    reimportMs: again.elapsedMs,
    warmImportMs: warm.elapsedMs,
    warmCpuMs: warm.cpuMs,
    warmServerCpuMs: warm.serverCpuMs,
    episodes: first.result.stats.episodesCreated,
    soundbites: first.result.stats.soundbitesCreated,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) {
  const job = JSON.parse(process.argv[2]!) as EngineJob;
  try {
    await send({ type: 'figures', figures: await runEngine(job) });
  } catch (error) {
    await send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
  process.disconnect();
}
