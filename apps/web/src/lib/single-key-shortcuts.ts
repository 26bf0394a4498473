import { browserStorage } from './browser-storage';

const STORAGE_KEY = 'soundbites-single-key-shortcuts';

/**
 * Whether keys without Ctrl or ⌘ act as shortcuts (?, / and g then a letter in Ops; j and k in
 * Nova's player). On unless turned off: to someone who speaks to the computer, or who slips on the
 * keyboard, a single letter is easily typed by accident.
 */
export function singleKeyShortcutsOn(): boolean {
  return browserStorage('local')?.getItem(STORAGE_KEY) !== 'off';
}

export function setSingleKeyShortcuts(on: boolean): void {
  const storage = browserStorage('local');
  if (on) storage?.removeItem(STORAGE_KEY);
  else storage?.setItem(STORAGE_KEY, 'off');
}
