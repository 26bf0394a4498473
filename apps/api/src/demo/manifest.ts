import fs from 'node:fs';
import path from 'node:path';
import { DEMO_CONTENT_DIR } from './assets.js';

/** What scripts/generate-demo.mjs knows about the demo podcast, written next to the files it made. */
export interface DemoManifest {
  show: { title: string; guid: string };
  sampleRate: number;
  episodes: DemoEpisode[];
  /** Moments the seed adds as staff picks, on top of the feed's own soundbites. */
  staffSoundbites: (DemoSoundbite & { episodeGuid: string })[];
  /** A topic entity the seed creates and links to the show. */
  topic: { name: string; description: string };
}

export interface DemoEpisode {
  guid: string;
  slug: string;
  number: number;
  title: string;
  publishedAt: string;
  people: { name: string; role: string; group: string }[];
  audio: { file: string; bytes: number; type: string; bitrateKbps: number };
  /** Samples of the audio as encoded; the MP3 decodes to exactly this many. */
  totalSamples: number;
  durationSeconds: number;
  transcripts: { file: string; type: string }[];
  chaptersFile: string;
  chapters: { startTime: number; title: string }[];
  /** One per transcript cue, positioned to the sample. */
  sentences: DemoSentence[];
  soundbites: DemoSoundbite[];
}

export interface DemoSentence {
  index: number;
  speaker: string;
  text: string;
  startSample: number;
  sampleCount: number;
  /** Seconds, rounded to the millisecond as the transcripts write them. */
  start: number;
  end: number;
}

export interface DemoSoundbite {
  title: string;
  startSeconds: number;
  durationSeconds: number;
  fromSentence: number;
  toSentence: number;
}

export function loadDemoManifest(contentDir = DEMO_CONTENT_DIR): DemoManifest {
  return JSON.parse(fs.readFileSync(path.join(contentDir, 'manifest.json'), 'utf8')) as DemoManifest;
}
