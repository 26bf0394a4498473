import { browserStorage } from './browser-storage';

/**
 * Unsaved edits kept on this device, so a reload or a crashed tab loses nothing. Each draft
 * remembers the version it was based on: saving it later still goes through the API's
 * stale-write check, so an old draft can never silently overwrite a newer save.
 */
export interface Draft<Values> {
  baseVersion: string;
  /** The record's values when editing began, to show what others changed meanwhile. */
  baseValues: Values;
  values: Values;
  savedAt: string;
}

const PREFIX = 'soundbites:draft:';

// Storage can be disabled (privacy settings); editing still works without drafts.
const storageOrNull = () => browserStorage('local');

export function loadDraft<Values>(key: string, storage: Storage | null = storageOrNull()): Draft<Values> | null {
  const raw = storage?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Draft<Values>>;
    if (typeof parsed.baseVersion !== 'string' || parsed.values === undefined || parsed.baseValues === undefined) return null;
    return parsed as Draft<Values>;
  } catch {
    return null;
  }
}

export function saveDraft<Values>(key: string, draft: Omit<Draft<Values>, 'savedAt'>, storage: Storage | null = storageOrNull()): void {
  try {
    storage?.setItem(PREFIX + key, JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  } catch {
    // A full storage must not break editing.
  }
}

export function clearDraft(key: string, storage: Storage | null = storageOrNull()): void {
  storage?.removeItem(PREFIX + key);
}

/** Same values, by content: drafts and forms hold plain JSON. */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
