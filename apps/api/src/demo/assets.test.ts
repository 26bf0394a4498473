import fs from 'node:fs';
import path from 'node:path';
import { parseFeed } from 'podcast-partytime';
import { describe, expect, it } from 'vitest';
import { createDemoRouter, DEMO_CONTENT_DIR, demoRouter, parseRange } from './assets.js';
import { loadDemoManifest, type DemoManifest } from './manifest.js';

const manifest: DemoManifest = loadDemoManifest();
const ORIGIN = 'http://demo.test:4321';
const router = createDemoRouter();
const get = (urlPath: string, headers: Record<string, string> = {}, origin = ORIGIN) => router.request(`${origin}${urlPath}`, { headers });

/** Parses the WebVTT the generator writes: cue id, timing line, `<v Speaker>text`. */
function parseVtt(text: string) {
  const toSeconds = (stamp: string) => {
    const [h, m, s] = stamp.split(':');
    return Number(h) * 3600 + Number(m) * 60 + Number(s);
  };
  return text
    .split(/\n\n+/)
    .slice(1)
    .filter((block) => block.includes('-->'))
    .map((block) => {
      const lines = block.split('\n');
      const timing = lines.find((l) => l.includes('-->'))!;
      const [start, end] = timing.split(' --> ').map((t) => toSeconds(t.trim()));
      const cue = /^<v ([^>]+)>(.*)$/.exec(lines[lines.indexOf(timing) + 1]!)!;
      return { start: start!, end: end!, speaker: cue[1]!, text: cue[2]! };
    });
}

/**
 * Counts the MP3's decoded samples from its frames: frames after lame's Info frame, 576 samples
 * each (MPEG-2 layer III), minus the encoder delay and padding lame records in its tag.
 */
function mp3SampleCount(mp3: Buffer) {
  const sampleRates: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };
  const mpeg2Kbps = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
  let offset = 0;
  let frames = 0;
  let sampleRate = 0;
  while (offset + 4 <= mp3.length) {
    expect(mp3[offset], `frame sync at byte ${offset}`).toBe(0xff);
    const version = (mp3[offset + 1]! >> 3) & 3;
    expect(version, 'MPEG-2').toBe(2);
    sampleRate = sampleRates[version]![(mp3[offset + 2]! >> 2) & 3]!;
    const kbps = mpeg2Kbps[(mp3[offset + 2]! >> 4) & 15]!;
    const padding = (mp3[offset + 2]! >> 1) & 1;
    offset += Math.floor((72 * kbps * 1000) / sampleRate) + padding;
    frames++;
  }
  expect(offset).toBe(mp3.length);
  const infoTag = mp3.indexOf('Info');
  const lameTag = mp3.indexOf('LAME');
  expect(infoTag).toBeGreaterThan(0);
  expect(lameTag).toBeGreaterThan(infoTag);
  const delay = (mp3[lameTag + 21]! << 4) | (mp3[lameTag + 22]! >> 4);
  const endPadding = ((mp3[lameTag + 22]! & 0x0f) << 8) | mp3[lameTag + 23]!;
  return { samples: (frames - 1) * 576 - delay - endPadding, sampleRate };
}

/**
 * Bits the encoder spent on each granule (576 samples) after the Info frame, read from the layer III
 * side information: digital silence costs 0 bits, speech hundreds. Together with the encoder
 * delay this shows where sound is in the audio without decoding it.
 */
function granuleBits(mp3: Buffer) {
  const bits: number[] = [];
  let offset = 0;
  while (offset + 8 <= mp3.length) {
    const hasCrc = (mp3[offset + 1]! & 1) === 0;
    const sideInfo = offset + 4 + (hasCrc ? 2 : 0);
    // Mono MPEG-2: main_data_begin (8 bits), private_bits (1), then part2_3_length (12).
    const word = (mp3[sideInfo + 1]! << 16) | (mp3[sideInfo + 2]! << 8) | mp3[sideInfo + 3]!;
    bits.push((word >> 11) & 0xfff);
    const kbps = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160][(mp3[offset + 2]! >> 4) & 15]!;
    offset += Math.floor((72 * kbps * 1000) / 22050) + ((mp3[offset + 2]! >> 1) & 1);
  }
  const lameTag = mp3.indexOf('LAME');
  const delay = (mp3[lameTag + 21]! << 4) | (mp3[lameTag + 22]! >> 4);
  return { bits: bits.slice(1), delay };
}

