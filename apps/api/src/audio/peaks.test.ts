import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT_DIR } from '../demo/assets.js';
import { loadDemoManifest } from '../demo/manifest.js';
import { computeMp3Peaks, peaksWindow, PEAKS_PER_SECOND, UnsupportedAudioError } from './peaks.js';

const manifest = loadDemoManifest();
const episode = manifest.episodes[0]!;
const mp3 = fs.readFileSync(path.join(DEMO_CONTENT_DIR, episode.audio.file));

describe('computeMp3Peaks', () => {
  it('decodes the demo MP3 to its exact length and finds speech where the transcript says it is', async () => {
    const result = await computeMp3Peaks(mp3);
    expect(result.durationSeconds).toBeCloseTo(episode.totalSamples / manifest.sampleRate, 6);
    expect(result.peaks.length).toBe(Math.ceil(result.durationSeconds * PEAKS_PER_SECOND));
    const level = (from: number, to: number) =>
      Math.max(...result.peaks.subarray(Math.floor(from * PEAKS_PER_SECOND), Math.ceil(to * PEAKS_PER_SECOND)));
    // Inside a sentence there is speech; in the pause between two sentences nearly silence.
    const [first, second] = episode.sentences;
    expect(level(first!.start, first!.end)).toBeGreaterThan(60);
    expect(level(first!.end + 0.05, second!.start - 0.05)).toBeLessThan(10);
  });

  it('refuses bytes that are not MPEG audio', async () => {
    await expect(computeMp3Peaks(new TextEncoder().encode('<html>not audio</html>'.repeat(200)))).rejects.toBeInstanceOf(
      UnsupportedAudioError,
    );
  });
});

describe('peaksWindow', () => {
  const audio = { peaks: Uint8Array.from([0, 51, 102, 255, 0, 0, 0, 0, 0, 0]), peaksPerSecond: 2, durationSeconds: 5 };

  it('answers the slices overlapping the window, scaled to 0–1, snapped to slice edges', () => {
    expect(peaksWindow(audio, 0.6, 2)).toEqual({ from: 0.5, to: 2, peaks: [0.2, 0.4, 1] });
  });

  it('clamps to the audio and answers nothing for a window past its end', () => {
    expect(peaksWindow(audio, 0, 99).peaks).toHaveLength(10);
    expect(peaksWindow(audio, 7, 9)).toEqual({ from: 7, to: 7, peaks: [] });
  });
});
