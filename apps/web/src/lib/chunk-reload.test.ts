import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_FLAG,
  clearChunkReloadFlag,
  installChunkLoadRecovery,
  isChunkLoadError,
  recoverFromChunkLoadError,
} from './chunk-reload';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/ops-abc.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: https://x/assets/ops-abc.js',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('recoverFromChunkLoadError', () => {
  const chunkError = new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js');
  let reload: ReturnType<typeof vi.fn<() => void>>;
  let logError: ReturnType<typeof vi.fn<(...args: unknown[]) => void>>;

  beforeEach(() => {
    window.localStorage.clear();
    reload = vi.fn<() => void>();
    logError = vi.fn<(...args: unknown[]) => void>();
  });

  const environment = () => ({ storage: window.localStorage, reload, logError });

  it('reloads once, then only logs', () => {
    expect(recoverFromChunkLoadError(chunkError, environment())).toBe('reloaded');
    expect(window.localStorage.getItem(CHUNK_RELOAD_FLAG)).not.toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);

    expect(recoverFromChunkLoadError(chunkError, environment())).toBe('logged');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('reloads again after the flag was cleared by a ready router', () => {
    recoverFromChunkLoadError(chunkError, environment());
    clearChunkReloadFlag(window.localStorage);
    expect(recoverFromChunkLoadError(chunkError, environment())).toBe('reloaded');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors alone', () => {
    expect(recoverFromChunkLoadError(new Error('render bug'), environment())).toBe('ignored');
  });

  it('never reloads while the browser is offline (its offline page would replace this one), nor counts it as the one reload', () => {
    const offline = { ...environment(), online: () => false };
    expect(recoverFromChunkLoadError(new Error('Unable to preload CSS for /assets/share-1.css'), offline)).toBe('logged');
    expect(reload).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
    // Back online, the one reload is still there to be made.
    expect(recoverFromChunkLoadError(new Error('Unable to preload CSS for /assets/share-1.css'), environment())).toBe('reloaded');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when storage is unavailable (it could not stop a loop)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(recoverFromChunkLoadError(chunkError, { storage: broken, reload, logError })).toBe('logged');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('installChunkLoadRecovery', () => {
  function fakeRouter(status: 'pending' | 'idle') {
    const listeners: (() => void)[] = [];
    return {
      state: { status, isLoading: status === 'pending', matches: [{ status: 'success' }] },
      subscribe: (_event: 'onResolved', listener: () => void) => {
        listeners.push(listener);
        return () => {};
      },
      resolve: () => listeners.forEach((listener) => listener()),
    };
  }

  const preloadError = (message: string) => {
    const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload: unknown };
    event.payload = new TypeError(message);
    return event;
  };

  it('clears the flag when a navigation resolves cleanly', () => {
    window.localStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    const target = new EventTarget() as EventTarget & { localStorage: Storage };
    target.localStorage = window.localStorage;
    const router = fakeRouter('idle');
    installChunkLoadRecovery(router, target);
    router.resolve();
    expect(window.localStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
  });

  it('takes over a failed chunk during a navigation, and leaves hover preloads alone', () => {
    window.localStorage.clear();
    const reload = vi.fn<() => void>();
    const environment = () => ({ storage: window.localStorage, reload, logError: () => {} });

    const idleTarget = Object.assign(new EventTarget(), { localStorage: window.localStorage });
    installChunkLoadRecovery(fakeRouter('idle'), idleTarget, environment);
    const preload = preloadError('Failed to fetch dynamically imported module: /assets/a.js');
    idleTarget.dispatchEvent(preload);
    expect(preload.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();

    const navigatingTarget = Object.assign(new EventTarget(), { localStorage: window.localStorage });
    const router = fakeRouter('pending');
    installChunkLoadRecovery(router, navigatingTarget, environment);
    const failure = preloadError('Failed to fetch dynamically imported module: /assets/a.js');
    navigatingTarget.dispatchEvent(failure);
    // Cancelled so TanStack's own reload-on-missing-module never sees it: one mechanism only.
    expect(failure.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // A failure in this page keeps the flag even when a later navigation resolves.
    router.resolve();
    expect(window.localStorage.getItem(CHUNK_RELOAD_FLAG)).not.toBeNull();

    const cssFailure = preloadError('Unable to preload CSS for /assets/a.css');
    navigatingTarget.dispatchEvent(cssFailure);
    expect(cssFailure.defaultPrevented).toBe(true);
  });
});
