import type { NovaSoundbite } from '@soundbites/api-types';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { decidePlayback, elapsedInRange, millisecondsUntilStop, playFrom, positionFor } from '../../../components/player/range';
import { mediaErrorMessage } from '../../../components/player/media-errors';
import { useEndWatch } from '../../../components/player/useEndWatch';
import { soundbiteDisplayTitle } from '@soundbites/config';
import { currentCardInSight, showCurrentCard } from './current-card';
import { afterEnd, currentOf, hasNext, hasPrevious, rangeOf, step, syncQueue, type Queue } from './queue';
import { useSession } from '../../../lib/session';
import { keepPlayer, keptPlayer } from './kept-player';
import { useAutoplaySetting } from './useAutoplaySetting';
import { useMediaSession } from './useMediaSession';
import { usePlayerKeys } from './usePlayerKeys';

/**
 * Autoplay goes past a soundbite whose audio fails, as a radio would, but not past more than this
 * many in a row: with the connection gone every one fails, and the list must not run to its end.
 */
const MAX_SKIPS_IN_A_ROW = 3;

export interface Player {
  current: NovaSoundbite | null;
  playing: boolean;
  buffering: boolean;
  /** Seconds played within the current soundbite's range. */
  elapsed: number;
  length: number;
  error: string | null;
  /** Said when autoplay went past a soundbite whose audio failed. */
  skipped: string | null;
  autoplay: boolean;
  hasNext: boolean;
  hasPrevious: boolean;
  setAutoplay: (on: boolean) => void;
  /** Plays `items[index]` with `items` as the queue; the playing soundbite's own button pauses it. */
  playFromList: (source: string, items: NovaSoundbite[], index: number) => void;
  /** The list behind the queue changed: follow it (see syncQueue). */
  syncList: (source: string, items: NovaSoundbite[]) => void;
  toggle: () => void;
  /** Starts the current soundbite again from its start, after a failure. */
  retry: () => void;
  next: () => void;
  previous: () => void;
  seek: (offsetSeconds: number) => void;
}

const PlayerContext = createContext<Player | null>(null);

export function usePlayer(): Player {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('usePlayer must be used inside <PlayerProvider>');
  return player;
}

