import { describe, expect, it } from 'vitest';
import { activeFilters, booleanFlag, defineListSearch, oneOf, searchReplacesEntry, toApiQuery, uuid } from './list-search';

const search = defineListSearch({
  sortFields: ['title', 'createdAt'],
  defaultSort: '-createdAt',
  filters: { status: oneOf(['draft', 'hidden'] as const), podcastId: uuid, hasTranscript: booleanFlag },
});
const PODCAST = '6f1c2a52-8d1e-4c4b-9a57-0c1f6a1d2b01';

describe('list search params', () => {
  it('keeps valid values under the API names and drops defaults', () => {
    expect(search.validate({ page: 3, pageSize: 50, sort: 'title', q: ' bread ', status: 'hidden', podcastId: PODCAST })).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'title',
      q: 'bread',
      status: 'hidden',
      podcastId: PODCAST,
    });
    expect(search.validate({ page: 1, pageSize: 25, sort: '-createdAt' })).toEqual({});
  });

  it('drops malformed values instead of failing the page', () => {
    expect(
      search.validate({ page: 0, pageSize: 33, sort: 'etag', q: '   ', status: 'gone', podcastId: 'not-a-uuid', hasTranscript: 'maybe' }),
    ).toEqual({});
    expect(search.validate({ page: '2', q: 42, hasTranscript: 'false' })).toEqual({ page: 2, q: '42', hasTranscript: false });
  });

  it('names every key it drops, so the raw value the router keeps beneath the route’s search is overridden', () => {
    // What the router does: the route's search laid over the root's, which holds the URL as typed.
    const raw = { page: -3, pageSize: 'abc', sort: 'bogus', q: '', status: 'nonsense', podcastId: 'x', hasTranscript: 'maybe' };
    expect({ ...raw, ...search.validate(raw) }).toEqual({});
  });

  it('builds the API query with defaults and the API booleans, and names the active filters', () => {
    expect(toApiQuery({ q: 'x', hasTranscript: true }, search.defaults)).toEqual({
      page: 1,
      pageSize: 25,
      sort: '-createdAt',
      q: 'x',
      hasTranscript: 'true',
    });
    expect(activeFilters({ q: 'x', page: 2, status: 'draft' }, ['status', 'podcastId'])).toEqual(['q', 'status']);
  });
});

describe('searchReplacesEntry', () => {
  it('makes starting, ending or changing a search a new history entry, and refining it not', () => {
    expect(searchReplacesEntry(undefined, 'salt')).toBe(false);
    expect(searchReplacesEntry('salt', 'salt in')).toBe(true);
    expect(searchReplacesEntry('salt in', 'Salt')).toBe(true);
    expect(searchReplacesEntry('salt in', undefined)).toBe(false);
    // Other words: Back returns to the search before.
    expect(searchReplacesEntry('juniper', 'lighthouse')).toBe(false);
    expect(searchReplacesEntry('salt in', 'salt on')).toBe(false);
  });
});
