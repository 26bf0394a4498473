import { useWindowEvent } from '@mantine/hooks';
import { useRef } from 'react';

/** Whether a keydown is Ctrl+S (⌘S on a Mac): the save key of every editor. */
export function isSaveKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's';
}

/**
 * Ctrl+S (⌘S) saves the form, from any of its fields too, as in a desktop editor. The browser's own
 * "save the page" never runs on an editor's page: when there is nothing to save (or it cannot be
 * saved yet), the key does nothing.
 */
export function useSaveShortcut(save: () => void, canSave: boolean): void {
  const latest = useRef({ save, canSave });
  latest.current = { save, canSave };
  useWindowEvent('keydown', (event) => {
    if (!isSaveKey(event)) return;
    event.preventDefault();
    // A task later: a field that takes what was typed as the key is pressed (a time) has then updated the form.
    setTimeout(() => {
      if (latest.current.canSave) latest.current.save();
    }, 0);
  });
}
