import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFileName, csvTable, type CsvColumn } from './csv-export';

interface Row {
  title: string;
  start: number;
  note: string | null;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Title', value: (row) => row.title },
  { header: 'Start (s)', value: (row) => row.start },
  { header: 'Note', value: (row) => row.note },
];

describe('CSV export', () => {
  it('writes headings, then one line per row, quoting what needs it and escaping formulas', () => {
    const rows: Row[] = [
      { title: 'Bread, "sourdough" and time', start: 65.5, note: null },
      { title: '=HYPERLINK("http://evil.example")', start: 0, note: 'two\nlines' },
    ];
    const csv = Papa.unparse(csvTable(rows, columns), { escapeFormulae: true });
    expect(csv).toBe(
      ['Title,Start (s),Note', '"Bread, ""sourdough"" and time",65.5,', `"'=HYPERLINK(""http://evil.example"")",0,"two\nlines"`].join(
        '\r\n',
      ),
    );
    // Read back, the text is what was written (the formula kept as text).
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[1]).toEqual(['Bread, "sourdough" and time', '65.5', '']);
  });

  it('names the file after the list and the local day', () => {
    expect(csvFileName('People & topics', new Date(2026, 10, 6, 23, 59))).toBe('people-topics-2026-11-06.csv');
  });
});
