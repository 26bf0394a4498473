/**
 * `npm run migrate`: applies pending migrations to the database the environment names, then exits.
 * A deploy runs it once before starting replicas with MIGRATE_ON_START=false, so N replicas never
 * race to migrate and a failed migration stops the deploy instead of every replica.
 */
import { openDatabase } from '../db/client.js';
import { loadEnv } from '../env.js';

const env = loadEnv();
const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, poolSize: 1 } : { dataDir: env.DATA_DIR });
try {
  const [latest] = await database.query<{ applied: number }>('select count(*)::int as applied from drizzle.__drizzle_migrations');
  console.log(
    `Database is up to date: ${latest?.applied ?? 0} migrations applied (${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`})`,
  );
} finally {
  await database.close();
}
