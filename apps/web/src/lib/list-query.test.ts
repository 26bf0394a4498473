import { describe, expect, it } from 'vitest';
import { fetchAllRows } from './list-query';

describe('fetchAllRows', () => {
  it('fetches page after page until every row is in, or the limit is reached', async () => {
    const all = Array.from({ length: 250 }, (_, i) => i);
    const pages: number[] = [];
    const fetchPage = async (page: number, pageSize: number) => {
      pages.push(page);
      return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
    };
    expect(await fetchAllRows(fetchPage)).toEqual({ rows: all, total: 250, truncated: false });
    expect(pages).toEqual([1, 2, 3]);
    const capped = await fetchAllRows(fetchPage, 150);
    expect(capped).toMatchObject({ total: 250, truncated: true });
    expect(capped.rows).toEqual(all.slice(0, 150));
  });
});
