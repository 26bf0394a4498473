/** "3 selected", and how many of them are out of sight on other pages. */
export function selectionLine(count: number, offPage: number): string {
  if (offPage === 0) return `${count} selected`;
  if (offPage === count) return `${count} selected, ${count === 1 ? 'not' : 'none'} on this page`;
  return `${count} selected, ${offPage === 1 ? '1 on another page' : `${offPage} on other pages`}`;
}

/** How many of the selected rows are not among the rows shown. */
export function selectedOffPage<T>(selectedIds: ReadonlySet<string>, rows: readonly T[], getRowId: (row: T) => string): number {
  const shown = new Set(rows.map(getRowId));
  let offPage = 0;
  for (const id of selectedIds) if (!shown.has(id)) offPage++;
  return offPage;
}