describe('demo router', () => {
  it('serves the feed with the origin of the request in every URL', async () => {
    const response = await get('/demo/feed.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const xml = await response.text();
    expect(xml).not.toContain('{{ORIGIN}}');
    expect(xml).toContain(`<enclosure url="${ORIGIN}/demo/audio/episode-1.mp3"`);
    expect(xml).toContain(`url="${ORIGIN}/demo/transcripts/episode-2.vtt"`);

    const other = await (await get('/demo/feed.xml', {}, 'http://127.0.0.1:9')).text();
    expect(other).toContain('http://127.0.0.1:9/demo/cover.png');
  });

  it('writes the configured public origin instead of the request origin', async () => {
    const behindProxy = createDemoRouter({ publicOrigin: 'https://soundbites.example/' });
    const xml = await (await behindProxy.request('http://10.0.0.5:8080/demo/feed.xml')).text();
    expect(xml).toContain('https://soundbites.example/demo/audio/episode-3.mp3');
    expect(xml).not.toContain('10.0.0.5');
  });

  it('is the router the server mounts', async () => {
    const response = await demoRouter.request('http://localhost:8080/demo/cover.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('serves each episode whole, with its exact length, type and caching headers', async () => {
    for (const episode of manifest.episodes) {
      const onDisk = fs.readFileSync(path.join(DEMO_CONTENT_DIR, episode.audio.file));
      const response = await get(`/demo/${episode.audio.file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
      expect(response.headers.get('etag')).toBeTruthy();
      expect(Number(response.headers.get('content-length'))).toBe(episode.audio.bytes);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.length).toBe(onDisk.length);
      expect(body.equals(onDisk)).toBe(true);
    }
  });

  it('answers byte ranges with 206 so players can seek', async () => {
    const episode = manifest.episodes[0]!;
    const onDisk = fs.readFileSync(path.join(DEMO_CONTENT_DIR, episode.audio.file));
    const url = `/demo/${episode.audio.file}`;

    const middle = await get(url, { Range: 'bytes=100-199' });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 100-199/${onDisk.length}`);
    expect(middle.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await middle.arrayBuffer()).equals(onDisk.subarray(100, 200))).toBe(true);

    const open = await get(url, { Range: `bytes=${onDisk.length - 10}-` });
    expect(open.status).toBe(206);
    expect(Buffer.from(await open.arrayBuffer()).equals(onDisk.subarray(onDisk.length - 10))).toBe(true);

    const suffix = await get(url, { Range: 'bytes=-5' });
    expect(suffix.headers.get('content-range')).toBe(`bytes ${onDisk.length - 5}-${onDisk.length - 1}/${onDisk.length}`);
    expect((await suffix.arrayBuffer()).byteLength).toBe(5);

    const beyond = await get(url, { Range: `bytes=${onDisk.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${onDisk.length}`);

    const stale = await get(url, { Range: 'bytes=0-9', 'If-Range': '"not-this-version"' });
    expect(stale.status).toBe(200);
  });

  it('parses ranges as RFC 9110 says', () => {
    expect(parseRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-100', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,4-5', 10)).toBe('full');
    expect(parseRange('items=0-1', 10)).toBe('full');
  });

  it('answers HEAD and conditional requests without a body', async () => {
    const url = `/demo/${manifest.episodes[1]!.audio.file}`;
    const head = await router.request(`${ORIGIN}${url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(manifest.episodes[1]!.audio.bytes);
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    const etag = head.headers.get('etag')!;
    const again = await get(url, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('serves transcripts, chapters and images with their types, and nothing outside the demo folder', async () => {
    expect((await get('/demo/transcripts/episode-1.vtt')).headers.get('content-type')).toMatch(/^text\/vtt/);
    expect((await get('/demo/transcripts/episode-1.srt')).headers.get('content-type')).toMatch(/^application\/x-subrip/);
    expect((await get('/demo/transcripts/episode-1.json')).headers.get('content-type')).toMatch(/^application\/json/);
    expect((await get('/demo/chapters/episode-1.json')).headers.get('content-type')).toMatch(/^application\/json\+chapters/);
    expect((await get('/demo/images/ada-quill.png')).headers.get('content-type')).toBe('image/png');

    for (const bad of [
      '/demo/audio/episode-9.mp3',
      '/demo/audio/..%2Fmanifest.json',
      '/demo/audio/%2e%2e%2f%2e%2e%2fpackage.json',
      '/demo/transcripts/episode-1.mp3',
      '/demo/manifest.json',
      '/demo/scripts/generate-demo.mjs',
    ]) {
      expect((await get(bad)).status, bad).toBe(404);
    }
  });
});

describe('demo content', () => {
  it('has MP3s whose decoded length is exactly the length the transcripts were timed against', () => {
    for (const episode of manifest.episodes) {
      const { samples, sampleRate } = mp3SampleCount(fs.readFileSync(path.join(DEMO_CONTENT_DIR, episode.audio.file)));
      expect(sampleRate).toBe(manifest.sampleRate);
      expect(samples).toBe(episode.totalSamples);
      expect(samples / sampleRate).toBeCloseTo(episode.durationSeconds, 3);
    }
  });

  it('has transcripts whose cues are the sentences of the audio, to the millisecond', async () => {
    for (const episode of manifest.episodes) {
      const sentences = episode.sentences;
      let previousEnd = 0;
      for (const sentence of sentences) {
        // Sentences follow each other without overlap and lie inside the audio.
        expect(sentence.startSample).toBeGreaterThan(previousEnd);
        previousEnd = sentence.startSample + sentence.sampleCount;
        expect(previousEnd).toBeLessThan(episode.totalSamples);
      }
      const exact = sentences.map((s) => ({
        start: s.startSample / manifest.sampleRate,
        end: (s.startSample + s.sampleCount) / manifest.sampleRate,
        speaker: s.speaker,
        text: s.text,
      }));

      const vtt = parseVtt(await (await get(`/demo/transcripts/${episode.slug}.vtt`)).text());
      expect(vtt).toHaveLength(exact.length);
      vtt.forEach((cue, i) => {
        expect(Math.abs(cue.start - exact[i]!.start)).toBeLessThanOrEqual(0.0005);
        expect(Math.abs(cue.end - exact[i]!.end)).toBeLessThanOrEqual(0.0005);
        expect(cue.speaker).toBe(exact[i]!.speaker);
        expect(cue.text).toBe(exact[i]!.text);
      });

      const json = (await (await get(`/demo/transcripts/${episode.slug}.json`)).json()) as {
        segments: { speaker: string; startTime: number; endTime: number; body: string }[];
      };
      expect(json.segments).toHaveLength(exact.length);
      json.segments.forEach((segment, i) => {
        expect(Math.abs(segment.startTime - exact[i]!.start)).toBeLessThanOrEqual(0.0005);
        expect(Math.abs(segment.endTime - exact[i]!.end)).toBeLessThanOrEqual(0.0005);
        expect(segment.speaker).toBe(exact[i]!.speaker);
        expect(segment.body).toBe(exact[i]!.text);
      });
    }
    const srt = await (await get('/demo/transcripts/episode-1.srt')).text();
    const firstSentence = manifest.episodes[0]!.sentences[0]!;
    expect(srt.startsWith(`1\n00:00:00,${String(Math.round(firstSentence.start * 1000)).padStart(3, '0')} --> `)).toBe(true);
  });

  it('has sound exactly where the transcript has words, and silence between them', () => {
    const GRANULE = 576;
    for (const episode of manifest.episodes) {
      const { bits, delay } = granuleBits(fs.readFileSync(path.join(DEMO_CONTENT_DIR, episode.audio.file)));
      const granuleOf = (sample: number) => (sample + delay) / GRANULE;
      const sentences = episode.sentences;
      sentences.forEach((sentence, i) => {
        const start = granuleOf(sentence.startSample);
        const end = granuleOf(sentence.startSample + sentence.sampleCount);
        // Look from the middle of the pause before to the middle of the pause after.
        const previousEnd = i === 0 ? 0 : granuleOf(sentences[i - 1]!.startSample + sentences[i - 1]!.sampleCount);
        const nextStart = i === sentences.length - 1 ? bits.length : granuleOf(sentences[i + 1]!.startSample);
        const from = Math.ceil((previousEnd + start) / 2);
        const to = Math.floor((end + nextStart) / 2);
        const window = bits.slice(from, to);
        const onset = from + window.findIndex((b) => b > 0);
        const offset = from + window.length - [...window].reverse().findIndex((b) => b > 0);
        // Within two granules (52 ms): the MDCT spreads each granule's sound into its neighbours.
        expect(Math.abs(onset - start), `${episode.slug} cue ${i + 1} start`).toBeLessThanOrEqual(2);
        expect(Math.abs(offset - end), `${episode.slug} cue ${i + 1} end`).toBeLessThanOrEqual(2);
        const voiced = bits.slice(Math.ceil(start), Math.floor(end)).filter((b) => b > 0).length;
        expect(voiced / (Math.floor(end) - Math.ceil(start))).toBeGreaterThan(0.8);
      });
    }
  });

  it('has more than one voice', () => {
    const speakers = new Set(manifest.episodes.flatMap((e) => e.sentences.map((s) => s.speaker)));
    expect(speakers.size).toBeGreaterThanOrEqual(3);
  });

  it('parses with podcast-partytime into episodes with soundbites, people, transcripts and chapters', async () => {
    const xml = await (await get('/demo/feed.xml')).text();
    const feed = parseFeed(xml);
    expect(feed).not.toBeNull();
    expect(feed!.title).toBe(manifest.show.title);
    expect(feed!.guid).toBe(manifest.show.guid);
    expect(feed!.podcastPeople?.map((p) => p.role.toLowerCase())).toEqual(['host', 'host', 'producer']);
    expect(feed!.items).toHaveLength(manifest.episodes.length);

    for (const episode of manifest.episodes) {
      const item = feed!.items.find((i) => i.guid === episode.guid);
      expect(item, episode.guid).toBeDefined();
      expect(item!.enclosure).toEqual({ url: `${ORIGIN}/demo/${episode.audio.file}`, length: episode.audio.bytes, type: 'audio/mpeg' });
      expect(item!.duration).toBe(Math.ceil(episode.durationSeconds));
      expect(item!.podcastPeople?.map((p) => p.name)).toEqual(episode.people.map((p) => p.name));
      expect(item!.podcastTranscripts?.map((t) => t.url)).toEqual(episode.transcripts.map((t) => `${ORIGIN}/demo/${t.file}`));
      expect(item!.podcastChapters?.url).toBe(`${ORIGIN}/demo/${episode.chaptersFile}`);
      // podcast-partytime drops a soundbite that starts at 0 (it tests `startTime` for truthiness),
      // so an importer must read those itself; the rest come through with their decimals.
      expect(item!.podcastSoundbites?.map((b) => [b.startTime, b.duration]) ?? []).toEqual(
        episode.soundbites.filter((b) => b.startSeconds > 0).map((b) => [b.startSeconds, b.durationSeconds]),
      );
      for (const bite of episode.soundbites) {
        expect(bite.startSeconds + bite.durationSeconds).toBeLessThanOrEqual(episode.durationSeconds);
      }
    }
    // The cases an importer must get right: decimals, a start of 0, and a soundbite without a title.
    const starts = manifest.episodes.flatMap((e) => e.soundbites.map((b) => b.startSeconds));
    expect(starts).toContain(0);
    expect(starts.some((s) => !Number.isInteger(s))).toBe(true);
    const inXml = [...xml.matchAll(/<podcast:soundbite startTime="([\d.]+)" duration="([\d.]+)">([^<]*)<\/podcast:soundbite>/g)];
    expect(inXml.map(([, start, duration, title]) => [Number(start), Number(duration), title]).sort()).toEqual(
      manifest.episodes.flatMap((e) => e.soundbites.map((b) => [b.startSeconds, b.durationSeconds, b.title])).sort(),
    );
    expect(inXml.some(([, , , title]) => title === '')).toBe(true);
  });

  it('has chapters that start where sentences start', async () => {
    for (const episode of manifest.episodes) {
      const chapters = (await (await get(`/demo/${episode.chaptersFile}`)).json()) as {
        chapters: { startTime: number; title: string }[];
      };
      expect(chapters.chapters[0]!.startTime).toBe(0);
      expect(chapters.chapters.map((c) => c.title)).toEqual(episode.chapters.map((c) => c.title));
      for (const chapter of chapters.chapters) expect(chapter.startTime).toBeLessThan(episode.durationSeconds);
    }
  });
});
