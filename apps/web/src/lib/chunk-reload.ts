/**
 * Load-failure recovery (SPEC section 2): after a deploy, an open tab may ask for a
 * route chunk that no longer exists. Reload once to pick up the new build; a flag in
 * localStorage stops a second reload, and the flag is cleared once the router is ready.
 */
export const CHUNK_RELOAD_FLAG = 'soundbites:chunk-reload';

const CHUNK_FAILURE_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'Importing a module script failed', // Safari
  'error loading dynamically imported module', // Firefox
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
}

export type RecoveryOutcome = 'ignored' | 'reloaded' | 'logged';

export function recoverFromChunkLoadError(error: unknown, environment: RecoveryEnvironment): RecoveryOutcome {
  if (!isChunkLoadError(error)) return 'ignored';
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
});
