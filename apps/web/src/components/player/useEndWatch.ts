import { useCallback, useRef } from 'react';

/**
 * The handles a range player keeps while it watches for the end of its range: an animation frame
 * (followed every frame near the end, where `timeupdate` is too coarse) and a timer (that wakes the
 * frame loop shortly before the end). `stopWatching` cancels both, so no stale callback runs later.
 */
export function useEndWatch() {
  const frameRef = useRef<number | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopWatching = useCallback(() => {
    if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
    if (timerRef.current !== null) clearTimeout(timerRef.current);
    frameRef.current = null;
    timerRef.current = null;
  }, []);
  return { frameRef, timerRef, stopWatching };
}
