import { Anchor, Button, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { useScrollPadding } from '../../lib/useScrollPadding';
import classes from './SelectionBar.module.css';
import { allMatchingLine, selectionLine } from './selection-line';

/**
 * Either the rows ticked (possibly on several pages) or every row that matches the filters, but for
 * those unticked since (`except`: each by its id, as the list showed it).
 */
export type ListSelection<T> = { kind: 'rows'; rows: T[] } | { kind: 'all'; total: number; except: ReadonlyMap<string, T> };

export function selectionCount<T>(selection: ListSelection<T>): number {
  return selection.kind === 'all' ? Math.max(0, selection.total - selection.except.size) : selection.rows.length;
}

/** The rows a bulk action acts on: the ones ticked, or every match (`fetchAll`) but those unticked. */
export async function rowsToActOn<T extends { id: string }>(selection: ListSelection<T>, fetchAll: () => Promise<T[]>): Promise<T[]> {
  if (selection.kind === 'rows') return selection.rows;
  return (await fetchAll()).filter((row) => !selection.except.has(row.id));
}

/**
 * What is selected and what can be done with it. It stays in sight at the foot of the screen while
 * the list scrolls (a phone's list of cards is several screens long), and sits below the list rather
 * than above it, so that showing it never moves the row just ticked.
 */
export function SelectionBar<T>({
  hidden,
  what,
  selection,
  offPage,
  pageCount,
  total,
  onSelectAllMatching,
  onClear,
  children,
}: {
  /** Nothing selected: the bar keeps its place in the page, unseen and out of reach. */
  hidden: boolean;
  what: string;
  selection: ListSelection<T>;
  /** Selected rows that are not on the page shown. */
  offPage: number;
  pageCount: number;
  total: number;
  onSelectAllMatching: () => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const count = selectionCount(selection);
  const barRef = useRef<HTMLDivElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  // Keyboard focus moving down the list, and a ticked checkbox scrolled into view, stop above the bar.
  useScrollPadding(barRef, 'bottom', !hidden);
  const said = selection.kind === 'all' ? allMatchingLine(selection.total, selection.except.size, what) : selectionLine(count, offPage);
  return (
    <>
      {/* Outside the bar, which is hidden from screen readers while nothing is selected: a live
          region inside it would not be heard as the first row is ticked. */}
      <VisuallyHidden role="status">{hidden ? '' : said}</VisuallyHidden>
      <Paper
        ref={barRef}
        withBorder
        radius="md"
        px="md"
        py="xs"
        shadow="md"
        className={classes.bar}
        role="region"
        aria-label="Selection"
        data-hidden={hidden || undefined}
        aria-hidden={hidden || undefined}
        inert={hidden}
        // Escape lets go of the selection from the bar too, as it does from the list; not from a bulk
        // action's dialog, whose keys reach here through React's portal but whose Escape closes only it.
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || event.defaultPrevented || !event.currentTarget.contains(event.target as Node)) return;
          event.preventDefault();
          onClear();
        }}
      >
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Text size="sm" fw={600}>
              {said}
            </Text>
            {selection.kind === 'rows' && total > count && count >= pageCount && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  onSelectAllMatching();
                  // The link goes with the choice it offered: the keyboard goes on from Clear selection, next to it.
                  clearButton.current?.focus();
                }}
              >
                Select all {total.toLocaleString()} that match
              </Anchor>
            )}
          </Group>
          {/* Clear beside the actions: on a phone the bar is then two rows, not three. */}
          <Group gap="xs">
            <Button ref={clearButton} variant="subtle" size="compact-sm" onClick={onClear}>
              Clear selection
            </Button>
            {children}
          </Group>
        </Group>
      </Paper>
    </>
  );
}
