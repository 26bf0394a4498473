/** One column of a list's CSV export: its heading and the plain value of a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/** At most this many rows go into one export: a spreadsheet's worth, fetched 100 at a time. */
export const CSV_EXPORT_LIMIT = 10_000;

/** The rows as CSV cells, headings first; an absent value is an empty cell. */
export function csvTable<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): { fields: string[]; data: string[][] } {
  return {
    fields: columns.map((column) => column.header),
    data: rows.map((row) =>
      columns.map((column) => {
        const value = column.value(row);
        return value === null || value === undefined ? '' : String(value);
      }),
    ),
  };
}

/** "soundbites-2026-11-26.csv": what the file is, and the day it was taken (local time). */
export function csvFileName(what: string, now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  return `${what
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${day}.csv`;
}
