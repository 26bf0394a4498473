import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSyncExternalStoreWithSelector } from './use-sync-external-store-with-selector';

function createStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next: T) => {
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

describe('useSyncExternalStoreWithSelector', () => {
  it('re-renders only when the selected part changes, keeping an equal selection as it was', () => {
    const store = createStore({ count: 1, other: 'a', tags: ['x'] });
    const renders: Array<{ count: number; tags: string[] }> = [];
    const selectTags = (s: { tags: string[] }) => [...s.tags];
    const sameTags = (a: string[], b: string[]) => a.join() === b.join();

    function View() {
      const count = useSyncExternalStoreWithSelector(store.subscribe, store.get, undefined, (s) => s.count);
      const tags = useSyncExternalStoreWithSelector(store.subscribe, store.get, undefined, selectTags, sameTags);
      renders.push({ count, tags });
      return <p>Count {count}</p>;
    }

    render(<View />);
    expect(screen.getByText('Count 1')).toBeInTheDocument();
    const firstTags = renders[0]!.tags;

    act(() => store.set({ ...store.get(), other: 'b' }));
    expect(renders).toHaveLength(1);

    act(() => store.set({ ...store.get(), count: 2 }));
    expect(screen.getByText('Count 2')).toBeInTheDocument();
    // A new array with the same tags: isEqual keeps the first selection, so memoized consumers see no change.
    expect(renders.at(-1)!.tags).toBe(firstTags);
  });
});
