import { describe, expect, it } from 'vitest';
import { isPlaceToResume, keepListeningPlace, LISTENING_PLACES_KEY, listeningPlace, MAX_PLACES } from './listening-place';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('isPlaceToResume', () => {
  it('is a place past the first seconds and before the last ones', () => {
    expect(isPlaceToResume(14.9, 1800)).toBe(false);
    expect(isPlaceToResume(15, 1800)).toBe(true);
    expect(isPlaceToResume(1779.9, 1800)).toBe(true);
    expect(isPlaceToResume(1780, 1800)).toBe(false);
    expect(isPlaceToResume(5000, Infinity)).toBe(true);
    expect(isPlaceToResume(Number.NaN, 1800)).toBe(false);
  });
});

describe('listening places', () => {
  it('keeps where the listener is, to a tenth of a second, and reads it back', () => {
    const storage = memoryStorage();
    keepListeningPlace('ep-1', 754.38, 1800, storage, 1);
    expect(listeningPlace('ep-1', 1800, storage)).toBe(754.3);
    expect(listeningPlace('ep-2', 1800, storage)).toBeNull();
  });

  it('forgets a place once the listener is back at the start or has heard the end', () => {
    const storage = memoryStorage();
    keepListeningPlace('ep-1', 300, 1800, storage, 1);
    keepListeningPlace('ep-1', 4, 1800, storage, 2);
    expect(listeningPlace('ep-1', 1800, storage)).toBeNull();
    keepListeningPlace('ep-1', 300, 1800, storage, 3);
    keepListeningPlace('ep-1', 1795, 1800, storage, 4);
    expect(listeningPlace('ep-1', 1800, storage)).toBeNull();
  });

  it('does not offer a kept place the episode no longer reaches', () => {
    const storage = memoryStorage();
    keepListeningPlace('ep-1', 600, Infinity, storage, 1);
    expect(listeningPlace('ep-1', Infinity, storage)).toBe(600);
    expect(listeningPlace('ep-1', 610, storage)).toBeNull();
  });

  it('keeps only the most recent places', () => {
    const storage = memoryStorage();
    for (let i = 0; i <= MAX_PLACES; i++) keepListeningPlace(`ep-${i}`, 100, 1800, storage, i);
    expect(listeningPlace('ep-0', 1800, storage)).toBeNull();
    expect(listeningPlace('ep-1', 1800, storage)).toBe(100);
    expect(listeningPlace(`ep-${MAX_PLACES}`, 1800, storage)).toBe(100);
    expect(Object.keys(JSON.parse(storage.items.get(LISTENING_PLACES_KEY)!))).toHaveLength(MAX_PLACES);
  });

  it('reads unreadable or foreign storage as no places, and lives without storage', () => {
    for (const stored of ['not json', '[1,2]', 'null', '{"ep-1":{"seconds":"soon"}}']) {
      const storage = memoryStorage({ [LISTENING_PLACES_KEY]: stored });
      expect(listeningPlace('ep-1', 1800, storage)).toBeNull();
      keepListeningPlace('ep-1', 120, 1800, storage, 1);
      expect(listeningPlace('ep-1', 1800, storage)).toBe(120);
    }
    expect(listeningPlace('ep-1', 1800, null)).toBeNull();
    expect(() => keepListeningPlace('ep-1', 120, 1800, null)).not.toThrow();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => keepListeningPlace('ep-1', 120, 1800, refusing)).not.toThrow();
  });
});
