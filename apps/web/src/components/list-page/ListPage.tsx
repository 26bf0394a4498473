import { Box, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api-context';
import { activeFilters, DEFAULT_PAGE_SIZE, searchReplacesEntry, type ListSearchBase } from '../../lib/list-search';
import { rememberListView } from '../../lib/list-memory';
import { opsTitle } from '../../lib/titles';
import { DataTable, type ListColumn } from './DataTable';
import { ListPagination } from './ListPagination';
import { countLine } from './count-line';
import { ExportCsvButton, type CsvExport } from './ExportCsvButton';
import { FilterPanel } from './FilterPanel';
import { EmptyState, ErrorState, NoMatchState } from './ListStates';
import { SearchInput } from './SearchInput';
import { SelectionBar, type ListSelection } from './SelectionBar';
import { selectedOffPage } from './selection-line';

/** Page 1 is the list's default, left out of its URL. */
const pageParam = (page: number) => (page === 1 ? undefined : page);

export interface ListData<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type SearchPatch = Record<string, unknown>;
export type SearchUpdater = (patch: SearchPatch, options?: { replace?: boolean }) => void;

export interface ListPageProps<T extends object> {
  /** The page heading and tab title, e.g. "Soundbites". */
  title: string;
  /** The records in running text, e.g. "soundbites". */
  what: string;
  /** One of them, where `what` without its final s is not it: "person or topic". */
  whatOne?: string;
  search: ListSearchBase<string>;
  defaultSort: string;
  filterNames: readonly string[];
  /** How an active filter reads in the no-match state, e.g. "Status: hidden". */
  describeFilter: (name: string, value: unknown) => string;
  setSearch: SearchUpdater;
  query: UseQueryResult<ListData<T>, unknown>;
  columns: ListColumn<T>[];
  getRowId: (row: T) => string;
  rowLabel: (row: T) => string;
  searchPlaceholder: string;
  /** Filter controls beside the search box. */
  filters?: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  empty: { title: string; description: ReactNode; action?: ReactNode };
  /** The width the table needs: in less, its rows are shown as cards. */
  minTableWidth?: number;
  /** The column that heads each row's card on a phone (default: the first). */
  cardHeading?: string;
  /** Columns whose long values take a card's whole width. */
  cardWide?: readonly string[];
  /** Offers "Export CSV" of the current view, with these columns. */
  csvExport?: CsvExport<T>;
  /** Bulk actions for selected rows; without it rows have no checkboxes. */
  bulkActions?: (selection: ListSelection<T>, clear: () => void) => ReactNode;
}

/**
 * The one list page: heading, search and filters in the URL, a server-paged sortable table,
 * and its three distinct states (nothing yet, nothing matches, failed to load). While the
 * next page loads the previous rows stay, dimmed, instead of flashing empty.
 */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { search, setSearch, query, what } = props;
  useDocumentTitle(opsTitle(props.title));
  const router = useRouter();
  const [selectedIds, setSelectedIds] = useState<Set<string>>(new Set());
  const [selectedRows, setSelectedRows] = useState<Map<string, T>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  // With every match selected: the rows unticked since, left out of it.
  const [leftOut, setLeftOut] = useState<ReadonlyMap<string, T>>(new Map());
  const filters = activeFilters(search, props.filterNames);
  const filterKey = JSON.stringify(filters.map((name) => [name, valueOf(search, name)]));

  // A different set of matches makes an old selection meaningless: reset it in the same render
  // (React's pattern for state derived from a changed prop), not in an effect after it.
  const [selectionFilterKey, setSelectionFilterKey] = useState(filterKey);
  if (selectionFilterKey !== filterKey) {
    setSelectionFilterKey(filterKey);
    setSelectedIds(new Set());
    setSelectedRows(new Map());
    setAllMatching(false);
    setLeftOut(new Map());
  }

  // The links back to this list (its navigation entry, a record's breadcrumb) return to this view.
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => rememberListView(pathname, search), [pathname, search]);

  const data = query.data;
  // A page past the end (rows deleted, or an old link) goes to the last page that exists.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && !query.isPlaceholderData) {
      setSearch({ page: Math.max(1, Math.ceil(data.total / data.pageSize)) }, { replace: true });
    }
  }, [data, query.isPlaceholderData, setSearch]);

  // Once shown, the selection bar keeps its place (hidden) when the selection empties: taking it
  // out would shorten the page, which at its foot moves every row under the finger.
  const selecting = selectedIds.size > 0 || allMatching;
  const [barPlaced, setBarPlaced] = useState(false);
  if (selecting && !barPlaced) setBarPlaced(true);

  // A checkbox ticked near the foot of the screen must not end up under the bar that ticking brings
  // up: the bar keeps the page's scroll padding (set before this runs, as its own effect runs first),
  // which scrolling the checkbox into view respects. Only the checkbox: the rest of its row may stay
  // under the bar rather than the page move under the finger by a whole card.
  const tickedRef = useRef<HTMLElement | null>(null);
  const searchRow = useRef<HTMLDivElement>(null);
  const listBox = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const ticked = tickedRef.current;
    tickedRef.current = null;
    if (!ticked?.isConnected || !selecting) return;
    // jsdom has no scrollIntoView.
    ticked.scrollIntoView?.({ block: 'nearest' });
  }, [selectedIds, selecting]);

  const clear = () => {
    setSelectedIds(new Set());
    setSelectedRows(new Map());
    setAllMatching(false);
    setLeftOut(new Map());
  };
  const updateSelection = (ids: Set<string>) => {
    if (allMatching) {
      // A row unticked is left out of every match, ticked again it is back; the last one left out clears it all.
      const next = new Map(leftOut);
      for (const row of data?.items ?? []) {
        const id = props.getRowId(row);
        if (ids.has(id)) next.delete(id);
        else next.set(id, row);
      }
      if (next.size >= (data?.total ?? 0)) clear();
      else setLeftOut(next);
      return;
    }
    const rows = new Map([...selectedRows].filter(([id]) => ids.has(id)));
    for (const row of data?.items ?? []) {
      const id = props.getRowId(row);
      if (ids.has(id)) rows.set(id, row);
    }
    setAllMatching(false);
    setSelectedIds(ids);
    setSelectedRows(rows);
  };
  // With every match selected, every page's rows show ticked but those unticked since ("all but these").
  const selection: ListSelection<T> = allMatching
    ? { kind: 'all', total: data?.total ?? 0, except: leftOut }
    : { kind: 'rows', rows: [...selectedRows.values()] };

  const narrowing = (patch: SearchPatch, options?: { replace?: boolean }) => setSearch({ ...patch, page: undefined }, options);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Box>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {props.title}
          </Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {/* A no-break space holds the line's height while loading, so nothing below it jumps. */}
            {data ? countLine(data.total, { many: what, one: props.whatOne }, filters.length > 0) : '\u00a0'}
          </Text>
        </Box>
        {props.csvExport || props.actions ? (
          <Group gap="xs">
            {props.csvExport ? <ExportCsvButton title={props.title} exporter={props.csvExport} empty={data?.total === 0} /> : null}
            {props.actions}
          </Group>
        ) : null}
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap" ref={searchRow}>
        <SearchInput
          grow
          value={search.q ?? ''}
          placeholder={props.searchPlaceholder}
          onChange={(q) => narrowing({ q: q || undefined }, { replace: searchReplacesEntry(search.q, q || undefined) })}
        />
        {props.filters ? <FilterPanel activeCount={filters.filter((name) => name !== 'q').length}>{props.filters}</FilterPanel> : null}
      </Group>
      <Box
        ref={listBox}
        pos="relative"
        // Escape in the list lets go of the selection, as Clear selection does.
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || event.defaultPrevented || !selecting) return;
          event.preventDefault();
          clear();
        }}
        onChangeCapture={(event) => {
          if (event.target instanceof HTMLInputElement && event.target.type === 'checkbox') tickedRef.current = event.target;
        }}
      >
        {query.isFetching && data && <Progress value={100} animated size={2} pos="absolute" top={0} left={0} right={0} aria-hidden />}
        <ListBody
          {...props}
          filters={filters}
          selectedIds={allMatching ? new Set((data?.items ?? []).map(props.getRowId).filter((id) => !leftOut.has(id))) : selectedIds}
          onSelect={updateSelection}
          onClearFilters={() => {
            clearFilters(props);
            // The button goes with the no-match state: the keyboard goes on from the search box, to start afresh.
            searchRow.current?.querySelector('input')?.focus();
          }}
        />
      </Box>
      {props.bulkActions && barPlaced && (
        <SelectionBar
          hidden={!selecting}
          what={what}
          selection={selection}
          offPage={selectedOffPage(selectedIds, data?.items ?? [], props.getRowId)}
          pageCount={data?.items.length ?? 0}
          total={data?.total ?? 0}
          onSelectAllMatching={() => setAllMatching(true)}
          onClear={clear}
        >
          {props.bulkActions(selection, clear)}
        </SelectionBar>
      )}
      {data && data.total > 0 && (
        <ListPagination
          page={search.page ?? 1}
          pageSize={search.pageSize ?? DEFAULT_PAGE_SIZE}
          total={data.total}
          onPage={(page) => {
            setSearch({ page: pageParam(page) });
            // The view goes back to the list's top: the keyboard goes with it, not left at the pager out of sight.
            const table = listBox.current?.querySelector('table');
            if (table) {
              table.tabIndex = -1;
              table.focus({ preventScroll: true });
            }
          }}
          hrefOf={(page) =>
            router.buildLocation({ to: '.', search: ((previous: object) => ({ ...previous, page: pageParam(page) })) as never }).href
          }
          onPageSize={(pageSize) => narrowing({ pageSize: pageSize === DEFAULT_PAGE_SIZE ? undefined : pageSize })}
        />
      )}
    </Stack>
  );
}

