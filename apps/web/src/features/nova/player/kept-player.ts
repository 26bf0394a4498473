import type { NovaSoundbite } from '@soundbites/api-types';
import { browserStorage } from '../../../lib/browser-storage';

/**
 * What Nova's player was playing when Nova was left (a share page, a reload), kept for this tab
 * so that coming back shows it again, paused where it was, as a podcast app's player does.
 */
export const KEPT_PLAYER_KEY = 'soundbites-nova-player';

export interface KeptPlayer {
  /** Whose it was: another account signed in on this tab does not get it. */
  uid: string;
  source: string;
  items: NovaSoundbite[];
  index: number;
  /** Where in the episode's audio it was, in seconds. */
  seconds: number;
}

type PlayerStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function keepPlayer(state: KeptPlayer, storage: PlayerStorage | null = browserStorage('session')): void {
  try {
    storage?.setItem(KEPT_PLAYER_KEY, JSON.stringify(state));
  } catch {
    // Full or refused storage: coming back starts with no player, as before.
  }
}

/** The player `uid` left, if it is whole and theirs; null otherwise. */
export function keptPlayer(uid: string | null, storage: PlayerStorage | null = browserStorage('session')): KeptPlayer | null {
  if (!uid) return null;
  try {
    const kept = JSON.parse(storage?.getItem(KEPT_PLAYER_KEY) ?? 'null') as Partial<KeptPlayer> | null;
    if (!kept || kept.uid !== uid || typeof kept.source !== 'string' || !Array.isArray(kept.items)) return null;
    if (typeof kept.index !== 'number' || !kept.items[kept.index] || typeof kept.seconds !== 'number' || !Number.isFinite(kept.seconds)) {
      return null;
    }
    return kept as KeptPlayer;
  } catch {
    return null;
  }
}
