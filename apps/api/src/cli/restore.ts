/**
 * `npm run restore FILE`: loads a backup made by `npm run backup` into an empty database — the one
 * DATABASE_URL names (a pg_dump file, via pg_restore), or a new PGlite DATA_DIR (a PGlite dump).
 * It refuses a database that already holds tables, so a restore never mixes with or overwrites data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { DATA_DIR_LOCK_FILE } from '../db/pglite-thread.js';
import { loadEnv } from '../env.js';
import { checkPgToolVersion, run } from './pg-tools.js';

const env = loadEnv();
const fileArg = process.argv[2];
if (!fileArg) throw new Error('Name the backup to restore: npm run restore FILE');
const file = path.resolve(fileArg);
const head = fs.readFileSync(file).subarray(0, 5);
const isPgDump = head.toString('latin1') === 'PGDMP';
const isGzip = head[0] === 0x1f && head[1] === 0x8b;

if (env.DATABASE_URL) {
  if (!isPgDump) throw new Error(`${file} is not a pg_dump custom-format file; PGlite dumps restore into a PGlite DATA_DIR`);
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0]!.tables > 0)
      throw new Error(`The database at DATABASE_URL already holds ${rows[0]!.tables} tables; restore into an empty one`);
  } finally {
    await client.end();
  }
  await checkPgToolVersion('pg_restore', env.DATABASE_URL);
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${env.DATABASE_URL}`, file]);
} else {
  if (!isGzip) throw new Error(`${file} is not a PGlite dump (.tar.gz); pg_dump files restore into PostgreSQL (set DATABASE_URL)`);
  if (fs.existsSync(env.DATA_DIR) && fs.readdirSync(env.DATA_DIR).length > 0) {
    throw new Error(`DATA_DIR ${env.DATA_DIR} is not empty; restore into a new directory (DATA_DIR=path npm run restore FILE)`);
  }
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const db = await PGlite.create({ dataDir: env.DATA_DIR, loadDataDir: new Blob([fs.readFileSync(file)]), extensions: { pg_trgm } });
  await db.close();
  // The dump carries the lock of the process that made it; nobody holds this copy yet.
  fs.rmSync(path.join(env.DATA_DIR, DATA_DIR_LOCK_FILE), { force: true });
}
console.log(`Restored ${file} into ${env.DATABASE_URL ? 'the PostgreSQL database at DATABASE_URL' : `PGlite in ${env.DATA_DIR}`}`);
