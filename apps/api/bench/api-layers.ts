/**
 * Where the API's own CPU per answer goes: GET /api/public/soundbites/{id} served by a stack built up
 * one layer at a time, each answering the same request with the same query, whose database part is
 * replayed (a drizzle instance over a client that hands back one result captured from the real
 * database). With the database out of the picture only the servers differ, so these figures move less on a
 * shared machine than the API-against-baseline ratio over a real database (get-soundbite.ts).
 *
 *   npx tsx bench/api-layers.ts   (also part of `npm run bench`)
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Hono } from 'hono';
import { createFirebaseVerifier } from '../src/auth/verify.js';
import type { Database, Db } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';
import { loadEnv } from '../src/env.js';
import { createRouter } from '../src/lib/router.js';
import { getPublishedSoundbite } from '../src/routes/public/public.queries.js';
import { getPublicSoundbite as publicSoundbiteRoute } from '../src/routes/public/public.routes.js';
import { createServerApp } from '../src/server/server-app.js';
import { insertEpisode, insertPodcast, insertSoundbite, insertTranscript } from '../test/support/catalog.js';
import { bareAnswer, bareSoundbiteServer, SOUNDBITE_PATH } from './lib/bare-soundbite-server.js';
import { openBenchPglite } from './lib/databases.js';
import { LoadGeneratorProcess } from './lib/load.js';
import { median, table } from './lib/stats.js';

const CONCURRENCY = 32;
const WARMUP_MS = 1_500;
const ROUND_MS = 1_000;
const ROUNDS = 9;

export interface ApiLayerFigure {
  layer: string;
  /** CPU of the serving process per answer, median over the rounds. */
  cpuMicrosPerAnswer: number;
  /** Median over the rounds of this layer's CPU per answer minus the bare node:http server's in the same round. */
  overBaselineMicros: number;
}

/**
 * A drizzle instance whose row queries (drizzle asks node-postgres for rows as arrays) are answered
 * with the result of the first one, read from the real database.
 */
function replayingDb(database: Database): { db: Db; capture: (id: string) => Promise<void> } {
  const pool = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  let captured: unknown = null;
  const client = {
    async query(config: { rowMode?: string }, values?: unknown) {
      if (config.rowMode === 'array' && captured) return captured;
      const result = await pool.query(config, values);
      if (config.rowMode === 'array') captured = result;
      return result;
    },
  };
  const db = drizzle(client as never, { schema }) as unknown as Db;
  return {
    db,
    async capture(id) {
      if (!(await getPublishedSoundbite(db, id)) || !captured) throw new Error('The soundbite to replay was not found');
    },
  };
}

async function urlOf(server: http.Server): Promise<string> {
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export function apiLayersTable(figures: ApiLayerFigure[]): string {
  return table(
    ['server', 'CPU per answer', 'over bare node:http'],
    figures.map((f) => [f.layer, `${f.cpuMicrosPerAnswer.toFixed(1)} µs`, `${f.overBaselineMicros.toFixed(1)} µs`]),
  );
}

export async function runApiLayersBench(log: (line: string) => void): Promise<ApiLayerFigure[]> {
  const bench = await openBenchPglite();
  const generator = await LoadGeneratorProcess.start();
  const servers: http.Server[] = [];
  const listen = (server: http.Server) => (servers.push(server), urlOf(server));
  const serveFetch = (fetch: Parameters<typeof serve>[0]['fetch']) =>
    listen(serve({ fetch, port: 0, hostname: '127.0.0.1' }) as http.Server);
  try {
    const { database } = bench;
    const podcast = await insertPodcast(database.db, { title: 'The layers podcast', description: 'About layers. '.repeat(20) });
    const episode = await insertEpisode(database.db, podcast.id, { title: 'An episode', description: 'Show notes. '.repeat(80) });
    await insertTranscript(
      database.db,
      episode.id,
      Array.from({ length: 40 }, (_, i) => ({ start: i * 5, end: i * 5 + 5, text: `Segment ${i} of what was said.` })),
    );
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const soundbite = await insertSoundbite(database.db, episode.id, {
        title: `Moment ${i}`,
        startSeconds: i * 5,
        durationSeconds: 15,
        status: 'published',
      });
      ids.push(soundbite.id);
    }
    const { db, capture } = replayingDb(database);
    await capture(ids[0]!);
    const query = (id: string) => getPublishedSoundbite(db, id);
    const jsonResponse = (soundbite: unknown) => {
      const { status, body } = bareAnswer(soundbite);
      return new Response(body, { status, headers: { 'content-type': 'application/json' } });
    };
    const env = loadEnv({ NODE_ENV: 'production', REFRESH_INTERVAL_MINUTES: '0', PUBLIC_CACHE: '0' });
    const deps = { env, database: { ...database, db }, verifier: createFirebaseVerifier(env) };

    const bare = bareSoundbiteServer(query).listen(0, '127.0.0.1');
    const hono = new Hono().get(`${SOUNDBITE_PATH}:id`, async (c) => jsonResponse(await query(c.req.param('id'))));
    const validatedRoutes = createRouter().openapi(publicSoundbiteRoute, async (c) => jsonResponse(await query(c.req.valid('param').id)));
    const validated = createRouter().route('/api', validatedRoutes);
    const apiServer = createServerApp({ deps });

    const layers: Array<{ label: string; url: Promise<string> }> = [
      { label: 'bare node:http', url: listen(bare) },
      {
        label: '@hono/node-server',
        url: serveFetch(async (request) =>
          jsonResponse(await query(request.url.slice(request.url.indexOf(SOUNDBITE_PATH) + SOUNDBITE_PATH.length))),
        ),
      },
      { label: '+ Hono routing', url: serveFetch(hono.fetch) },
      { label: "+ the API's router and parameter validation", url: serveFetch(validated.fetch) },
      { label: '+ the handler (ETag, cache headers): the API, cache off', url: serveFetch(apiServer.fetch) },
    ];
    const urls = await Promise.all(layers.map((layer) => layer.url));
    const samples = await Promise.all(urls.map((url) => fetch(url + SOUNDBITE_PATH + ids[0]).then((r) => r.json())));
    if (new Set(samples.map((s) => JSON.stringify(s))).size !== 1) throw new Error('The layers answer different bodies');

    log(
      `\nThe API's own work per answer, layer by layer (database answer replayed; ${ROUNDS} interleaved rounds × ${ROUND_MS / 1000} s, ${CONCURRENCY} connections)`,
    );
    const plan = (url: string, durationMs: number) => ({ url: url + SOUNDBITE_PATH, ids, concurrency: CONCURRENCY, durationMs });
    for (const url of urls) await generator.run(plan(url, WARMUP_MS));
    const perAnswer: number[][] = layers.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < layers.length; i++) {
        const layer = (i + round) % layers.length;
        const before = process.cpuUsage();
        const result = await generator.run(plan(urls[layer]!, ROUND_MS));
        const cpu = process.cpuUsage(before);
        if (result.errors > 0) throw new Error(`${layers[layer]!.label}: ${result.errors} failed requests`);
        perAnswer[layer]!.push((cpu.user + cpu.system) / Math.max(1, result.requests));
      }
    }
    const figures = layers.map((layer, i) => ({
      layer: layer.label,
      cpuMicrosPerAnswer: median(perAnswer[i]!),
      overBaselineMicros: median(perAnswer[i]!.map((micros, round) => micros - perAnswer[0]![round]!)),
    }));
    log(apiLayersTable(figures));
    return figures;
  } finally {
    await generator.close();
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    await bench.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runApiLayersBench((line) => console.log(line));
  process.exit(0);
}
