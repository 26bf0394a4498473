import { useEffect, type RefObject } from 'react';

/** Whether the focus is nowhere a keyboard user can go on from: on the page itself, or on a control that was disabled. */
export function focusLost(): boolean {
  const active = document.activeElement;
  return (
    active === null ||
    active === document.body ||
    ((active instanceof HTMLButtonElement || active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
      active.disabled)
  );
}

/**
 * For what replaces the control that led to it (a sent form's thank-you, the next step of a page):
 * it takes the focus as it appears, if the focus went with that control, so the keyboard and a
 * screen reader go on from it; with `shown`, each time it turns true. A focus the user has
 * elsewhere stays.
 */
export function useTakeFocusIfLost(target: RefObject<HTMLElement | null>, shown = true): void {
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => {
      if (focusLost()) target.current?.focus();
    });
    return () => clearTimeout(timer);
  }, [target, shown]);
}
