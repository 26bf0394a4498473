import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { analyzeChangedTables, startStatisticsUpkeep } from './statistics-upkeep.js';

// PGlite's own upkeep (PostgreSQL has autovacuum), so PGlite on both test passes.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ migrate: false });
});
afterAll(() => database.close());

const estimatedRows = async (table: string) =>
  Number(
    (await database.query<{ reltuples: number }>('select reltuples::float8 as reltuples from pg_class where relname = $1', [table]))[0]!
      .reltuples,
  );
const insertRows = (table: string, count: number) => database.query(`insert into ${table} select generate_series(1, $1::int)`, [count]);

describe('analyzeChangedTables', () => {
  it('analyzes a table once more rows changed than 50 and a tenth of its rows, as autovacuum would, and only then', async () => {
    await database.query('create table small_change (id int); create table big_change (id int)');
    await database.query('analyze small_change, big_change');
    await insertRows('small_change', 1_000);
    await insertRows('big_change', 1_000);
    expect(await analyzeChangedTables(database)).toEqual(['big_change', 'small_change']);
    expect(await estimatedRows('big_change')).toBe(1_000);

    // 1,000 rows: due after more than 150 changes.
    await insertRows('small_change', 140);
    await insertRows('big_change', 160);
    expect(await analyzeChangedTables(database)).toEqual(['big_change']);
    expect(await estimatedRows('big_change')).toBe(1_160);
    expect(await estimatedRows('small_change')).toBe(1_000);
    // Analyzed tables start counting afresh.
    expect(await analyzeChangedTables(database)).toEqual([]);
  });

  it('still finds a table analyzed only by its key columns (as an import leaves it), so its other columns get statistics', async () => {
    await database.query('create table keys_only (id int, title text)');
    await database.query("insert into keys_only select g, 'title ' || g from generate_series(1, 600) g");
    await database.query('analyze keys_only (id)');
    expect(await estimatedRows('keys_only')).toBe(600);
    expect(await analyzeChangedTables(database)).toEqual(['keys_only']);
    const [titleStats] = await database.query<{ n: number }>(
      "select count(*)::int as n from pg_stats where tablename = 'keys_only' and attname = 'title'",
    );
    expect(titleStats!.n).toBe(1);
  });

  it('names a table whose name needs quoting', async () => {
    await database.query('create table "Odd ""name""" (id int)');
    await insertRows('"Odd ""name"""', 100);
    expect(await analyzeChangedTables(database)).toEqual(['Odd "name"']);
  });
});

describe('startStatisticsUpkeep', () => {
  it('analyzes changed tables every interval until stopped', async () => {
    await database.query('create table upkept (id int)');
    await insertRows('upkept', 300);
    const upkeep = startStatisticsUpkeep(database, 20);
    try {
      await expect.poll(() => estimatedRows('upkept'), { timeout: 5_000 }).toBe(300);
    } finally {
      await upkeep.stop();
    }
    await insertRows('upkept', 300);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await estimatedRows('upkept')).toBe(300);
  });
});
