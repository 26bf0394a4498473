import { describe, expect, it } from 'vitest';
import { restoreItem, withoutItem } from './undo';

const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('optimistic removal with undo', () => {
  it('takes an item out and puts it back where it was', () => {
    const { list: shorter, removed } = withoutItem(list, 'b');
    expect(shorter.map((x) => x.id)).toEqual(['a', 'c']);
    expect(removed).toEqual({ item: { id: 'b' }, index: 1 });
    expect(restoreItem(shorter, removed!).map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });

  it('leaves the list alone for an unknown id', () => {
    expect(withoutItem(list, 'z')).toEqual({ list, removed: null });
  });

  it('restores at the end when the list got shorter meanwhile, and never twice', () => {
    const removed = { item: { id: 'z' }, index: 5 };
    expect(restoreItem(list, removed).map((x) => x.id)).toEqual(['a', 'b', 'c', 'z']);
    expect(restoreItem([{ id: 'z' }, { id: 'a' }], { item: { id: 'z' }, index: 1 }).map((x) => x.id)).toEqual(['a', 'z']);
  });
});
