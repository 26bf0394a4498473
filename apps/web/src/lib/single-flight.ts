import { useCallback, useRef } from 'react';

/**
 * Runs a request unless one for the same key is still running, so a double click sends one.
 * A button's `loading` is not enough: it only disables the button once React has drawn it,
 * after a quick second click has already gone through.
 */
export function useSingleFlight<Key>(): (key: Key, run: () => Promise<unknown>) => void {
  const running = useRef(new Set<Key>());
  return useCallback((key: Key, run: () => Promise<unknown>) => {
    if (running.current.has(key)) return;
    running.current.add(key);
    void run()
      .catch(() => undefined)
      .finally(() => running.current.delete(key));
  }, []);
}
