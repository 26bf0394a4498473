import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_DOMAIN, TEST_DATABASE_URL } from '../support/constants.js';
import { readFixture, startFixtureServer, type FixtureServer } from '../support/fixture-server.js';
import { bearer, createUser, type TestUser } from '../support/identity.js';
import {
  createSharedDatabase,
  runCli as cli,
  startServerProcess,
  type DatabaseEnv,
  type ServerProcess,
  type SharedDatabase,
} from '../support/server-process.js';

/**
 * `npm run backup` and `npm run restore FILE` on the pass's own engine (pg_dump/pg_restore on
 * PostgreSQL, PGlite's dump of its directory otherwise), run as a user runs them: a server writes
 * data, a backup is taken, it is restored into an empty database, and a server started on the copy
 * gives the same API answers. A restore never mixes with or overwrites a database that holds data.
 */
let source: SharedDatabase;
let feeds: FixtureServer;
let staff: TestUser;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'soundbites-backup-'));
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  [source, feeds, staff] = await Promise.all([
    createSharedDatabase(),
    startFixtureServer(),
    createUser({ domain: STAFF_DOMAIN, verified: true, localPart: 'staff' }),
  ]);
});

afterAll(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()));
  await feeds?.stop();
  await source?.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

/** An empty database of the pass's engine, never migrated: what restore expects. */
async function emptyDatabase(): Promise<DatabaseEnv> {
  if (!TEST_DATABASE_URL) return { DATA_DIR: path.join(work, `restored-${randomBytes(4).toString('hex')}`) };
  const name = `sb_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => client.end());
  });
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

async function get(server: ServerProcess, url: string, staffOnly = true): Promise<unknown> {
  const res = await fetch(`${server.url}${url}`, { headers: staffOnly ? bearer(staff.idToken) : {} });
  expect(res.status, url).toBe(200);
  return res.json();
}

/** The answers a restored database must give exactly as the original did. */
async function answers(server: ServerProcess, published: string) {
  return {
    podcasts: await get(server, '/api/ops/podcasts?pageSize=100'),
    episodes: await get(server, '/api/ops/episodes?pageSize=100'),
    soundbites: await get(server, '/api/ops/soundbites?pageSize=100'),
    soundbite: await get(server, `/api/ops/soundbites/${published}`),
    audit: await get(server, '/api/ops/audit?pageSize=100'),
    public: await get(server, `/api/public/soundbites/${published}`, false),
    search: await get(server, '/api/ops/search?q=episode'),
  };
}

describe('backup and restore', { timeout: 240_000 }, () => {
  let before: Awaited<ReturnType<typeof answers>>;
  let published: string;
  let backupFile: string;

  it('backs up a database a server has written to', async () => {
    const server = await startServerProcess({ database: source.env });
    try {
      const imported = await fetch(`${server.url}/api/ops/podcasts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(staff.idToken) },
        body: JSON.stringify({ feedUrl: feeds.serve('/show.xml', readFixture('feeds/synthetic-show.xml')) }),
      });
      expect(imported.status).toBe(201);
      const list = (await get(server, '/api/ops/soundbites?pageSize=100')) as { items: { id: string }[] };
      published = list.items[0]!.id;
      const edit = await fetch(`${server.url}/api/ops/soundbites/${published}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...bearer(staff.idToken) },
        body: JSON.stringify({ title: 'Kept across a backup', status: 'published' }),
      });
      expect(edit.status).toBe(200);
      before = await answers(server, published);
    } finally {
      // PGlite's directory serves one process at a time: the backup needs the server stopped.
      expect((await server.stop()).code).toBe(0);
    }

    backupFile = path.join(work, TEST_DATABASE_URL ? 'soundbites.pgdump' : 'soundbites.tar.gz');
    const backup = await cli('backup', [backupFile], source.env);
    expect(backup.output).toMatch(/Backup written to/);
    expect(backup.code).toBe(0);
    expect(fs.statSync(backupFile).size).toBeGreaterThan(0);
  });

  it('refuses to overwrite an existing backup file', async () => {
    const again = await cli('backup', [backupFile], source.env);
    expect(again.code).not.toBe(0);
    expect(again.output).toMatch(/already exists; name a new file/);
  });

  it('restores into an empty database, which gives the same API answers', async () => {
    const target = await emptyDatabase();
    const restore = await cli('restore', [backupFile], target);
    expect(restore.output).toMatch(/Restored/);
    expect(restore.code).toBe(0);

    const server = await startServerProcess({ database: target });
    try {
      expect(await answers(server, published)).toEqual(before);
      expect((before.public as { title: string }).title).toBe('Kept across a backup');
    } finally {
      await server.stop();
    }
  });

  it('refuses a database that already holds data, and leaves it as it was', async () => {
    const restore = await cli('restore', [backupFile], source.env);
    expect(restore.code).not.toBe(0);
    expect(restore.output).toMatch(
      TEST_DATABASE_URL ? /already holds \d+ tables; restore into an empty one/ : /is not empty; restore into a new directory/,
    );

    const server = await startServerProcess({ database: source.env });
    try {
      expect(await answers(server, published)).toEqual(before);
    } finally {
      await server.stop();
    }
  });

  it('refuses a file that is not a backup, naming what it expected', async () => {
    const notABackup = path.join(work, 'notes.txt');
    fs.writeFileSync(notABackup, 'just some notes');
    const restore = await cli('restore', [notABackup], await emptyDatabase());
    expect(restore.code).not.toBe(0);
    expect(restore.output).toMatch(TEST_DATABASE_URL ? /is not a pg_dump custom-format file/ : /is not a PGlite dump/);

    const missing = await cli('restore', [], await emptyDatabase());
    expect(missing.code).not.toBe(0);
    expect(missing.output).toMatch(/Name the backup to restore: npm run restore FILE/);
  });
});
