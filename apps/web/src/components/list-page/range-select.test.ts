import { describe, expect, it } from 'vitest';
import { rowsBetween } from './range-select';

const page = ['a', 'b', 'c', 'd', 'e'];

describe('rowsBetween', () => {
  it('takes every row between the last one clicked and this one, either way up', () => {
    expect(rowsBetween(page, 'b', 'd')).toEqual(['b', 'c', 'd']);
    expect(rowsBetween(page, 'e', 'c')).toEqual(['c', 'd', 'e']);
    expect(rowsBetween(page, 'c', 'c')).toEqual(['c']);
  });

  it('takes the clicked row alone with no row clicked before on this page', () => {
    expect(rowsBetween(page, null, 'c')).toEqual(['c']);
    expect(rowsBetween(page, 'z', 'c')).toEqual(['c']);
  });
});
