import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Either the rows ticked (possibly on several pages) or every row that matches the filters. */
export type ListSelection<T> = { kind: 'rows'; rows: T[] } | { kind: 'all'; total: number };

export function selectionCount<T>(selection: ListSelection<T>): number {
  return selection.kind === 'all' ? selection.total : selection.rows.length;
}

export function SelectionBar<T>({
  what,
  selection,
  pageCount,
  total,
  onSelectAllMatching,
  onClear,
  children,
}: {
  what: string;
  selection: ListSelection<T>;
  pageCount: number;
  total: number;
  onSelectAllMatching: () => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const count = selectionCount(selection);
  return (
    <Paper withBorder radius="md" px="md" py="xs" bg="var(--mantine-primary-color-light)" role="region" aria-label="Selection">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Text size="sm" fw={600} aria-live="polite">
            {selection.kind === 'all' ? `All ${count.toLocaleString()} ${what} that match are selected` : `${count} selected`}
          </Text>
          {selection.kind === 'rows' && total > count && count >= pageCount && (
            <Anchor component="button" type="button" size="sm" onClick={onSelectAllMatching}>
              Select all {total.toLocaleString()} that match
            </Anchor>
          )}
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            Clear selection
          </Button>
        </Group>
        <Group gap="xs">{children}</Group>
      </Group>
    </Paper>
  );
}
