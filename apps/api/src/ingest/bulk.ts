import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';

/**
 * A multi-row INSERT whose rows travel as one JSON parameter: thousands of rows cost one
 * bound value instead of one per cell, which keeps building, sending and planning the
 * statement cheap on both drivers (and short on PGlite, which runs on the API's thread).
 * Column names and SQL types come from the Drizzle table, so they are written only there;
 * `fields` says which of its columns the rows carry (by their TypeScript names).
 */
export async function insertJsonRows<T extends PgTable, F extends keyof T['$inferInsert'] & string, Row = Record<string, unknown>>(
  tx: Tx,
  table: T,
  fields: readonly F[],
  rows: Pick<T['$inferInsert'], F>[],
  tail: SQL = sql``,
): Promise<Row[]> {
  const columns = getTableColumns(table);
  const definitions = fields.map((field) => {
    const column = columns[field]!;
    return { name: `"${column.name}"`, definition: `"${field}" ${column.getSQLType()}` };
  });
  const names = definitions.map((d) => d.name).join(', ');
  const recordset = definitions.map((d) => d.definition).join(', ');
  const fieldNames = fields.map((field) => `"${field}"`).join(', ');
  const result = await tx.execute(
    sql`insert into ${sql.raw(`"${getTableName(table)}"`)} (${sql.raw(names)})
        select ${sql.raw(fieldNames)} from jsonb_to_recordset(${storableJson(rows)}::jsonb) as x(${sql.raw(recordset)})
        ${tail}`,
  );
  return (result as { rows: Row[] }).rows;
}

/**
 * PostgreSQL text can hold neither NUL nor half of a surrogate pair, and jsonb refuses their
 * escapes: drop the one, replace the other, as a driver's UTF-8 encoding would. JSON.stringify
 * writes exactly these as escapes (`\u0000`, and `\udXXX` only for a lone surrogate: a pair is
 * written as is), so they are fixed in its output, which costs one scan of the text instead of a
 * replacer call per value (for a 5,000-episode import, about 7% of its main-thread CPU).
 */
export function storableJson(value: unknown): string {
  const json = JSON.stringify(value);
  if (!json.includes('\\u0000') && !/\\u[dD][89a-fA-F]/.test(json)) return json;
  // An escaped backslash is matched as a whole, so the text `\u0000` (a backslash, then "u0000") stays.
  return json.replace(/\\(?:\\|u0000|u[dD][89a-fA-F][0-9a-fA-F]{2})/g, (escape) =>
    escape === '\\\\' ? escape : escape === '\\u0000' ? '' : '\uFFFD',
  );
}

export function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}
