import { useEffect, type RefObject } from 'react';
import { focusLost } from '../../lib/focus-lost';

/** Spread on an editor's outermost element: what leaves it hands the focus to its first field. */
export const EDITOR_ROOT = { 'data-editor': '' } as const;

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled])';

/**
 * For a control that goes away once used (Discard changes, the notices' buttons): the focus it held
 * would drop to the page and a keyboard user would start again from the top, so it moves to the
 * editor's first field, where the editing goes on. It stays wherever the user has put it, and nothing
 * happens when the whole editor goes (the page moved on).
 */
export function useFocusFirstFieldOnLeave(inside: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const editor = inside.current?.closest('[data-editor]');
    // Only when the focus went with what was removed (this control, or its confirmation popover):
    // Discard changes also goes when a save succeeds, and the focus Save had is then Save's to settle.
    let lastFocused = document.activeElement;
    const remember = (event: FocusEvent) => {
      lastFocused = event.target instanceof Element ? event.target : null;
    };
    document.addEventListener('focusin', remember);
    return () => {
      document.removeEventListener('focusin', remember);
      // After the browser and any popover have settled the focus of what was removed.
      setTimeout(() => {
        if (!editor?.isConnected || !focusLost() || lastFocused?.isConnected) return;
        editor.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
      });
    };
  }, [inside]);
}
