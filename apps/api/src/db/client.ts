import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ContentChanges } from './content-changes.js';
import { assertServerSupported } from './server-support.js';
import { startPgliteThread } from './pglite-thread.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One type for both drivers: handlers never know which engine they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle accepts every query a Db does. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Raw SQL with positional parameters, for the few queries Drizzle cannot express. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** When what the public pages show may have changed, without a query (LISTEN/NOTIFY). */
  contentChanges: ContentChanges;
  /** PGlite only: a gzipped tarball of the data directory, taken between two statements. */
  dumpDataDir?: () => Promise<Uint8Array>;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.resolve(fileURLToPath(new URL('.', import.meta.url)), 'migrations');

export interface OpenDatabaseOptions {
  /** node-postgres connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string;
  /** PGlite: start from this dump of a data directory (a migrated template makes tests start fast). */
  pgliteTemplate?: Uint8Array;
  /** Apply pending migrations before answering (default). Off when deploys migrate once, beforehand. */
  migrate?: boolean;
  /** Most connections this process opens to PostgreSQL. */
  poolSize?: number;
}

/**
 * Both engines are reached through node-postgres, so every query, type parser and transaction
 * behaves the same. PGlite runs on a thread of its own (pglite-thread.ts) behind one connection:
 * it has a single session, and the pool queues the rest.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  // Every pooled connection listens, so this process's own writes are reported before they return.
  const contentChanges = new ContentChanges(options.databaseUrl ?? null);
  // pg-pool awaits a promise returned by onConnect before handing the connection out (its types say void).
  const onConnect = ((client: pg.ClientBase) => contentChanges.watchPooledClient(client)) as (client: pg.ClientBase) => void;
  let pool: pg.Pool;
  let closeEngine = async () => {};
  let dumpDataDir: Database['dumpDataDir'];
  if (options.databaseUrl) {
    pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, onConnect });
  } else {
    if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
    const thread = await startPgliteThread({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
    });
    // node-postgres opens each connection on the stream it is given instead of a TCP socket.
    pool = new pg.Pool({ max: 1, idleTimeoutMillis: 0, stream: () => thread.connect(), onConnect });
    closeEngine = () => thread.close();
    dumpDataDir = () => thread.dumpDataDir();
  }
  // An idle connection the server drops (restart, DROP DATABASE … FORCE) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (err) => console.error('Database connection lost:', err.message));
  const db = drizzle(pool, { schema });
  try {
    if (options.migrate !== false) {
      // PGlite is PostgreSQL itself, shipped with pg_trgm; a server named by DATABASE_URL may be anything.
      if (options.databaseUrl) await assertServerSupported(pool);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    }
  } catch (error) {
    await contentChanges.close();
    await pool.end();
    await closeEngine();
    throw error;
  }
  return {
    db: db as unknown as Db,
    driver: options.databaseUrl ? 'postgres' : 'pglite',
    async query(text, params) {
      const result = await pool.query(text, params as unknown[]);
      return result.rows as never[];
    },
    contentChanges,
    ...(dumpDataDir ? { dumpDataDir } : {}),
    async close() {
      await contentChanges.close();
      await pool.end();
      await closeEngine();
    },
  };
}
