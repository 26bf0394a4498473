import { browserStorage } from '../../lib/browser-storage';

/**
 * The speeds a long range can play at, in the order the speed button steps through them. It wraps
 * from the fastest to the slowest, as podcast players' speed buttons do.
 */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** Ranges at least this long (a whole episode, a long excerpt) get skip and speed controls. */
export const LONG_RANGE_SECONDS = 60;

/** How far the skip buttons jump, as most podcast players do: back a little, forward a little more. */
export const SKIP_BACK_SECONDS = 15;
export const SKIP_FORWARD_SECONDS = 30;

const RATE_STORAGE_KEY = 'soundbites-playback-rate';

/** The speed after `rate`; a rate not in the list (set elsewhere) steps to the next listed one above it. */
export function nextPlaybackRate(rate: number): number {
  const next = PLAYBACK_RATES.find((candidate) => candidate > rate + 1e-9);
  return next ?? PLAYBACK_RATES[0];
}

/** "1×", "1.25×". */
export function formatPlaybackRate(rate: number): string {
  return `${Number(rate.toFixed(2))}×`;
}

/** The listener's chosen speed, kept on this device; 1 when none was chosen or storage is unavailable. */
export function storedPlaybackRate(storage: Pick<Storage, 'getItem'> | null = browserStorage('local')): number {
  const stored = Number(storage?.getItem(RATE_STORAGE_KEY));
  return (PLAYBACK_RATES as readonly number[]).includes(stored) ? stored : 1;
}

export function storePlaybackRate(rate: number, storage: Pick<Storage, 'setItem'> | null = browserStorage('local')): void {
  try {
    storage?.setItem(RATE_STORAGE_KEY, String(rate));
  } catch {
    // A full or refused storage only means the speed is not remembered.
  }
}
