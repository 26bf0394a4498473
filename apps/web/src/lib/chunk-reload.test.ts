import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_FLAG, clearChunkReloadFlag, isChunkLoadError, recoverFromChunkLoadError } from './chunk-reload';

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
    expect(reload).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
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
