import { defineListSearch, oneOf, type FilterParser, type ListSearch } from '../../lib/list-search';

/** The kinds of record staff changes are written against. */
export const ACTIVITY_RECORD_TYPES = [
  { value: 'podcast', label: 'Podcasts' },
  { value: 'episode', label: 'Episodes' },
  { value: 'soundbite', label: 'Soundbites' },
  { value: 'entity', label: 'People & topics' },
  { value: 'account', label: 'Accounts' },
] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day as a date box gives it, "2026-11-26"; anything else (or a day that does not exist) is dropped. */
export const calendarDay: FilterParser<string> = (raw) => {
  const match = typeof raw === 'string' ? DAY.exec(raw) : null;
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? (raw as string) : undefined;
};

/** Midnight at the start of a calendar day here, as an instant. */
const startOfDay = (day: string, plusDays = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays).toISOString();
};

/**
 * The days "From" and "To" (both included, in the staff member's own time zone) as the API's
 * instants: from the start of the first day to the start of the day after the last.
 */
export function periodInstants(from: string | undefined, to: string | undefined): { from?: string; to?: string } {
  return { ...(from ? { from: startOfDay(from) } : {}), ...(to ? { to: startOfDay(to, 1) } : {}) };
}

export const activitySearch = defineListSearch({
  sortFields: ['createdAt'],
  defaultSort: '-createdAt',
  filters: { recordType: oneOf(ACTIVITY_RECORD_TYPES.map((type) => type.value)), from: calendarDay, to: calendarDay },
});

export type ActivitySearch = ListSearch<(typeof activitySearch.sortFields)[number], typeof activitySearch.filters>;

/**
 * The list's search from the URL; a period written backwards (From after To, as an old or hand-made
 * link may have it) is read the right way round rather than refused.
 */
export function validateActivitySearch(raw: Record<string, unknown>): ActivitySearch {
  const search = activitySearch.validate(raw);
  return search.from && search.to && search.from > search.to ? { ...search, from: search.to, to: search.from } : search;
}
