import type { Database } from '../../src/db/client.js';

/**
 * Every table of the schema, with how many of its rows mention `needle` anywhere (the
 * whole row as text): proof that a deleted user left nothing behind, in tables that
 * exist today and in any added later.
 */
export async function tablesMentioning(database: Database, needle: string): Promise<Record<string, number>> {
  const tables = await database.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const found: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await database.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM "${table_name.replace(/"/g, '""')}" t WHERE strpos(lower(t::text), lower($1)) > 0`,
      [needle],
    );
    const n = Number(row?.n ?? 0);
    if (n > 0) found[table_name] = n;
  }
  return found;
}

export async function tableCount(database: Database): Promise<number> {
  const [row] = await database.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  return Number(row?.n ?? 0);
}
