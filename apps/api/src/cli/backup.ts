/**
 * `npm run backup [FILE]`: a dump of the database the environment names.
 *   PostgreSQL (DATABASE_URL): pg_dump's custom format, consistent while the servers keep running.
 *   PGlite (DATA_DIR): PGlite's own dump of the data directory (a .tar.gz); the directory serves one
 *   process at a time, so stop the server first.
 * `npm run restore FILE` loads either into an empty database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../env.js';
import { openDatabase } from '../db/client.js';
import { checkPgToolVersion, run } from './pg-tools.js';

const env = loadEnv();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
const file = path.resolve(process.argv[2] ?? `soundbites-${stamp}.${env.DATABASE_URL ? 'pgdump' : 'tar.gz'}`);
if (fs.existsSync(file)) throw new Error(`${file} already exists; name a new file`);
fs.mkdirSync(path.dirname(file), { recursive: true });

if (env.DATABASE_URL) {
  await checkPgToolVersion('pg_dump', env.DATABASE_URL);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${env.DATABASE_URL}`]);
} else {
  const database = await openDatabase({ dataDir: env.DATA_DIR, migrate: false });
  try {
    fs.writeFileSync(file, await database.dumpDataDir!());
  } finally {
    await database.close();
  }
}
console.log(`Backup written to ${file} (${(fs.statSync(file).size / 1024).toFixed(0)} KB)`);
