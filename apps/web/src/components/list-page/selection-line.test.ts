import { describe, expect, it } from 'vitest';
import { rowsToActOn } from './SelectionBar';
import { allMatchingLine, selectedOffPage, selectionLine } from './selection-line';

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

describe('allMatchingLine', () => {
  it('says every match is selected, or how many of them with how many left out', () => {
    expect(allMatchingLine(1234, 0, 'soundbites')).toBe('All 1,234 soundbites that match are selected');
    expect(allMatchingLine(27, 2, 'soundbites')).toBe('25 of the 27 soundbites that match are selected (2 left out)');
  });
});

describe('rowsToActOn', () => {
  const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('acts on the rows ticked as they are, without fetching', async () => {
    const fetchAll = () => Promise.reject(new Error('not fetched'));
    expect(await rowsToActOn({ kind: 'rows', rows: [rows[1]!] }, fetchAll)).toEqual([{ id: 'b' }]);
  });

  it('acts on every match but those left out', async () => {
    const fetchAll = () => Promise.resolve(rows);
    expect(await rowsToActOn({ kind: 'all', total: 3, except: new Map() }, fetchAll)).toEqual(rows);
    expect(await rowsToActOn({ kind: 'all', total: 3, except: new Map([['b', { id: 'b' }]]) }, fetchAll)).toEqual([
      { id: 'a' },
      { id: 'c' },
    ]);
  });
});
