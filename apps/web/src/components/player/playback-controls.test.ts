import { describe, expect, it } from 'vitest';
import { formatPlaybackRate, nextPlaybackRate, PLAYBACK_RATES, storedPlaybackRate, storePlaybackRate } from './playback-controls';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('nextPlaybackRate', () => {
  it('steps up through the speeds and wraps from the fastest to the slowest', () => {
    const visited = [1];
    for (let i = 0; i < PLAYBACK_RATES.length; i++) visited.push(nextPlaybackRate(visited.at(-1)!));
    expect(visited).toEqual([1, 1.25, 1.5, 1.75, 2, 0.75, 1]);
  });

  it('steps from a speed set elsewhere to the next listed one above it', () => {
    expect(nextPlaybackRate(1.1)).toBe(1.25);
    expect(nextPlaybackRate(3)).toBe(0.75);
  });
});

describe('formatPlaybackRate', () => {
  it('writes the speed without trailing zeros', () => {
    expect(formatPlaybackRate(1)).toBe('1×');
    expect(formatPlaybackRate(1.25)).toBe('1.25×');
    expect(formatPlaybackRate(1.5)).toBe('1.5×');
  });
});

describe('stored playback rate', () => {
  it('remembers a chosen speed on the device', () => {
    const storage = memoryStorage();
    expect(storedPlaybackRate(storage)).toBe(1);
    storePlaybackRate(1.5, storage);
    expect(storedPlaybackRate(storage)).toBe(1.5);
  });

  it('ignores a stored value that is not one of the speeds', () => {
    const storage = memoryStorage();
    for (const value of ['abc', '7', '', '0']) {
      storage.setItem('soundbites-playback-rate', value);
      expect(storedPlaybackRate(storage)).toBe(1);
    }
  });

  it('keeps working when storage refuses to write', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    expect(() => storePlaybackRate(2, refusing)).not.toThrow();
  });
});
