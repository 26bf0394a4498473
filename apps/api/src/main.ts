import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createFirebaseVerifier } from './auth/verify.js';
import { openDatabase } from './db/client.js';
import { startStatisticsUpkeep } from './db/statistics-upkeep.js';
import { loadEnv, shareEmulatorHostWithFirebaseAdmin } from './env.js';
import type { AppDeps, Lifecycle } from './lib/context.js';
import { startDeletionRetries } from './accounts/deletion.js';
import { createDemoRouter } from './demo/assets.js';
import { seedDemo } from './demo/index.js';
import { rehearseImport, startRefreshScheduler } from './ingest/index.js';
import { stopFeedParser } from './ingest/parser-thread.js';
import { createServerApp } from './server/server-app.js';
import { installGracefulShutdown } from './server/shutdown.js';

const env = loadEnv();
shareEmulatorHostWithFirebaseAdmin(env);

const database = await openDatabase({
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } : { dataDir: env.DATA_DIR }),
  migrate: env.MIGRATE_ON_START,
});
// Before listening: the first import after a deploy then runs as fast as later ones (see rehearseImport).
if (env.REHEARSE_IMPORT_ON_START) {
  await rehearseImport({ database, env }).catch((err: unknown) => console.error('The start-up import rehearsal failed:', err));
}
const lifecycle: Lifecycle = { draining: false };
const deps: AppDeps = { env, database, verifier: createFirebaseVerifier(env), lifecycle };

const app = createServerApp({ deps, extraRouters: [createDemoRouter({ publicOrigin: env.PUBLIC_ORIGIN })] });
// serve() without TLS or HTTP/2 options creates a plain node:http server.
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info: AddressInfo) => {
  const where = env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`;
  console.log(`Soundbites listening on http://localhost:${info.port} (${where})`);
  if (env.SEED_DEMO) void seedDemoContent(info.port);
}) as Server;

/** The demo feed is served by this very server, so seeding waits until it listens. */
async function seedDemoContent(port: number) {
  const origin = env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  try {
    const { seeded } = await seedDemo(deps, { origin });
    if (seeded) console.log('Seeded the demo podcast');
  } catch (err) {
    console.error('Could not seed the demo podcast:', err);
  }
}

const scheduler = env.REFRESH_INTERVAL_MINUTES > 0 ? startRefreshScheduler(deps) : null;
// Account deletions whose identity-provider step failed are retried until they succeed.
const deletionRetries = startDeletionRetries(database.db, deps.verifier);
// PostgreSQL's autovacuum keeps the planner's statistics current; PGlite has none, so the server does.
const statisticsUpkeep = database.driver === 'pglite' ? startStatisticsUpkeep(database) : null;

installGracefulShutdown({
  server,
  lifecycle,
  timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  stopBackgroundWork: () => Promise.allSettled([scheduler?.stop(), deletionRetries.stop(), statisticsUpkeep?.stop()]),
  release: async () => {
    await stopFeedParser();
    await database.close();
  },
});
