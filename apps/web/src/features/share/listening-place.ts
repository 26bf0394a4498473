import { useCallback, useEffect, useRef } from 'react';
import { browserStorage } from '../../lib/browser-storage';

/**
 * Where the listener left each whole episode, kept on this device so a reload or a later visit picks
 * up there, as podcast apps do. Only the places themselves are kept, and only the most recent ones.
 */
export const LISTENING_PLACES_KEY = 'soundbites-listening-places';
/** The most places kept; the oldest are forgotten first. */
export const MAX_PLACES = 100;
/** Nearer the start than this there is nothing worth coming back to. */
export const MIN_PLACE_SECONDS = 15;
/** Nearer the end than this the episode counts as heard: the next visit starts it afresh. */
export const HEARD_MARGIN_SECONDS = 20;

type Places = Record<string, { seconds: number; keptAt: number }>;
type PlaceStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readPlaces(storage: PlaceStorage | null): Places {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LISTENING_PLACES_KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Places) : {};
  } catch {
    return {};
  }
}

/** Whether `seconds` into an episode of `lengthSeconds` (Infinity when unknown) is a place to come back to. */
export function isPlaceToResume(seconds: number, lengthSeconds: number): boolean {
  return Number.isFinite(seconds) && seconds >= MIN_PLACE_SECONDS && seconds < lengthSeconds - HEARD_MARGIN_SECONDS;
}

/** Where the listener left this episode, when it is a place to come back to; null otherwise. */
export function listeningPlace(
  episodeId: string,
  lengthSeconds: number,
  storage: PlaceStorage | null = browserStorage('local'),
): number | null {
  const seconds = readPlaces(storage)[episodeId]?.seconds;
  return typeof seconds === 'number' && isPlaceToResume(seconds, lengthSeconds) ? seconds : null;
}

/** Keeps where the listener is in an episode, or forgets it once there is nothing to come back to. */
export function keepListeningPlace(
  episodeId: string,
  seconds: number,
  lengthSeconds: number,
  storage: PlaceStorage | null = browserStorage('local'),
  now = Date.now(),
): void {
  const places = readPlaces(storage);
  if (isPlaceToResume(seconds, lengthSeconds)) places[episodeId] = { seconds: Math.floor(seconds * 10) / 10, keptAt: now };
  else if (episodeId in places) delete places[episodeId];
  else return;
  const kept = Object.entries(places)
    .sort(([, a], [, b]) => b.keptAt - a.keptAt)
    .slice(0, MAX_PLACES);
  try {
    storage?.setItem(LISTENING_PLACES_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // A full or refused storage only means the place is not remembered.
  }
}

/** How far playback moves between two notes of the place; a pause is noted at once. */
const KEEP_PLACE_EVERY_SECONDS = 5;

/**
 * Notes where the listener is in a whole episode (`episodeId`; null for a range, which is heard in one
 * go) once they have played some of it: every few seconds while it plays, where they pause, and as the
 * tab is hidden or closed, so a reload loses nothing.
 */
export function useKeptListeningPlace(episodeId: string | null, lengthSeconds: number) {
  const lastKept = useRef<number | null>(null);
  const lastHeard = useRef<number | null>(null);
  useEffect(() => {
    if (episodeId === null) return;
    const keepLastHeard = () => {
      if (lastHeard.current !== null && lastHeard.current !== lastKept.current) {
        lastKept.current = lastHeard.current;
        keepListeningPlace(episodeId, lastHeard.current, lengthSeconds);
      }
    };
    const onHidden = () => document.visibilityState === 'hidden' && keepLastHeard();
    window.addEventListener('pagehide', keepLastHeard);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', keepLastHeard);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [episodeId, lengthSeconds]);
  return useCallback(
    (audioSeconds: number, playing: boolean) => {
      // Before the first play the player only reports where it stands, which is no news.
      if (episodeId === null || (lastKept.current === null && !playing)) return;
      lastHeard.current = audioSeconds;
      if (playing && lastKept.current !== null && Math.abs(audioSeconds - lastKept.current) < KEEP_PLACE_EVERY_SECONDS) return;
      lastKept.current = audioSeconds;
      keepListeningPlace(episodeId, audioSeconds, lengthSeconds);
    },
    [episodeId, lengthSeconds],
  );
}
