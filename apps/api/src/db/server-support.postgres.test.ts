import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../test/support/constants.js';
import { openDatabase } from './client.js';

/**
 * A real PostgreSQL made to describe itself as another server: functions and a view of the same
 * names in a schema the connection searches before pg_catalog, so the check's own queries read them.
 */
describe('opening a database on a server that cannot hold the schema', () => {
  const name = `sb_support_${randomBytes(6).toString('hex')}`;
  const serverUrl = TEST_DATABASE_URL!;
  const admin = new pg.Client({ connectionString: serverUrl });
  let databaseUrl: URL;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    databaseUrl = new URL(serverUrl);
    databaseUrl.pathname = `/${name}`;
    const setup = new pg.Client({ connectionString: databaseUrl.toString() });
    await setup.connect();
    await setup.query(`
      CREATE SCHEMA cockroach;
      CREATE FUNCTION cockroach.version() RETURNS text LANGUAGE sql
        AS $$ SELECT 'CockroachDB CCL v24.3.1 (x86_64-pc-linux-gnu, built 2024/12/12 10:09:35, go1.22.8)'::text $$;
      -- Fails as an engine might that names itself but not its settings: the engine must be named first.
      CREATE FUNCTION cockroach.current_setting(text) RETURNS text LANGUAGE plpgsql
        AS $$ BEGIN RAISE EXCEPTION 'unrecognized configuration parameter'; END $$;
      CREATE SCHEMA unknown_engine;
      CREATE FUNCTION unknown_engine.version() RETURNS text LANGUAGE sql AS $$ SELECT 'Some SQL engine 1.0'::text $$;
      CREATE FUNCTION unknown_engine.current_setting(text) RETURNS text LANGUAGE plpgsql
        AS $$ BEGIN RAISE EXCEPTION 'unrecognized configuration parameter'; END $$;
      CREATE SCHEMA old_release;
      CREATE FUNCTION old_release.version() RETURNS text LANGUAGE sql
        AS $$ SELECT 'PostgreSQL 14.10 on x86_64-pc-linux-gnu, compiled by gcc 12.2.0, 64-bit'::text $$;
      CREATE FUNCTION old_release.current_setting(text) RETURNS text LANGUAGE sql AS $$ SELECT '140010'::text $$;
      CREATE SCHEMA no_contrib;
      CREATE VIEW no_contrib.pg_available_extensions AS
        SELECT * FROM pg_catalog.pg_available_extensions WHERE name <> 'pg_trgm';
    `);
    await setup.end();
  });

  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const searchingFirst = (schema: string) => {
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema},pg_catalog,public`);
    return url.toString();
  };

  const migrationsRun = async () => {
    const client = new pg.Client({ connectionString: databaseUrl.toString() });
    await client.connect();
    try {
      const { rows } = await client.query<{ found: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as found`);
      return rows[0]?.found !== null;
    } finally {
      await client.end();
    }
  };

  it('names the engine and what it lacks, and runs no migration', async () => {
    await expect(openDatabase({ databaseUrl: searchingFirst('cockroach') })).rejects.toThrow(
      /^CockroachDB cannot hold Soundbites' schema: it lacks triggers with transition tables/,
    );
    expect(await migrationsRun()).toBe(false);
  });

  it('says an engine it cannot name does not answer as PostgreSQL, and runs no migration', async () => {
    await expect(openDatabase({ databaseUrl: searchingFirst('unknown_engine') })).rejects.toThrow(
      /^The database server does not answer as PostgreSQL does \(Some SQL engine 1\.0: unrecognized configuration parameter\)\. Use PostgreSQL 15 or later/,
    );
    expect(await migrationsRun()).toBe(false);
  });

  it('refuses a PostgreSQL older than 15, quoting its version, and runs no migration', async () => {
    await expect(openDatabase({ databaseUrl: searchingFirst('old_release') })).rejects.toThrow(
      'The database server is too old (PostgreSQL 14.10): Soundbites needs PostgreSQL 15 or later.',
    );
    expect(await migrationsRun()).toBe(false);
  });

  it('says how to get pg_trgm when the server lacks it, and runs no migration', async () => {
    await expect(openDatabase({ databaseUrl: searchingFirst('no_contrib') })).rejects.toThrow(/does not offer the pg_trgm extension/);
    expect(await migrationsRun()).toBe(false);
  });

  it('migrates the same database once it is plain PostgreSQL 15 or later', async () => {
    const database = await openDatabase({ databaseUrl: databaseUrl.toString() });
    try {
      expect(await migrationsRun()).toBe(true);
    } finally {
      await database.close();
    }
  });
});
