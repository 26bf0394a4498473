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
  /** The tab editing it (see `thisTabId`); absent in drafts kept before tabs were told apart. */
  tabId?: string;
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

export function saveDraft<Values>(
  key: string,
  draft: Omit<Draft<Values>, 'savedAt' | 'tabId'>,
  storage: Storage | null = storageOrNull(),
): void {
  try {
    storage?.setItem(PREFIX + key, JSON.stringify({ ...draft, savedAt: new Date().toISOString(), tabId: thisTabId() }));
  } catch {
    // A full storage must not break editing.
  }
}

export function clearDraft(key: string, storage: Storage | null = storageOrNull()): void {
  storage?.removeItem(PREFIX + key);
}

/**
 * Drafts are kept per browser, and the same record may be open in two tabs: a draft that another
 * tab still open is editing is that tab's unsaved work, not one left by a closed page. Each tab
 * has an id of its own (kept in its session storage, so a reload is the same tab) and, while it
 * edits, says it is alive every few seconds.
 */
const TAB_ID_KEY = 'soundbites:tab-id';
const ALIVE_PREFIX = 'soundbites:tab-alive:';
const BEAT_MS = 3_000;
/** A tab not heard of for this long has closed (or crashed). */
const ALIVE_MS = 10_000;

let tabId: string | null = null;

export function thisTabId(session: Storage | null = browserStorage('session')): string {
  tabId ??= session?.getItem(TAB_ID_KEY) ?? null;
  if (!tabId) {
    tabId = crypto.randomUUID();
    session?.setItem(TAB_ID_KEY, tabId);
  }
  return tabId;
}

/** Whether `draft` is the unsaved work of another tab that is still open. */
export function draftOfAnotherOpenTab(
  draft: Pick<Draft<unknown>, 'tabId'> | null,
  storage: Storage | null = storageOrNull(),
  now = Date.now(),
): boolean {
  if (!draft?.tabId || draft.tabId === thisTabId()) return false;
  const heardAt = Number(storage?.getItem(ALIVE_PREFIX + draft.tabId));
  return Number.isFinite(heardAt) && now - heardAt < ALIVE_MS;
}

/** Clears the draft unless another open tab is editing it. */
export function releaseDraft(key: string, storage: Storage | null = storageOrNull()): void {
  if (!draftOfAnotherOpenTab(loadDraft(key, storage), storage)) clearDraft(key, storage);
}

let editors = 0;
let beat: ReturnType<typeof setInterval> | null = null;

/** Says this tab is alive while an editor is open in it; call the returned function when it closes. */
export function keepTabAlive(storage: Storage | null = storageOrNull()): () => void {
  const key = ALIVE_PREFIX + thisTabId();
  const say = () => storage?.setItem(key, String(Date.now()));
  const forget = () => storage?.removeItem(key);
  editors += 1;
  if (editors === 1) {
    say();
    beat = setInterval(say, BEAT_MS);
    window.addEventListener('pagehide', forget);
  }
  return () => {
    editors -= 1;
    if (editors > 0) return;
    if (beat) clearInterval(beat);
    window.removeEventListener('pagehide', forget);
    forget();
  };
}

/** Same values, by content: drafts and forms hold plain JSON. */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
