import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.js';

export type Engine = 'PGlite' | 'PostgreSQL';

export interface BenchDatabase {
  engine: Engine;
  database: Database;
  /** Closes the connection and drops the throwaway PostgreSQL database. */
  close(): Promise<void>;
}

export async function openBenchPglite(): Promise<BenchDatabase> {
  const database = await openDatabase({});
  return { engine: 'PGlite', database, close: () => database.close() };
}

/** A fresh database on the server, so benchmarks never touch anyone's data. */
export async function openBenchPostgres(serverUrl: string): Promise<BenchDatabase> {
  const name = `sb_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    engine: 'PostgreSQL',
    database,
    async close() {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // Not WITH (FORCE): the pool's sockets may still be closing, and forced termination would
      // surface as errors on them. Retry while the server still counts them as connected.
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await client.end();
    },
  };
}
