import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.js';

/** Column name and SQL type, as jsonb_to_recordset needs them to turn JSON back into rows. */
export type JsonColumn = readonly [name: string, type: string];

/**
 * A multi-row INSERT whose rows travel as one JSON parameter: thousands of rows cost one
 * bound value instead of one per cell, which keeps building, sending and planning the
 * statement cheap on both drivers (and short on PGlite, which runs on the API's thread).
 * Table and column names must be constants of the calling module, never input.
 */
export async function insertJsonRows<Row extends Record<string, unknown>>(
  tx: Tx,
  table: string,
  columns: readonly JsonColumn[],
  rows: Record<string, unknown>[],
  tail: SQL = sql``,
): Promise<Row[]> {
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const definition = columns.map(([name, type]) => `"${name}" ${type}`).join(', ');
  const result = await tx.execute(
    sql`insert into ${sql.raw(table)} (${sql.raw(names)})
        select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(rows, storableText)}::jsonb) as x(${sql.raw(definition)})
        ${tail}`,
  );
  return (result as unknown as { rows: Row[] }).rows;
}

/**
 * PostgreSQL text can hold neither NUL nor half of a surrogate pair, and jsonb refuses their
 * escapes: drop the one, replace the other, as a driver's UTF-8 encoding would.
 */
function storableText(_key: string, value: unknown) {
  if (typeof value !== 'string') return value;
  return value.replace(/\u0000/g, '').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

export function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}
