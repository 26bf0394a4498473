import { SEARCH_QUERY_MAX_LENGTH } from '@soundbites/config';
/**
 * The URL state of a list page: `page`, `pageSize`, `sort`, `q` and the list's own filters,
 * named exactly like the API's query parameters so a list URL reads like its API request.
 * Unknown or malformed values are dropped rather than failing the page: a bad link still
 * opens the list, on its defaults.
 */

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** A filter's parser: the value when it is valid, otherwise undefined. */
export type FilterParser<T> = (raw: unknown) => T | undefined;

export type SortValue<F extends string> = F | `-${F}`;

export interface ListSearchBase<F extends string> {
  page?: number;
  pageSize?: number;
  sort?: SortValue<F>;
  q?: string;
}

export type FilterValues<P extends Record<string, FilterParser<unknown>>> = {
  [K in keyof P]?: NonNullable<ReturnType<P[K]>>;
};

export type ListSearch<F extends string, P extends Record<string, FilterParser<unknown>>> = ListSearchBase<F> & FilterValues<P>;

export interface ListSearchDefinition<F extends string, P extends Record<string, FilterParser<unknown>>> {
  sortFields: readonly F[];
  defaultSort: SortValue<F>;
  filters: P;
  /** For TanStack Router's validateSearch. */
  validate: (raw: Record<string, unknown>) => ListSearch<F, P>;
  /** Values equal to these are left out of the URL. */
  defaults: { page: number; pageSize: number; sort: SortValue<F> };
}

export function text(raw: unknown): string | undefined {
  // The router parses search values as JSON, so ?q=42 or ?q=true arrive as a number or boolean.
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, SEARCH_QUERY_MAX_LENGTH);
}

export function oneOf<const T extends string>(values: readonly T[]): FilterParser<T> {
  return (raw) => values.find((value) => value === raw);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuid: FilterParser<string> = (raw) => (typeof raw === 'string' && UUID.test(raw) ? raw.toLowerCase() : undefined);

export const booleanFlag: FilterParser<boolean> = (raw) => {
  if (raw === true || raw === 'true') return true;
  if (raw === false || raw === 'false') return false;
  return undefined;
};

function positiveInteger(raw: unknown): number | undefined {
  const number = typeof raw === 'string' ? Number(raw) : raw;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
}

export function defineListSearch<const F extends string, P extends Record<string, FilterParser<unknown>>>(options: {
  sortFields: readonly F[];
  defaultSort: SortValue<F>;
  filters: P;
}): ListSearchDefinition<F, P> {
  const sorts = new Set<string>(options.sortFields.flatMap((field) => [field, `-${field}`]));
  const validate = (raw: Record<string, unknown>): ListSearch<F, P> => {
    // Every key named, undefined unless valid: the router lays a route's search over the root's, which
    // holds the URL's raw values, so a value merely left out would reach the page (and the API) as typed.
    const result: Record<string, unknown> = { page: undefined, pageSize: undefined, sort: undefined, q: undefined };
    for (const name of Object.keys(options.filters)) result[name] = undefined;
    const page = positiveInteger(raw.page);
    if (page && page > 1) result.page = page;
    const pageSize = positiveInteger(raw.pageSize);
    if (pageSize && pageSize !== DEFAULT_PAGE_SIZE && PAGE_SIZES.some((size) => size === pageSize)) result.pageSize = pageSize;
    if (typeof raw.sort === 'string' && sorts.has(raw.sort) && raw.sort !== options.defaultSort) result.sort = raw.sort;
    const q = text(raw.q);
    if (q) result.q = q;
    for (const [name, parse] of Object.entries(options.filters)) {
      const value = parse(raw[name]);
      if (value !== undefined) result[name] = value;
    }
    return result as ListSearch<F, P>;
  };
  return {
    ...options,
    validate,
    defaults: { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: options.defaultSort },
  };
}

/** The filters (q included) that narrow the list, as opposed to paging and sorting. */
export function activeFilters(search: object, filterNames: readonly string[]): string[] {
  return ['q', ...filterNames].filter((name) => (search as Record<string, unknown>)[name] !== undefined);
}

/** Query parameters for the API: the same names, with booleans as the API's 'true'/'false'. */
export function toApiQuery(search: object, defaults: { page: number; pageSize: number; sort: string }) {
  const query: Record<string, string | number> = { ...defaults };
  for (const [name, value] of Object.entries(search)) {
    if (value === undefined) continue;
    query[name] = typeof value === 'boolean' ? String(value) : (value as string | number);
  }
  return query;
}

/**
 * How a typed search enters the browser's history: starting, ending or changing a search for other
 * words is a new view, so Back returns to the one before (page 2 of the whole list, the search for
 * "juniper" before "lighthouse"); refining the words (typing on, or deleting back) replaces the
 * entry, so Back does not step through every pause in the typing.
 */
export function searchReplacesEntry(previousQ: string | undefined, nextQ: string | undefined): boolean {
  if (!previousQ || !nextQ) return false;
  const before = previousQ.trim().toLowerCase();
  const after = nextQ.trim().toLowerCase();
  return before.startsWith(after) || after.startsWith(before);
}
