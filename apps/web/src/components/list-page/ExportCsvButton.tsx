import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-context';
import { fetchAllRows } from '../../lib/list-query';
import { csvFileName, csvTable, CSV_EXPORT_LIMIT, type CsvColumn } from './csv-export';

export interface CsvExport<T> {
  /** Fetches one page of the list's current view (search, filters and sort). */
  fetchPage: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>;
  columns: readonly CsvColumn<T>[];
}

/**
 * "Export CSV": every row of the list's current view (its search, filters and sort), as a file a
 * spreadsheet opens. Cells that a spreadsheet would run as a formula (=, +, -, @ first) are escaped.
 */
export function ExportCsvButton<T>({ title, exporter, empty = false }: { title: string; exporter: CsvExport<T>; empty?: boolean }) {
  const [busy, setBusy] = useState(false);

  async function exportRows() {
    setBusy(true);
    try {
      const { rows, total, truncated } = await fetchAllRows(exporter.fetchPage, CSV_EXPORT_LIMIT);
      // Loaded on first use: only staff who export download the CSV writer.
      const { default: Papa } = await import('papaparse');
      // The byte-order mark makes Excel read the file as UTF-8.
      const csv = `\ufeff${Papa.unparse(csvTable(rows, exporter.columns), { escapeFormulae: true })}`;
      download(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvFileName(title, new Date()));
      notifications.show({
        color: truncated ? 'orange' : 'green',
        title: `Exported ${rows.length.toLocaleString()} ${rows.length === 1 ? 'row' : 'rows'}`,
        message: truncated
          ? `The first ${CSV_EXPORT_LIMIT.toLocaleString()} of ${total.toLocaleString()}: narrow the list to export the rest.`
          : 'Every row of this view, in its order.',
      });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Nothing was exported', message: errorMessage(error), autoClose: false });
    } finally {
      setBusy(false);
    }
  }

  return (
    // Nothing to export in an empty view: said rather than a file of headers alone.
    <Button
      variant="default"
      onClick={() => void exportRows()}
      loading={busy}
      disabled={empty}
      title={empty ? 'No rows to export' : undefined}
    >
      Export CSV
    </Button>
  );
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
