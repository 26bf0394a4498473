import { browserStorage } from './browser-storage';

/**
 * The view each list was last left in (its search, filters, sort and page; Nova's last search), for
 * this tab: links back to a list (the console's navigation, a record's breadcrumb, Nova's Search
 * tab) return to that view, as react-admin does, instead of to the list's defaults. The list's own
 * search validation still checks what comes back.
 */
const PREFIX = 'soundbites:list-view:';

const storage = () => browserStorage('session');

export function rememberListView(path: string, search: object, store: Storage | null = storage()): void {
  try {
    if (Object.keys(search).length === 0) store?.removeItem(PREFIX + path);
    else store?.setItem(PREFIX + path, JSON.stringify(search));
  } catch {
    // Without storage the links lead to the list's defaults, as before.
  }
}

function rememberedListView(path: string, store: Storage | null = storage()): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(PREFIX + path) ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A link to a list in the view it was last left in (or its defaults): spread it on a router
 * link. The list's route validates the search, so what is stored is never trusted as typed.
 */
export function listLink<To extends string>(to: To) {
  return { to, search: rememberedListView(to) as never };
}