function valueOf(search: object, name: string): unknown {
  return (search as Record<string, unknown>)[name];
}

function clearFilters<T extends object>(props: ListPageProps<T>) {
  props.setSearch(Object.fromEntries(['q', 'page', ...props.filterNames].map((name) => [name, undefined])));
}

interface ListBodyProps<T extends object> extends Omit<ListPageProps<T>, 'filters'> {
  filters: string[];
  selectedIds: Set<string>;
  onSelect: (ids: Set<string>) => void;
  onClearFilters: () => void;
}

function ListBody<T extends object>({ query, what, filters, search, ...props }: ListBodyProps<T>) {
  const data = query.data;
  if (query.isError && (!data || !query.isPlaceholderData)) {
    return <ErrorState what={what} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (!data) return <LoadingRows />;
  if (data.total === 0 && !query.isPlaceholderData) {
    if (filters.length === 0) return <EmptyState {...props.empty} />;
    return (
      <NoMatchState
        what={what}
        filters={filters.map((name) => props.describeFilter(name, valueOf(search, name)))}
        onClear={props.onClearFilters}
      />
    );
  }
  return (
    <DataTable
      caption={props.title}
      rows={data.items}
      columns={props.columns}
      getRowId={props.getRowId}
      sort={search.sort ?? props.defaultSort}
      onSortChange={(sort) => props.setSearch({ sort: sort === props.defaultSort ? undefined : sort, page: undefined })}
      stale={query.isPlaceholderData}
      {...(props.minTableWidth ? { minWidth: props.minTableWidth } : {})}
      {...(props.cardHeading ? { cardHeading: props.cardHeading } : {})}
      {...(props.cardWide ? { cardWide: props.cardWide } : {})}
      {...(props.bulkActions
        ? {
            selection: {
              selectedIds: props.selectedIds,
              onChange: props.onSelect,
              rowLabel: props.rowLabel,
            },
          }
        : {})}
    />
  );
}

/**
 * Placeholders shaped like what comes: table rows, or on a phone the Sort by bar and cards (a card is a
 * record's details stacked, some 200 px), so the rows arriving do not push the page down.
 */
function LoadingRows() {
  return (
    <Stack gap={6} aria-busy aria-label="Loading">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={40} radius="sm" visibleFrom="sm" />
      ))}
      <Skeleton height={80} radius="sm" hiddenFrom="sm" />
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} height={200} radius="sm" hiddenFrom="sm" />
      ))}
    </Stack>
  );
}
