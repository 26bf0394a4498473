import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.js';

/**
 * A fresh, migrated database on the PostgreSQL server at `serverUrl`, dropped again by
 * `drop()`, so tests and benchmarks never touch anyone's data or each other's.
 */
export async function openThrowawayPostgres(
  serverUrl: string,
  prefix: string,
): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
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
      } finally {
        await client.end();
      }
    },
  };
}
