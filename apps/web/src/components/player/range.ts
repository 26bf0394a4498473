import { formatClock } from '@soundbites/config';

/** A span of an episode's audio, in seconds from the start of the file. */
export interface PlaybackRange {
  startSeconds: number;
  endSeconds: number;
}

/**
 * `timeupdate` fires only every 250 ms or so; inside this window of the end the player
 * checks the position on every animation frame instead, so it stops within a frame.
 */
export const CLOSE_WATCH_SECONDS = 0.5;

/** Half a 60 Hz frame: stopping this early beats overshooting by most of a frame. */
export const STOP_TOLERANCE_SECONDS = 0.008;

/** A position this far before the start is treated as being outside the range, not as rounding. */
const BEFORE_START_TOLERANCE_SECONDS = 0.25;

export type PlaybackDecision =
  /** Keep playing; `timeupdate` is precise enough this far from the end. */
  | 'continue'
  /** Near the end: check every animation frame. */
  | 'watch-closely'
  /** At (or past) the end: pause now. */
  | 'stop'
  /** Somewhere before the range (media keys, a browser seek): move back to the start. */
  | 'seek-to-start';

export function decidePlayback(currentTime: number, range: PlaybackRange): PlaybackDecision {
  if (currentTime >= range.endSeconds - STOP_TOLERANCE_SECONDS) return 'stop';
  if (currentTime < range.startSeconds - BEFORE_START_TOLERANCE_SECONDS) return 'seek-to-start';
  if (range.endSeconds - currentTime <= CLOSE_WATCH_SECONDS) return 'watch-closely';
  return 'continue';
}

/** How long until the stop point at this playback rate; 0 once it is reached. */
export function millisecondsUntilStop(currentTime: number, range: PlaybackRange, playbackRate: number): number {
  const rate = playbackRate > 0 ? playbackRate : 1;
  return Math.max(0, ((range.endSeconds - STOP_TOLERANCE_SECONDS - currentTime) / rate) * 1000);
}

/**
 * The range cut to the audio once its duration is known; null when none of the range is in
 * the audio. An unknown duration (live streams report Infinity, some files NaN) keeps the range.
 */
export function fitRange(range: PlaybackRange, mediaDurationSeconds: number): PlaybackRange | null {
  if (!Number.isFinite(mediaDurationSeconds) || mediaDurationSeconds <= 0) return range;
  if (range.startSeconds >= mediaDurationSeconds) return null;
  return { startSeconds: range.startSeconds, endSeconds: Math.min(range.endSeconds, mediaDurationSeconds) };
}

/**
 * A moment the audio ends before is said to be cut short when it loses more than this (and more than
 * this share of it): a whole episode whose feed rounds its length up by a second is not.
 */
const CUT_NOTICED_SECONDS = 0.5;
const CUT_NOTICED_SHARE = 0.1;

/** Whether the audio, ending early, cut `requested` short enough to say so (`fitted` is what it plays). */
export function cutShortByAudio(requested: PlaybackRange, fitted: PlaybackRange): boolean {
  if (!Number.isFinite(requested.endSeconds)) return false;
  const length = requested.endSeconds - requested.startSeconds;
  return fitted.endSeconds < requested.endSeconds - Math.max(CUT_NOTICED_SECONDS, CUT_NOTICED_SHARE * length);
}

/** Where pressing play begins: a paused position inside the range resumes; anywhere else (incl. the end) replays from the start. */
export function playFrom(currentTime: number, range: PlaybackRange): number {
  const resumable = currentTime >= range.startSeconds && decidePlayback(currentTime, range) !== 'stop';
  return resumable ? currentTime : range.startSeconds;
}

/** Seconds played within the range, for the progress bar: 0 before it, its length after it. */
export function elapsedInRange(currentTime: number, range: PlaybackRange): number {
  const length = range.endSeconds - range.startSeconds;
  return Math.min(Math.max(currentTime - range.startSeconds, 0), length);
}

/** An offset into the range (from the progress bar) as a position in the audio, kept inside the range. */
export function positionFor(offsetSeconds: number, range: PlaybackRange): number {
  return range.startSeconds + elapsedInRange(range.startSeconds + offsetSeconds, range);
}

// 65 → "1:05", 3725 → "1:02:05"; shared with the server's look-alike HTML so both show the same clock.
export { formatClock };

/** "1:05–1:20". */
export function formatRange(range: PlaybackRange): string {
  return `${formatClock(range.startSeconds)}–${formatClock(range.endSeconds)}`;
}
