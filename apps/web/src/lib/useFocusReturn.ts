import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Whether the focus is nowhere a keyboard user can go on from: on the page itself, or on a control that was disabled. */
export function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || (active instanceof HTMLButtonElement && active.disabled);
}

/**
 * While `busy`, the button that started the work shows its loader and is disabled, and a disabled
 * control drops the focus to the page: a keyboard user would start again from the top. When the
 * work ends (a failed sign-in, say), the focus goes back to what had it when the work began,
 * unless something else has taken it meanwhile or that element is gone (the page moved on).
 */
export function useFocusReturn(busy: boolean): void {
  const holder = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (busy) {
      holder.current =
        document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      return;
    }
    const element = holder.current;
    holder.current = null;
    if (element?.isConnected && focusLost()) element.focus();
  }, [busy]);
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
