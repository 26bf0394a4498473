import { useEffect, useRef } from 'react';

/** A ref whose element takes the keyboard focus each time `when` becomes true (a box that just appeared for it). */
export function useFocusWhen<T extends HTMLElement>(when: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}
