import { MPEGDecoder } from 'mpg123-decoder';

/** Resolution the waveform is kept at: one peak per 20 ms is finer than any zoom the editor offers needs. */
export const PEAKS_PER_SECOND = 50;
/** Bytes handed to the decoder at a time, so a long file never becomes one huge PCM buffer and the event loop gets turns. */
const DECODE_CHUNK_BYTES = 64 * 1024;

export interface AudioPeaks {
  /** Loudest absolute sample of each 1/PEAKS_PER_SECOND slice, across channels, as 0–255. */
  peaks: Uint8Array;
  peaksPerSecond: number;
  durationSeconds: number;
}

export class UnsupportedAudioError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedAudioError';
  }
}

/** Collects peaks as decoded samples arrive; slices are indexed by sample position, so any sample rate works. */
class PeakAccumulator {
  private values = new Uint8Array(PEAKS_PER_SECOND * 60 * 10);
  private length = 0;
  private samples = 0;
  private sampleRate = 0;

  add(channels: Float32Array[], count: number, sampleRate: number) {
    if (count === 0) return;
    this.sampleRate ||= sampleRate;
    for (let i = 0; i < count; i++) {
      let loudest = 0;
      for (const channel of channels) {
        const value = Math.abs(channel[i] ?? 0);
        if (value > loudest) loudest = value;
      }
      const slice = Math.floor(((this.samples + i) * PEAKS_PER_SECOND) / this.sampleRate);
      if (slice >= this.values.length) this.grow(slice + 1);
      const level = Math.min(255, Math.round(loudest * 255));
      if (level > this.values[slice]!) this.values[slice] = level;
      if (slice + 1 > this.length) this.length = slice + 1;
    }
    this.samples += count;
  }

  private grow(minimum: number) {
    const next = new Uint8Array(Math.max(minimum, this.values.length * 2));
    next.set(this.values);
    this.values = next;
  }

  result(): AudioPeaks {
    return {
      peaks: this.values.slice(0, this.length),
      peaksPerSecond: PEAKS_PER_SECOND,
      durationSeconds: this.sampleRate ? this.samples / this.sampleRate : 0,
    };
  }
}

/**
 * Decodes MPEG audio (MP3, the enclosure type of nearly every podcast) with mpg123 compiled
 * to WebAssembly: no native build, no install script. Anything it cannot decode is refused.
 */
export async function computeMp3Peaks(audio: Uint8Array): Promise<AudioPeaks> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const accumulator = new PeakAccumulator();
  try {
    for (let offset = 0; offset < audio.length; offset += DECODE_CHUNK_BYTES) {
      const decoded = decoder.decode(audio.subarray(offset, offset + DECODE_CHUNK_BYTES));
      accumulator.add(decoded.channelData, decoded.samplesDecoded, decoded.sampleRate);
      // Let other requests in between chunks: a two-hour file takes seconds to decode.
      if ((offset / DECODE_CHUNK_BYTES) % 16 === 15) await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    decoder.free();
  }
  const result = accumulator.result();
  if (result.durationSeconds === 0)
    throw new UnsupportedAudioError('The audio is not MPEG audio (MP3) that the waveform can be drawn from');
  return result;
}

/** The peaks that overlap [from, to) seconds, as 0–1 with three decimals, for a JSON answer. */
export function peaksWindow(audio: AudioPeaks, from: number, to: number): { from: number; to: number; peaks: number[] } {
  const first = Math.max(0, Math.floor(from * audio.peaksPerSecond));
  const last = Math.min(audio.peaks.length, Math.ceil(to * audio.peaksPerSecond));
  const peaks: number[] = [];
  for (let i = first; i < last; i++) peaks.push(Math.round((audio.peaks[i]! / 255) * 1000) / 1000);
  return { from: first / audio.peaksPerSecond, to: Math.max(first, last) / audio.peaksPerSecond, peaks };
}
