import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';
import { storableJson } from './storable-json.js';

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
  return insertSerializedRows<T, F, never, Row>(tx, table, fields, storableJson(rows), tail);
}

/**
 * A column the Drizzle table does not declare: its name, the rows' JSON keys it is made from (as a
 * recordset's column definitions) and the SQL expression over them that gives its value.
 */
export interface UndeclaredColumn {
  column: string;
  recordset: string;
  value: string;
}

/**
 * insertJsonRows with the rows already written as a JSON array (by storableJson, keyed by `fields`),
 * so that the thread that made them, not the one answering requests, paid for it. `shared` holds the
 * columns every row has the same value in, sent once as parameters of their own; `undeclared`, columns
 * the rows carry that the Drizzle table leaves out.
 */
export async function insertSerializedRows<
  T extends PgTable,
  F extends keyof T['$inferInsert'] & string,
  S extends keyof T['$inferInsert'] & string = never,
  Row = Record<string, unknown>,
>(
  tx: Tx,
  table: T,
  fields: readonly F[],
  json: string,
  tail: SQL = sql``,
  shared: Pick<T['$inferInsert'], S> = {} as never,
  undeclared: readonly UndeclaredColumn[] = [],
): Promise<Row[]> {
  const columns = getTableColumns(table);
  const column = (field: string) => columns[field]!;
  const sharedFields = Object.keys(shared) as S[];
  const names = [...[...fields, ...sharedFields].map((field) => column(field).name), ...undeclared.map((u) => u.column)]
    .map((name) => `"${name}"`)
    .join(', ');
  const recordset = [...fields.map((field) => `"${field}" ${column(field).getSQLType()}`), ...undeclared.map((u) => u.recordset)].join(
    ', ',
  );
  const selected = [
    sql.raw(fields.map((field) => `"${field}"`).join(', ')),
    ...sharedFields.map((field) => sql`${shared[field]}::${sql.raw(column(field).getSQLType())}`),
    ...undeclared.map((u) => sql.raw(u.value)),
  ];
  const result = await tx.execute(
    sql`insert into ${sql.raw(`"${getTableName(table)}"`)} (${sql.raw(names)})
        select ${sql.join(selected, sql`, `)} from jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(recordset)})
        ${tail}`,
  );
  return (result as { rows: Row[] }).rows;
}

export function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}