/**
 * One audio element for all of Nova, mounted by the Nova shell so playback survives
 * navigation between its pages. It plays each soundbite's exact range and then, with
 * autoplay on, the next one in the list it was started from.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const uid = useSession().user?.uid ?? null;
  // Back in Nova (from a share page, after a reload), what was playing is there again, paused where it was.
  const [kept] = useState(() => keptPlayer(uid));
  const keptQueue = kept && { source: kept.source, items: kept.items, index: kept.index };
  const resumeAt = useRef(kept?.seconds);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const queueRef = useRef<Queue<NovaSoundbite> | null>(keptQueue);
  const [queue, setQueueState] = useState<Queue<NovaSoundbite> | null>(keptQueue);
  const [playing, setPlaying] = useState(false);
  const [buffering, setBuffering] = useState(false);
  const [elapsed, setElapsed] = useState(() => (kept ? elapsedInRange(kept.seconds, rangeOf(kept.items[kept.index]!)) : 0));
  const [error, setError] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<string | null>(null);
  const skipsInARow = useRef(0);
  const { autoplay, autoplayRef, setAutoplay } = useAutoplaySetting();
  const { frameRef, timerRef, stopWatching } = useEndWatch();

  const setQueue = useCallback((next: Queue<NovaSoundbite> | null) => {
    queueRef.current = next;
    setQueueState(next);
  }, []);

  const getAudio = useCallback(() => {
    if (!audioRef.current) {
      audioRef.current = new Audio();
      audioRef.current.preload = 'auto';
    }
    return audioRef.current;
  }, []);

  // The current soundbite cannot be played: said, and with autoplay on, the next one is started.
  const failRef = useRef<(message: string) => void>(() => undefined);
  const start = useCallback(
    async (next: Queue<NovaSoundbite>, skippedTitle?: string, from?: number) => {
      const soundbite = currentOf(next);
      if (!soundbite) return;
      resumeAt.current = undefined;
      stopWatching();
      setQueue(next);
      setError(null);
      setSkipped(
        !skippedTitle
          ? null
          : skipsInARow.current > 1
            ? `Skipped ${skipsInARow.current} soundbites whose audio could not be played.`
            : `Skipped “${skippedTitle}”: its audio could not be played.`,
      );
      if (!skippedTitle) skipsInARow.current = 0;
      setElapsed(from === undefined ? 0 : elapsedInRange(from, rangeOf(soundbite)));
      const audio = getAudio();
      const url = soundbite.episode.audioUrl;
      if (!url) {
        audio.pause();
        failRef.current('This episode has no audio to play.');
        return;
      }
      const absolute = new URL(url, window.location.href).href;
      // The same file again after it failed is loaded afresh: an element in error plays nothing.
      if (audio.src !== absolute || audio.error) audio.src = absolute;
      // Before the metadata arrives this sets where playback will begin.
      audio.currentTime = from ?? soundbite.startSeconds;
      try {
        await audio.play();
      } catch (cause) {
        // Another soundbite was started since (autoplay going past a failed one): this refusal is old news.
        if (queueRef.current !== next) return;
        if (cause instanceof DOMException && cause.name === 'AbortError') return;
        if (cause instanceof DOMException && cause.name === 'NotAllowedError') {
          setError('Your browser blocked playback. Press play to listen.');
          return;
        }
        if (!audio.error) setError('Playback could not start. Try again.');
      }
    },
    [getAudio, setQueue, stopWatching],
  );

  // The player moving on by itself (autoplay): a listener watching the list sees it follow; one
  // reading elsewhere stays there.
  const moveOn = useCallback(
    (queue: Queue<NovaSoundbite>, skippedTitle?: string) => {
      const following = currentCardInSight();
      void start(queue, skippedTitle);
      if (following) showCurrentCard();
    },
    [start],
  );

  failRef.current = (message: string) => {
    setError(message);
    const current = queueRef.current;
    const soundbite = currentOf(current);
    const decision = current && autoplayRef.current ? afterEnd(current, true) : null;
    if (!soundbite || decision?.kind !== 'play' || skipsInARow.current >= MAX_SKIPS_IN_A_ROW) return;
    skipsInARow.current += 1;
    moveOn(decision.queue, soundbiteDisplayTitle(soundbite.title, soundbite.episode.title));
  };

  const finishCurrent = useCallback(() => {
    const audio = getAudio();
    const current = queueRef.current;
    stopWatching();
    if (!current) return;
    const decision = afterEnd(current, autoplayRef.current);
    if (decision.kind === 'play') {
      moveOn(decision.queue);
      return;
    }
    audio.pause();
    const soundbite = currentOf(current);
    if (soundbite) setElapsed(soundbite.durationSeconds);
  }, [autoplayRef, getAudio, moveOn, stopWatching]);

  // Near the end, check every frame (timeupdate is too coarse), backed by a timer.
  const watchEnd = useCallback(() => {
    const audio = getAudio();
    const soundbite = currentOf(queueRef.current);
    if (!soundbite || audio.paused) {
      frameRef.current = null;
      return;
    }
    const range = rangeOf(soundbite);
    if (decidePlayback(audio.currentTime, range) === 'stop') {
      frameRef.current = null;
      finishCurrent();
      return;
    }
    setElapsed(elapsedInRange(audio.currentTime, range));
    frameRef.current = requestAnimationFrame(watchEnd);
  }, [finishCurrent, frameRef, getAudio]);

  useEffect(() => {
    const audio = getAudio();
    const onTimeUpdate = () => {
      const soundbite = currentOf(queueRef.current);
      if (!soundbite) return;
      const range = rangeOf(soundbite);
      const decision = decidePlayback(audio.currentTime, range);
      if (decision === 'stop') {
        if (!audio.paused) finishCurrent();
        return;
      }
      if (decision === 'seek-to-start') audio.currentTime = range.startSeconds;
      if (decision === 'watch-closely' && !audio.paused && frameRef.current === null) {
        frameRef.current = requestAnimationFrame(watchEnd);
        timerRef.current = setTimeout(
          () => {
            timerRef.current = null;
            if (!audio.paused && decidePlayback(audio.currentTime, range) === 'stop') finishCurrent();
          },
          millisecondsUntilStop(audio.currentTime, range, audio.playbackRate),
        );
      }
      setElapsed(elapsedInRange(audio.currentTime, range));
    };
    const onPlay = () => setPlaying(true);
    const onPause = () => {
      setPlaying(false);
      setBuffering(false);
      stopWatching();
    };
    const onWaiting = () => setBuffering(true);
    const onPlaying = () => {
      setBuffering(false);
      skipsInARow.current = 0;
    };
    const onEnded = () => finishCurrent();
    const onError = () => {
      // Dispatched late for a source already replaced (the next soundbite's load has cleared it): not this one's.
      if (!audio.error) return;
      setPlaying(false);
      setBuffering(false);
      failRef.current(mediaErrorMessage(audio));
    };
    const listeners: [string, () => void][] = [
      ['timeupdate', onTimeUpdate],
      ['play', onPlay],
      ['pause', onPause],
      ['waiting', onWaiting],
      ['playing', onPlaying],
      ['ended', onEnded],
      ['error', onError],
    ];
    for (const [name, listener] of listeners) audio.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of listeners) audio.removeEventListener(name, listener);
    };
  }, [finishCurrent, frameRef, getAudio, stopWatching, timerRef, watchEnd]);

  // Leaving Nova (or the page) stops the sound, and keeps what was playing for coming back.
  useEffect(() => {
    const keep = () => {
      const current = queueRef.current;
      const audio = audioRef.current;
      const seconds = audio?.src ? audio.currentTime : resumeAt.current;
      if (uid && current && seconds !== undefined) keepPlayer({ uid, ...current, seconds });
    };
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      keep();
      stopWatching();
      audioRef.current?.pause();
    };
  }, [stopWatching, uid]);

  const toggle = useCallback(() => {
    const audio = getAudio();
    const current = queueRef.current;
    const soundbite = currentOf(current);
    if (!current || !soundbite) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    // Kept from before: its audio is loaded only now, from where it was.
    if (!audio.src) return void start(current, undefined, resumeAt.current);
    const from = playFrom(audio.currentTime, rangeOf(soundbite));
    if (from === soundbite.startSeconds && error) {
      void start(current);
      return;
    }
    if (audio.currentTime !== from) audio.currentTime = from;
    setError(null);
    void audio.play().catch(() => setError('Playback could not start. Try again.'));
  }, [error, getAudio, start]);

  const retry = useCallback(() => {
    if (queueRef.current) void start(queueRef.current);
  }, [start]);

  const next = useCallback(() => {
    const moved = queueRef.current && step(queueRef.current, 1);
    if (moved) void start(moved);
  }, [start]);

  const previous = useCallback(() => {
    const current = queueRef.current;
    if (!current) return;
    // A few seconds in, "previous" restarts the soundbite, as media players do.
    const audio = getAudio();
    const soundbite = currentOf(current);
    if (soundbite && audio.currentTime - soundbite.startSeconds > 3) {
      audio.currentTime = soundbite.startSeconds;
      return;
    }
    const moved = step(current, -1);
    if (moved) void start(moved);
  }, [getAudio, start]);

  const seek = useCallback(
    (offsetSeconds: number) => {
      const soundbite = currentOf(queueRef.current);
      if (!soundbite) return;
      const audio = getAudio();
      const position = positionFor(offsetSeconds, rangeOf(soundbite));
      // Kept from before and not loaded yet: where it will start from.
      if (!audio.src) resumeAt.current = position;
      audio.currentTime = position;
      setElapsed(elapsedInRange(position, rangeOf(soundbite)));
    },
    [getAudio],
  );

  const playFromList = useCallback(
    (source: string, items: NovaSoundbite[], index: number) => {
      const chosen = items[index];
      if (!chosen) return;
      if (currentOf(queueRef.current)?.id === chosen.id) {
        toggle();
        return;
      }
      void start({ source, items, index });
    },
    [start, toggle],
  );

  const syncList = useCallback(
    (source: string, items: NovaSoundbite[]) => {
      const synced = syncQueue(queueRef.current, source, items);
      if (synced !== queueRef.current) setQueue(synced);
    },
    [setQueue],
  );

  const current = currentOf(queue);
  const player = useMemo<Player>(
    () => ({
      current,
      playing,
      buffering,
      elapsed,
      length: current?.durationSeconds ?? 0,
      error,
      skipped,
      autoplay,
      hasNext: hasNext(queue),
      hasPrevious: hasPrevious(queue),
      setAutoplay,
      playFromList,
      syncList,
      toggle,
      retry,
      next,
      previous,
      seek,
    }),
    [
      current,
      playing,
      buffering,
      elapsed,
      error,
      skipped,
      autoplay,
      queue,
      setAutoplay,
      playFromList,
      syncList,
      toggle,
      retry,
      next,
      previous,
      seek,
    ],
  );

  useMediaSession(player);
  usePlayerKeys(player);

  return <PlayerContext.Provider value={player}>{children}</PlayerContext.Provider>;
}
