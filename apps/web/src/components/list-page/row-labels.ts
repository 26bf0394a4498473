/**
 * Row labels that tell rows apart: a row whose label another row on the page shares gets `detail` after
 * it ("Select Adam Curry (curry.com)"), so the checkboxes of namesakes do not all read the same.
 */
export function distinctRowLabels<T>(rows: readonly T[], label: (row: T) => string, detail: (row: T) => string): (row: T) => string {
  const seen = new Map<string, number>();
  for (const row of rows) seen.set(label(row), (seen.get(label(row)) ?? 0) + 1);
  return (row) => {
    const plain = label(row);
    return (seen.get(plain) ?? 0) > 1 ? `${plain} (${detail(row)})` : plain;
  };
}
