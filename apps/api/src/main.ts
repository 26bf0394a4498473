import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createFirebaseVerifier } from './auth/verify.js';
import { openDatabase } from './db/client.js';
import { loadEnv, shareEmulatorHostWithFirebaseAdmin } from './env.js';
import type { AppDeps } from './lib/context.js';
import { startDeletionRetries } from './accounts/deletion.js';
import { createDemoRouter } from './demo/assets.js';
import { seedDemo } from './demo/index.js';
import { startRefreshScheduler } from './ingest/index.js';
import { createServerApp } from './server/server-app.js';

const env = loadEnv();
shareEmulatorHostWithFirebaseAdmin(env);

const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
const deps: AppDeps = { env, database, verifier: createFirebaseVerifier(env) };

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

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal}: shutting down`);
  // Idle keep-alive sockets would hold close() open; active requests get a moment to finish.
  const forceClose = setTimeout(() => server.closeAllConnections(), 5_000);
  forceClose.unref();
  server.closeIdleConnections();
  await Promise.allSettled([new Promise<void>((resolve) => server.close(() => resolve())), scheduler?.stop(), deletionRetries.stop()]);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
