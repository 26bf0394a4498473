/**
 * The rows a Shift-click ticks or unticks: every row from the one last clicked (`anchor`) to the one
 * clicked now, both included, in the page's order. Without an anchor on this page, the clicked row only.
 */
export function rowsBetween(pageIds: readonly string[], anchor: string | null, clicked: string): string[] {
  const from = anchor === null ? -1 : pageIds.indexOf(anchor);
  const to = pageIds.indexOf(clicked);
  if (from < 0 || to < 0) return [clicked];
  return pageIds.slice(Math.min(from, to), Math.max(from, to) + 1);
}
