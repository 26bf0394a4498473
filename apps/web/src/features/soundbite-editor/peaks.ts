/** Peaks of a window of the episode, as the API answers them. */
export interface PeaksWindow {
  from: number;
  peaksPerSecond: number;
  peaks: number[];
}

/**
 * wavesurfer draws one uniform array for the whole episode; the window the server sent is
 * placed at its offset and the rest stays flat (not loaded yet) rather than made up.
 */
export function fullLengthPeaks(window: PeaksWindow, durationSeconds: number): Float32Array {
  const length = Math.max(1, Math.ceil(durationSeconds * window.peaksPerSecond));
  const values = new Float32Array(length);
  const offset = Math.round(window.from * window.peaksPerSecond);
  for (let i = 0; i < window.peaks.length && offset + i < length; i++) values[offset + i] = window.peaks[i]!;
  return values;
}

/** Whether the loaded window still covers what the view needs (with a little slack at the episode's ends). */
export function covers(loaded: { from: number; to: number } | null, needed: { start: number; end: number }): boolean {
  return loaded !== null && loaded.from <= needed.start + 0.05 && loaded.to >= needed.end - 0.05;
}
