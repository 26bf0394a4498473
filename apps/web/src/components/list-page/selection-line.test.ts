import { describe, expect, it } from 'vitest';
import { selectedOffPage, selectionLine } from './selection-line';

describe('selectionLine', () => {
  it('counts the selection, and says when some or all of it is on other pages', () => {
    expect(selectionLine(2, 0)).toBe('2 selected');
    expect(selectionLine(3, 1)).toBe('3 selected, 1 on another page');
    expect(selectionLine(5, 2)).toBe('5 selected, 2 on other pages');
    expect(selectionLine(1, 1)).toBe('1 selected, not on this page');
    expect(selectionLine(4, 4)).toBe('4 selected, none on this page');
  });
});

describe('selectedOffPage', () => {
  it('counts the selected ids that no row shown has', () => {
    const rows = [{ id: 'a' }, { id: 'b' }];
    expect(selectedOffPage(new Set(['a', 'c', 'd']), rows, (row) => row.id)).toBe(2);
    expect(selectedOffPage(new Set(['a', 'b']), rows, (row) => row.id)).toBe(0);
    expect(selectedOffPage(new Set(['a']), [], (row: { id: string }) => row.id)).toBe(1);
  });
});
