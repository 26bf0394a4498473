import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
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
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.resolve(fileURLToPath(new URL('.', import.meta.url)), 'migrations');

export interface OpenDatabaseOptions {
  /** node-postgres connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, DROP DATABASE … FORCE) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.error('PostgreSQL connection lost:', err.message));
    const pgDb = drizzlePg(pool, { schema });
    await migratePg(pgDb, { migrationsFolder: MIGRATIONS_DIR });
    const db = pgDb as unknown as Db;
    return {
      db,
      driver: 'postgres',
      async query(text, params) {
        const result = await pool.query(text, params as unknown[]);
        return result.rows as never[];
      },
      close: () => pool.end(),
    };
  }

  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { pg_trgm },
  });
  // firebase-tools pins an older PGlite at the workspace root, where drizzle-orm resolves
  // its types; the two class declarations differ only in private fields.
  const pgliteDb = drizzlePglite(client as never, { schema });
  await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: pgliteDb as unknown as Db,
    driver: 'pglite',
    async query(text, params) {
      const result = await client.query(text, params as unknown[]);
      return result.rows as never[];
    },
    close: () => client.close(),
  };
}
