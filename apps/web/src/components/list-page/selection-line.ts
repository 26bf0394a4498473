/** "3 selected", and how many of them are out of sight on other pages. */
export function selectionLine(count: number, offPage: number): string {
  if (offPage === 0) return `${count} selected`;
  if (offPage === count) return `${count} selected, ${count === 1 ? 'not' : 'none'} on this page`;
  return `${count} selected, ${offPage === 1 ? '1 on another page' : `${offPage} on other pages`}`;
}

/** What the bar says of every match selected: "All 27 soundbites that match are selected", or "25 of the 27 … (2 left out)". */
export function allMatchingLine(total: number, leftOut: number, what: string): string {
  if (leftOut === 0) return `All ${total.toLocaleString()} ${what} that match are selected`;
  return `${(total - leftOut).toLocaleString()} of the ${total.toLocaleString()} ${what} that match are selected (${leftOut.toLocaleString()} left out)`;
}

/** How many of the selected rows are not among the rows shown. */
export function selectedOffPage<T>(selectedIds: ReadonlySet<string>, rows: readonly T[], getRowId: (row: T) => string): number {
  const shown = new Set(rows.map(getRowId));
  let offPage = 0;
  for (const id of selectedIds) if (!shown.has(id)) offPage++;
  return offPage;
}
