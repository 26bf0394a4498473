import { browserStorage } from '../../lib/browser-storage';
import type { SupportRequestDraft } from './validation';

/** Per tab, like the form itself: a message half written here is not offered in another tab or after the browser closes. */
const KEY = 'soundbites:support-draft';

const storage = () => browserStorage('session');

export function loadSupportDraft(store: Storage | null = storage()): SupportRequestDraft | null {
  try {
    const parsed = JSON.parse(store?.getItem(KEY) ?? 'null') as Partial<SupportRequestDraft> | null;
    if (!parsed || typeof parsed.email !== 'string' || typeof parsed.topic !== 'string' || typeof parsed.message !== 'string') return null;
    return { email: parsed.email, topic: parsed.topic, message: parsed.message };
  } catch {
    return null;
  }
}

export function saveSupportDraft(draft: SupportRequestDraft, store: Storage | null = storage()): void {
  try {
    store?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Full or refused storage: the form still works, only without keeping the draft.
  }
}

export function clearSupportDraft(store: Storage | null = storage()): void {
  store?.removeItem(KEY);
}
