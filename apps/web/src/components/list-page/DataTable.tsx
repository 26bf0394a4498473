import { Checkbox, Table, UnstyledButton } from '@mantine/core';
import {
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type CellData,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type TableFeatures,
  type Updater,
} from '@tanstack/react-table';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import classes from './DataTable.module.css';
import { rowsBetween } from './range-select';

/** What every list table uses of TanStack Table: server-side sorting and row selection. */
export const listTableFeatures = tableFeatures({ rowSortingFeature, rowSelectionFeature });
export type ListColumn<T extends object> = ColumnDef<typeof listTableFeatures, T>;

declare module '@tanstack/table-core' {
  // A merged declaration must repeat the library's type parameters, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TFeatures extends TableFeatures, TData extends RowData, TValue extends CellData = CellData> {
    /**
     * The share of the table's width the column takes (`"30%"`), so that columns keep their
     * widths from one page of rows to the next instead of following each page's longest value.
     */
    width?: string;
  }
}

export interface DataTableProps<T extends object> {
  caption: string;
  rows: T[];
  columns: ListColumn<T>[];
  getRowId: (row: T) => string;
  /** The sort field and direction, e.g. `-createdAt`. */
  sort: string;
  onSortChange: (sort: string) => void;
  /** Present when rows can be selected: each checkbox is labelled `Select <label>`. */
  selection?: {
    selectedIds: Set<string>;
    onChange: (selectedIds: Set<string>) => void;
    rowLabel: (row: T) => string;
  };
  /** Rows of the previous page shown while the next one loads. */
  stale?: boolean;
  /** The width the table needs; in less, each row is shown as a card instead. */
  minWidth?: number;
  /**
   * The column whose cell heads each row's card on a narrow screen (default: the first column), shown
   * first and without its column's name; the other cells follow under it, each beside its column's name.
   */
  cardHeading?: string;
  /** Columns whose long values (a list of changes, a row of buttons) take a card's whole width. */
  cardWide?: readonly string[];
}

function toSortingState(sort: string): SortingState {
  return sort.startsWith('-') ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}

function resolve<T>(updater: Updater<T>, previous: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A real <table>: column headers that sort by the API's fields (a button inside each
 * sortable header, with aria-sort), optional selection checkboxes, and a frame that
 * scrolls sideways if a row's content is wider still. Where the list has less than `minWidth`
 * (a phone, a tablet) each row is laid out as a card instead and the sortable headers as a
 * "Sort by" bar above them (DataTable.module.css), from the same elements, so nothing is
 * rendered twice.
 *
 * The table, row and cell roles are spelled out because some browsers drop a table's
 * semantics from the accessibility tree once its elements are no longer displayed as one.
 */
