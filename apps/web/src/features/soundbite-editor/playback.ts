import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditRange } from './range';

/** Seconds of lead-in for "play with 2 s before", to hear how the cut lands. */
export const LEAD_IN_SECONDS = 2;

/**
 * Plays [from, range.end] of the episode on one audio element and stops at the end within a
 * frame (timeupdate alone fires only every ~250 ms). The end is read live, so moving it while
 * playing is honoured.
 */
export function useRangePlayback(audio: HTMLAudioElement | null, range: EditRange) {
  const [playing, setPlaying] = useState(false);
  const endRef = useRef(range.end);
  endRef.current = range.end;
  const frameRef = useRef<number | null>(null);

  const stopWatching = useCallback(() => {
    if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
    frameRef.current = null;
  }, []);

  useEffect(() => {
    if (!audio) return;
    const onPlay = () => setPlaying(true);
    const onPause = () => {
      setPlaying(false);
      stopWatching();
    };
    audio.addEventListener('play', onPlay);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('ended', onPause);
    return () => {
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('ended', onPause);
      stopWatching();
      audio.pause();
    };
  }, [audio, stopWatching]);

  const play = useCallback(
    async (from: number, stopAtTheEnd = true) => {
      if (!audio) return;
      stopWatching();
      audio.currentTime = Math.max(0, from);
      const watch = () => {
        if (audio.paused) return;
        if (stopAtTheEnd && audio.currentTime >= endRef.current - 0.008) {
          audio.pause();
          audio.currentTime = endRef.current;
          return;
        }
        frameRef.current = requestAnimationFrame(watch);
      };
      try {
        await audio.play();
        frameRef.current = requestAnimationFrame(watch);
      } catch (error) {
        // A pause before playback began is not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
      }
    },
    [audio, stopWatching],
  );

  const stop = useCallback(() => audio?.pause(), [audio]);

  return {
    playing,
    playRange: () => play(range.start),
    playWithLeadIn: () => play(range.start - LEAD_IN_SECONDS),
    /** From where the playhead is (a click on the waveform puts it there): to the range's end, or on past it from beyond. */
    playFromPlayhead: () => {
      const at = audio?.currentTime ?? range.start;
      return play(at, at < range.end - 0.05);
    },
    /** Where the playhead is, in seconds of the episode. */
    playhead: () => audio?.currentTime ?? null,
    stop,
  };
}
