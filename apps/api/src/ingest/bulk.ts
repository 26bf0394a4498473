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
  return insertSerializedRows<T, F, never, never, Row>(tx, table, { json: storableJson(rows), fields, tail });
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

/** Rows already written as a JSON array, and how they map onto the table's columns. */
export interface SerializedRows<T extends PgTable, F extends string, S extends keyof T['$inferInsert'] & string, X extends string> {
  /** The rows, by storableJson, each keyed by `fields`. */
  json: string;
  fields: readonly F[];
  /** Columns every row has the same value in, sent once as parameters of their own. */
  shared?: Pick<T['$inferInsert'], S>;
  /**
   * Long text columns, whose values travel as one parameter per row (in the rows' order) instead of inside
   * the JSON: the database reads a parameter as it is, while PostgreSQL 15 copies a JSON string value a
   * character at a time (show notes in the JSON cost the backend 40-50 ms more for 5,000 episodes), and the
   * thread that wrote the JSON did not have to escape them. Values must be storableText already.
   */
  texts?: Record<X, readonly (string | null)[]>;
  /** Columns the rows carry that the Drizzle table leaves out. */
  undeclared?: readonly UndeclaredColumn[];
  tail?: SQL;
}

/**
 * insertJsonRows with the rows already written as JSON, so that the thread that made them, not the one
 * answering requests, paid for it.
 */
export async function insertSerializedRows<
  T extends PgTable,
  F extends keyof T['$inferInsert'] & string,
  S extends keyof T['$inferInsert'] & string = never,
  X extends keyof T['$inferInsert'] & string = never,
  Row = Record<string, unknown>,
>(tx: Tx, table: T, rows: SerializedRows<T, F, S, X>): Promise<Row[]> {
  const { json, fields, shared = {} as Pick<T['$inferInsert'], S>, undeclared = [], tail = sql`` } = rows;
  const texts = Object.entries(rows.texts ?? {}) as [X, readonly (string | null)[]][];
  const columns = getTableColumns(table);
  const column = (field: string) => columns[field]!;
  const sharedFields = Object.keys(shared) as S[];
  const names = [
    ...[...fields, ...texts.map(([field]) => field), ...sharedFields].map((field) => column(field).name),
    ...undeclared.map((u) => u.column),
  ]
    .map((name) => `"${name}"`)
    .join(', ');
  const recordset = [...fields.map((field) => `"${field}" ${column(field).getSQLType()}`), ...undeclared.map((u) => u.recordset)].join(
    ', ',
  );
  const selected = [
    sql.raw([...fields, ...texts.map(([field]) => field)].map((field) => `"${field}"`).join(', ')),
    ...sharedFields.map((field) => sql`${shared[field]}::${sql.raw(column(field).getSQLType())}`),
    ...undeclared.map((u) => sql.raw(u.value)),
  ];
  const source =
    texts.length === 0
      ? sql`jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(recordset)})`
      : // The n-th row's texts are the n-th elements of the arrays.
        sql`rows from (jsonb_to_recordset(${json}::jsonb) as (${sql.raw(recordset)})) with ordinality as x
          join unnest(${sql.join(
            texts.map(
              ([field, values]) =>
                sql`array[${sql.join(
                  values.map((value) => sql`${value}::text`),
                  sql`, `,
                )}]::${sql.raw(column(field).getSQLType())}[]`,
            ),
            sql`, `,
          )}) with ordinality as t(${sql.raw(texts.map(([field]) => `"${field}"`).join(', '))}, ordinality) using (ordinality)`;
  const result = await tx.execute(
    sql`insert into ${sql.raw(`"${getTableName(table)}"`)} (${sql.raw(names)})
        select ${sql.join(selected, sql`, `)} from ${source}
        ${tail}`,
  );
  return (result as { rows: Row[] }).rows;
}

export function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}