export function DataTable<T extends object>({
  caption,
  rows,
  columns,
  getRowId,
  sort,
  onSortChange,
  selection,
  stale,
  minWidth = 760,
  cardHeading,
  cardWide = [],
}: DataTableProps<T>) {
  const sorting = toSortingState(sort);
  const rowSelection: RowSelectionState = Object.fromEntries(
    rows.map(getRowId).flatMap((id) => (selection?.selectedIds.has(id) ? [[id, true]] : [])),
  );
  const table = useTable({
    features: listTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => getRowId(row),
    manualSorting: true,
    enableSortingRemoval: false,
    enableRowSelection: selection !== undefined,
    state: { sorting, rowSelection },
    onSortingChange: (updater) => {
      const [next] = resolve(updater, sorting);
      if (next) onSortChange(next.desc ? `-${next.id}` : next.id);
    },
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      const next = resolve(updater, rowSelection);
      const ids = new Set(selection.selectedIds);
      for (const id of rows.map(getRowId)) {
        if (next[id]) ids.add(id);
        else ids.delete(id);
      }
      selection.onChange(ids);
    },
  });

  // Shift-click ticks (or unticks) every row from the one clicked last, as in a mail client.
  const anchor = useRef<string | null>(null);
  const shiftClick = useRef(false);
  const tick = (id: string, checked: boolean) => {
    if (!selection) return;
    const ids = new Set(selection.selectedIds);
    const rowsTicked = shiftClick.current ? rowsBetween(rows.map(getRowId), anchor.current, id) : [id];
    shiftClick.current = false;
    anchor.current = id;
    for (const rowId of rowsTicked) {
      if (checked) ids.add(rowId);
      else ids.delete(rowId);
    }
    selection.onChange(ids);
  };

  const { scrollRef, more, onScroll } = useHiddenColumns();
  const { listRef, cards } = useCards(minWidth);
  const headerGroup = table.getHeaderGroups()[0];
  const headingColumn = cardHeading ?? columns[0]?.id;
  const allOnPage = rows.length > 0 && rows.every((row) => selection?.selectedIds.has(getRowId(row)));
  const someOnPage = rows.some((row) => selection?.selectedIds.has(getRowId(row)));

  return (
    // The edges shade on the side where columns are out of sight, so that a table wider than its frame shows it scrolls.
    <div
      ref={listRef}
      className={classes.edges}
      data-cards={cards || undefined}
      data-more-left={more.left || undefined}
      data-more-right={more.right || undefined}
    >
      <Table.ScrollContainer
        ref={scrollRef}
        onScroll={onScroll}
        // A frame that scrolls sideways can be reached from the keyboard, so arrow keys scroll it;
        // screen readers hear it as a region named by the table's caption.
        {...(more.left || more.right ? { tabIndex: 0, role: 'region', 'aria-label': `${caption} (scrolls sideways)` } : {})}
        minWidth={minWidth}
        type="native"
        className={classes.frame}
        data-stale={stale || undefined}
      >
        <Table striped highlightOnHover verticalSpacing="sm" aria-busy={stale || undefined} role="table">
          <Table.Caption className={classes.caption}>{caption}</Table.Caption>
          <Table.Thead role="rowgroup">
            <Table.Tr role="row">
              {selection && (
                <Table.Th w={44} role="columnheader" data-select>
                  <Checkbox
                    aria-label="Select all on this page"
                    // In the cards' bar, beside the sort buttons, it says what it does.
                    label={cards ? 'All' : undefined}
                    checked={allOnPage}
                    indeterminate={someOnPage && !allOnPage}
                    onChange={(event) => table.toggleAllPageRowsSelected(event.currentTarget.checked)}
                  />
                </Table.Th>
              )}
              {headerGroup?.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = <table.FlexRender header={header} />;
                return (
                  <Table.Th
                    key={header.id}
                    w={header.column.columnDef.meta?.width}
                    role="columnheader"
                    aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                    className={classes.th}
                    data-sortable={header.column.getCanSort() || undefined}
                  >
                    {header.column.getCanSort() ? (
                      <UnstyledButton className={classes.sortButton} onClick={header.column.getToggleSortingHandler()}>
                        {label}
                        <SortMark direction={sorted} />
                      </UnstyledButton>
                    ) : (
                      label
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody role="rowgroup">
            {table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id} role="row" data-selected={row.getIsSelected() || undefined}>
                {selection && (
                  <Table.Td role="cell" data-select>
                    <Checkbox
                      aria-label={`Select ${selection.rowLabel(row.original)}`}
                      checked={row.getIsSelected()}
                      // Shift is read from the click: the change event that follows does not carry it.
                      onClick={(event) => {
                        shiftClick.current = event.shiftKey;
                      }}
                      onChange={(event) => tick(row.id, event.currentTarget.checked)}
                    />
                  </Table.Td>
                )}
                {row.getAllCells().map((cell) => {
                  const heading = cell.column.id === headingColumn;
                  const label = cell.column.columnDef.header;
                  return (
                    <Table.Td
                      key={cell.id}
                      role="cell"
                      data-card-heading={heading || undefined}
                      data-card-wide={cardWide.includes(cell.column.id) || undefined}
                      data-label={!heading && typeof label === 'string' ? label : undefined}
                    >
                      {/* One box per cell, so a card lays out the cell's name beside the whole of its value. */}
                      <div className={classes.value}>
                        <table.FlexRender cell={cell} />
                      </div>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}

/**
 * Whether the list is narrower than its table needs, measured before the first paint (so a phone
 * never shows the table first) and again whenever the list's width changes.
 */
function useCards(minWidth: number) {
  const listRef = useRef<HTMLDivElement>(null);
  const [cards, setCards] = useState(false);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // Nothing laid out yet (a hidden tab, a test's document) has no width to go by: keep the table.
    const measure = () => setCards(list.clientWidth > 0 && list.clientWidth < minWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [minWidth]);
  return { listRef, cards };
}

/**
 * Whether the scrolling frame has columns hidden to its left or right, kept up to date as it scrolls
 * and as the frame or the table changes size (a narrower window, a page of longer rows).
 */
function useHiddenColumns() {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const onScroll = useCallback(() => {
    const frame = scrollRef.current;
    if (!frame) return;
    // A pixel of slack: zoomed pages scroll to fractions and may stop just short of the end.
    const left = frame.scrollLeft > 1;
    const right = frame.scrollLeft + frame.clientWidth < frame.scrollWidth - 1;
    setMore((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, []);
  useEffect(() => {
    const frame = scrollRef.current;
    onScroll();
    if (!frame || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(onScroll);
    observer.observe(frame);
    const table = frame.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [onScroll]);
  return { scrollRef, more, onScroll };
}

function SortMark({ direction }: { direction: false | 'asc' | 'desc' }): ReactNode {
  return (
    <span aria-hidden className={classes.sortMark} data-active={direction ? true : undefined}>
      {direction === 'desc' ? '↓' : direction === 'asc' ? '↑' : '↕'}
    </span>
  );
}
