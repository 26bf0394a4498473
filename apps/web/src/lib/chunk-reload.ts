/**
 * Load-failure recovery: after a deploy, an open tab may ask for a
 * route chunk that no longer exists. Reload once to pick up the new build; a flag in
 * localStorage stops a second reload, and the flag is cleared once the router is ready.
 */
export const CHUNK_RELOAD_FLAG = 'soundbites:chunk-reload';

const CHUNK_FAILURE_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'Importing a module script failed', // Safari
  'error loading dynamically imported module', // Firefox
  'Unable to preload CSS', // a page's stylesheet, fetched before its code
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const lower = message.toLowerCase();
  return CHUNK_FAILURE_MESSAGES.some((known) => lower.includes(known.toLowerCase()));
}

export interface RecoveryEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  logError: (...args: unknown[]) => void;
  /** False when the browser knows it has no connection: a reload would only show its offline page. */
  online?: () => boolean;
}

export type RecoveryOutcome = 'ignored' | 'reloaded' | 'logged';

export function recoverFromChunkLoadError(error: unknown, environment: RecoveryEnvironment): RecoveryOutcome {
  if (!isChunkLoadError(error)) return 'ignored';
  if (environment.online?.() === false) {
    environment.logError('A page module failed to load while offline.', error);
    return 'logged';
  }
  let alreadyReloaded = false;
  try {
    alreadyReloaded = environment.storage.getItem(CHUNK_RELOAD_FLAG) !== null;
    if (!alreadyReloaded) environment.storage.setItem(CHUNK_RELOAD_FLAG, String(Date.now()));
  } catch {
    // Without storage we cannot remember having reloaded, so never reload (no loop).
    alreadyReloaded = true;
  }
  if (alreadyReloaded) {
    environment.logError('A page module failed to load again after a reload.', error);
    return 'logged';
  }
  environment.reload();
  return 'reloaded';
}

export function clearChunkReloadFlag(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(CHUNK_RELOAD_FLAG);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}

export const browserRecoveryEnvironment = (): RecoveryEnvironment => ({
  storage: window.localStorage,
  reload: () => window.location.reload(),
  logError: (...args) => console.error(...args),
  online: () => window.navigator.onLine,
});

/** The parts of the router the recovery needs (kept structural so it is testable without one). */
export interface RecoverableRouter {
  state: { status: 'pending' | 'idle'; isLoading: boolean; matches: { status: string }[] };
  subscribe: (event: 'onResolved', listener: () => void) => () => void;
}

let chunkFailureSeen = false;

/** True once a page chunk failed to load in this page's lifetime (the error page explains it). */
export const chunkLoadFailed = (): boolean => chunkFailureSeen;

interface PreloadErrorEvent extends Event {
  payload?: unknown;
}

/**
 * The one recovery mechanism. Vite reports every failed dynamic import of a page chunk
 * with a cancellable `vite:preloadError` event before anything else sees the error.
 * Cancelling it matters: TanStack's lazy route component has a reload-on-missing-module
 * of its own (sessionStorage based) that would otherwise reload a second time.
 * Failures of hover/intent preloads are left alone: if the user does navigate there, the
 * router loads the chunk again and that failure is handled here.
 */
export function installChunkLoadRecovery(
  router: RecoverableRouter,
  target: Pick<Window, 'addEventListener' | 'localStorage'> = window,
  environment: () => RecoveryEnvironment = browserRecoveryEnvironment,
): void {
  target.addEventListener('vite:preloadError', (event: PreloadErrorEvent) => {
    const navigating = router.state.status === 'pending' || router.state.isLoading;
    if (!navigating || !isChunkLoadError(event.payload)) return;
    event.preventDefault();
    chunkFailureSeen = true;
    recoverFromChunkLoadError(event.payload, environment());
  });
  // Ready = a navigation resolved with every match loaded, in a page where no chunk failed.
  router.subscribe('onResolved', () => {
    if (chunkFailureSeen || router.state.matches.some((match) => match.status === 'error')) return;
    clearChunkReloadFlag(target.localStorage);
  });
}
