/**
 * `useSyncExternalStoreWithSelector` from React's `use-sync-external-store` package (MIT, Meta
 * Platforms), as an ES module on `preact/compat`'s hooks. TanStack Router and Store import it; the
 * package ships only CommonJS, which requires React through Node in the unit tests, past the aliases
 * to Preact. The logic is React's: a selection is recomputed only for a new snapshot, and kept when
 * `isEqual` says it did not change, so a store update re-renders only the components it concerns.
 */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'preact/compat';

interface Selection<Value> {
  hasValue: boolean;
  value: Value | null;
}

export function useSyncExternalStoreWithSelector<Snapshot, Selected>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): Selected {
  const instRef = useRef<Selection<Selected>>({ hasValue: false, value: null });

  const [getSelection, getServerSelection] = useMemo(() => {
    const inst = instRef.current;
    let hasMemo = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selected;
    const memoizedSelector = (nextSnapshot: Snapshot): Selected => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        if (isEqual !== undefined && inst.hasValue) {
          const currentSelection = inst.value as Selected;
          if (isEqual(currentSelection, nextSelection)) return (memoizedSelection = currentSelection);
        }
        return (memoizedSelection = nextSelection);
      }
      const currentSelection = memoizedSelection;
      if (Object.is(memoizedSnapshot, nextSnapshot)) return currentSelection;
      const nextSelection = selector(nextSnapshot);
      if (isEqual !== undefined && isEqual(currentSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return currentSelection;
      }
      memoizedSnapshot = nextSnapshot;
      return (memoizedSelection = nextSelection);
    };
    const serverSnapshot = getServerSnapshot ?? null;
    return [() => memoizedSelector(getSnapshot()), serverSnapshot === null ? undefined : () => memoizedSelector(serverSnapshot())] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);

  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    instRef.current.hasValue = true;
    instRef.current.value = value;
  }, [value]);
  useDebugValue(value);
  return value;
}
