#!/usr/bin/env node
/**
 * Generates the demo podcast served by the app (apps/api/demo-content): speech from espeak-ng,
 * one sentence at a time so each transcript cue is exactly the span of its sentence in the audio,
 * MP3 from lame, transcripts (WebVTT, the namespace's JSON, SRT), chapters, cover art, a feed
 * template and a manifest of every sentence's sample-exact position (the tests check against it).
 *
 * Needs espeak-ng and lame (Debian: apt-get install espeak-ng lame). The output is committed,
 * so a fresh clone never runs this; run it again only after changing scripts/demo/script.mjs.
 *
 *   node scripts/generate-demo.mjs
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas } from './demo/png.mjs';
import { CHANNEL_PEOPLE, EPISODES, PEOPLE, SHOW, STAFF_SOUNDBITES } from './demo/script.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(REPO_ROOT, 'apps/api/demo-content');
const SAMPLE_RATE = 22050;
/**
 * At 22.05 kHz a frame below 56 kbps is too small for lame's Info tag, and without that tag
 * players cannot trim the encoder delay, so the audio would drift from the cues by ~50 ms.
 */
const MP3_KBPS = 56;
/** Pauses in samples, so every boundary stays an exact sample count. */
const LEAD_IN = Math.round(0.5 * SAMPLE_RATE);
const PAUSE_SAME_SPEAKER = Math.round(0.32 * SAMPLE_RATE);
const PAUSE_NEW_SPEAKER = Math.round(0.5 * SAMPLE_RATE);
const TAIL = Math.round(0.8 * SAMPLE_RATE);
/** espeak-ng pads each utterance with silence; cues should hug the words instead. */
const SILENCE_THRESHOLD = 250;
const TRIM_MARGIN = Math.round(0.02 * SAMPLE_RATE);
/** Soundbites start a little before the first word and end a little after the last. */
const SOUNDBITE_LEAD = 0.12;
const SOUNDBITE_TAIL = 0.18;
const ORIGIN = '{{ORIGIN}}';

const round3 = (seconds) => Math.round(seconds * 1000) / 1000;
const secondsOf = (samples) => round3(samples / SAMPLE_RATE);

function main() {
  for (const tool of ['espeak-ng', 'lame']) {
    try {
      execFileSync(tool, ['--version'], { stdio: 'ignore' });
    } catch {
      throw new Error(`${tool} is needed to generate the demo (apt-get install -y espeak-ng lame)`);
    }
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'soundbites-demo-'));
  // Start clean so files of a removed episode do not linger; the hand-written README stays.
  for (const dir of ['audio', 'transcripts', 'chapters', 'images']) {
    fs.rmSync(path.join(OUT, dir), { recursive: true, force: true });
    fs.mkdirSync(path.join(OUT, dir), { recursive: true });
  }

  const episodes = EPISODES.map((episode) => buildEpisode(episode, work));
  writeImages();
  const staffSoundbites = STAFF_SOUNDBITES.map((pick) => {
    const episode = episodes.find((e) => e.guid === pick.episode);
    if (!episode) throw new Error(`Unknown episode ${pick.episode}`);
    return { episodeGuid: pick.episode, title: pick.title, ...soundbiteRange(episode, pick) };
  });

  const manifest = {
    generatedBy: 'scripts/generate-demo.mjs',
    show: { title: SHOW.title, guid: SHOW.guid },
    sampleRate: SAMPLE_RATE,
    episodes: episodes.map(({ samples: _samples, ...rest }) => rest),
    staffSoundbites,
    topic: {
      name: 'Listening',
      description: 'Episodes and moments about how people listen, and what makes a moment worth sharing.',
    },
  };
  fs.writeFileSync(path.join(OUT, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  fs.writeFileSync(path.join(OUT, 'feed.xml'), renderFeed(episodes));
  fs.rmSync(work, { recursive: true, force: true });

  for (const file of listFiles(OUT)) console.log(`${String(fs.statSync(file).size).padStart(9)}  ${path.relative(REPO_ROOT, file)}`);
}

function buildEpisode(episode, work) {
  const parts = [];
  const sentences = [];
  let cursor = 0;
  const push = (samples) => {
    parts.push(samples);
    cursor += samples.length;
  };
  push(new Int16Array(LEAD_IN));
  episode.lines.forEach(([speakerKey, text], index) => {
    const speaker = PEOPLE[speakerKey];
    if (!speaker?.voice) throw new Error(`${speakerKey} has no voice`);
    if (index > 0) {
      const previous = episode.lines[index - 1][0];
      push(new Int16Array(previous === speakerKey ? PAUSE_SAME_SPEAKER : PAUSE_NEW_SPEAKER));
    }
    const wavPath = path.join(work, `${episode.slug}-${index}.wav`);
    execFileSync('espeak-ng', ['-v', speaker.voice, '-p', String(speaker.pitch), '-s', String(speaker.speed), '-w', wavPath, text]);
    const speech = trimSilence(readWav(wavPath));
    sentences.push({
      index,
      speaker: speaker.name,
      text,
      startSample: cursor,
      sampleCount: speech.length,
      start: secondsOf(cursor),
      end: secondsOf(cursor + speech.length),
    });
    push(speech);
  });
  push(new Int16Array(TAIL));

  const samples = new Int16Array(cursor);
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length;
  }
  const wavPath = path.join(work, `${episode.slug}.wav`);
  fs.writeFileSync(wavPath, encodeWav(samples));
  const mp3File = `audio/${episode.slug}.mp3`;
  execFileSync('lame', ['--quiet', '-m', 'm', '--cbr', '-b', String(MP3_KBPS), '-q', '2', wavPath, path.join(OUT, mp3File)]);

  const built = {
    guid: episode.guid,
    slug: episode.slug,
    number: episode.number,
    title: episode.title,
    publishedAt: episode.publishedAt,
    summary: episode.summary,
    people: episode.people.map(({ person, role, group }) => ({ name: PEOPLE[person].name, role, group })),
    audio: { file: mp3File, bytes: fs.statSync(path.join(OUT, mp3File)).size, type: 'audio/mpeg', bitrateKbps: MP3_KBPS },
    totalSamples: samples.length,
    durationSeconds: secondsOf(samples.length),
    transcripts: [
      { file: `transcripts/${episode.slug}.vtt`, type: 'text/vtt' },
      { file: `transcripts/${episode.slug}.json`, type: 'application/json' },
      ...(episode.srt ? [{ file: `transcripts/${episode.slug}.srt`, type: 'application/x-subrip' }] : []),
    ],
    chaptersFile: `chapters/${episode.slug}.json`,
    sentences,
    samples,
  };
  built.chapters = episode.chapters.map((chapter) => ({
    startTime: chapter.from === 0 ? 0 : round3(sentences[chapter.from].start - SOUNDBITE_LEAD),
    title: chapter.title,
  }));
  built.soundbites = episode.soundbites.map((bite) => ({ title: bite.title, ...soundbiteRange(built, bite) }));

  fs.writeFileSync(path.join(OUT, 'transcripts', `${episode.slug}.vtt`), renderVtt(sentences));
  fs.writeFileSync(path.join(OUT, 'transcripts', `${episode.slug}.json`), renderTranscriptJson(sentences));
  if (episode.srt) fs.writeFileSync(path.join(OUT, 'transcripts', `${episode.slug}.srt`), renderSrt(sentences));
  fs.writeFileSync(
    path.join(OUT, built.chaptersFile),
    JSON.stringify({ version: '1.2.0', title: episode.title, podcastName: SHOW.title, chapters: built.chapters }, null, 2) + '\n',
  );
  return built;
}

/** Start and duration covering sentences `from`..`to`, with a little air on both sides. */
function soundbiteRange(episode, { from, to, fromZero }) {
  const first = episode.sentences[from];
  const last = episode.sentences[to];
  if (!first || !last) throw new Error(`Soundbite sentences ${from}..${to} are outside ${episode.slug}`);
  const startSeconds = fromZero ? 0 : round3(first.start - SOUNDBITE_LEAD);
  const endSeconds = round3(last.end + SOUNDBITE_TAIL);
  return { startSeconds, durationSeconds: round3(endSeconds - startSeconds), fromSentence: from, toSentence: to };
}

function readWav(file) {
  const buffer = fs.readFileSync(file);
  if (buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WAVE') throw new Error(`${file} is not a WAV file`);
  let offset = 12;
  let format;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = { channels: buffer.readUInt16LE(body + 2), rate: buffer.readUInt32LE(body + 4), bits: buffer.readUInt16LE(body + 14) };
    } else if (id === 'data') {
      if (!format || format.channels !== 1 || format.rate !== SAMPLE_RATE || format.bits !== 16) {
        throw new Error(`${file}: expected mono 16-bit ${SAMPLE_RATE} Hz, got ${JSON.stringify(format)}`);
      }
      // espeak-ng may leave the size unset when it streams; the data then runs to the end of the file.
      const end = size > 0 && body + size <= buffer.length ? body + size : buffer.length;
      const count = Math.floor((end - body) / 2);
      const samples = new Int16Array(count);
      for (let i = 0; i < count; i++) samples[i] = buffer.readInt16LE(body + i * 2);
      return samples;
    }
    offset = body + size + (size % 2);
  }
  throw new Error(`${file} has no data chunk`);
}

function trimSilence(samples) {
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]) < SILENCE_THRESHOLD) first++;
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last]) < SILENCE_THRESHOLD) last--;
  if (first >= last) throw new Error('espeak-ng produced silence');
  return samples.slice(Math.max(0, first - TRIM_MARGIN), Math.min(samples.length, last + 1 + TRIM_MARGIN));
}

function encodeWav(samples) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length * 2, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length * 2, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

function timestamp(seconds, separator) {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

function renderVtt(sentences) {
  const cues = sentences.map(
    (s) => `${s.index + 1}\n${timestamp(s.start, '.')} --> ${timestamp(s.end, '.')}\n<v ${s.speaker}>${escapeVtt(s.text)}`,
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

function renderSrt(sentences) {
  const cues = sentences.map((s) => `${s.index + 1}\n${timestamp(s.start, ',')} --> ${timestamp(s.end, ',')}\n${s.text}`);
  return `${cues.join('\n\n')}\n`;
}

function renderTranscriptJson(sentences) {
  const segments = sentences.map((s) => ({ speaker: s.speaker, startTime: s.start, endTime: s.end, body: s.text }));
  return JSON.stringify({ version: '1.0.0', segments }, null, 2) + '\n';
}

const escapeVtt = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeXml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function personXml({ person, role, group }, indent) {
  const p = PEOPLE[person];
  return `${indent}<podcast:person role="${role}" group="${group}" img="${ORIGIN}/demo/images/${p.slug}.png">${escapeXml(p.name)}</podcast:person>`;
}

function renderFeed(episodes) {
  const items = [...episodes].reverse().map((episode) => {
    const source = EPISODES.find((e) => e.guid === episode.guid);
    const notes = `<p>${escapeXml(episode.summary)}</p><p>Chapters: ${episode.chapters.map((c) => escapeXml(c.title)).join(', ')}.</p>`;
    return [
      '    <item>',
      `      <title>${escapeXml(episode.title)}</title>`,
      `      <guid isPermaLink="false">${episode.guid}</guid>`,
      `      <pubDate>${new Date(episode.publishedAt).toUTCString()}</pubDate>`,
      `      <description><![CDATA[${notes}]]></description>`,
      `      <enclosure url="${ORIGIN}/demo/${episode.audio.file}" length="${episode.audio.bytes}" type="audio/mpeg"/>`,
      `      <itunes:duration>${Math.ceil(episode.durationSeconds)}</itunes:duration>`,
      `      <itunes:episode>${episode.number}</itunes:episode>`,
      `      <itunes:season>1</itunes:season>`,
      `      <itunes:episodeType>full</itunes:episodeType>`,
      `      <itunes:image href="${ORIGIN}/demo/images/${episode.slug}.png"/>`,
      `      <itunes:explicit>false</itunes:explicit>`,
      ...episode.transcripts.map(
        (t) =>
          `      <podcast:transcript url="${ORIGIN}/demo/${t.file}" type="${t.type}" language="en"${t.type === 'application/json' ? '' : ' rel="captions"'}/>`,
      ),
      `      <podcast:chapters url="${ORIGIN}/demo/${episode.chaptersFile}" type="application/json+chapters"/>`,
      ...source.people.map((p) => personXml(p, '      ')),
      ...episode.soundbites.map(
        (b) =>
          `      <podcast:soundbite startTime="${b.startSeconds.toFixed(3)}" duration="${b.durationSeconds.toFixed(3)}">${escapeXml(b.title)}</podcast:soundbite>`,
      ),
      '    </item>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generated by scripts/generate-demo.mjs. The server replaces ${ORIGIN} with its own origin. -->
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(SHOW.title)}</title>
    <link>${ORIGIN}${SHOW.link}</link>
    <atom:link href="${ORIGIN}/demo/feed.xml" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(SHOW.description)}</description>
    <language>${SHOW.language}</language>
    <copyright>Made for the Soundbites demo; free to use.</copyright>
    <itunes:author>${escapeXml(SHOW.author)}</itunes:author>
    <itunes:summary>${escapeXml(SHOW.description)}</itunes:summary>
    <itunes:image href="${ORIGIN}/demo/cover.png"/>
    <image>
      <url>${ORIGIN}/demo/cover.png</url>
      <title>${escapeXml(SHOW.title)}</title>
      <link>${ORIGIN}${SHOW.link}</link>
    </image>
    <itunes:category text="${SHOW.category}"/>
    <itunes:explicit>false</itunes:explicit>
    <itunes:type>episodic</itunes:type>
    <podcast:guid>${SHOW.guid}</podcast:guid>
    <podcast:locked>no</podcast:locked>
    <podcast:medium>podcast</podcast:medium>
${CHANNEL_PEOPLE.map((p) => personXml(p, '    ')).join('\n')}
${items.join('\n')}
  </channel>
</rss>
`;
}

const WHITE = [255, 255, 255];

function writeImages() {
  art('cover', 1400, [34, 28, 64], [120, 52, 110], ['SOUNDBITES', 'DEMO']);
  const palettes = [
    [
      [20, 60, 90],
      [40, 140, 160],
    ],
    [
      [30, 70, 50],
      [120, 160, 80],
    ],
    [
      [90, 40, 20],
      [200, 120, 50],
    ],
  ];
  EPISODES.forEach((episode, i) => art(episode.slug, 1400, ...palettes[i % palettes.length], ['SOUNDBITES', `EPISODE ${episode.number}`]));
  for (const person of Object.values(PEOPLE)) avatar(person);
}

/** A gradient, a waveform of rounded bars, and two lines of pixel text. */
function art(name, size, top, bottom, lines) {
  const canvas = createCanvas(size, size);
  canvas.verticalGradient(top, bottom);
  const bars = 23;
  const gap = size / (bars + 3);
  for (let i = 0; i < bars; i++) {
    const height = size * 0.05 + size * 0.22 * Math.abs(Math.sin(i * 0.9) * Math.cos(i * 0.37 + 0.5));
    canvas.pill(Math.round(gap * (i + 2)), Math.round(size * 0.42), Math.round(gap * 0.55), Math.round(height), WHITE);
  }
  canvas.text(lines[0], size / 2, Math.round(size * 0.66), Math.round(size / 80), WHITE);
  canvas.text(lines[1], size / 2, Math.round(size * 0.8), Math.round(size / 110), [255, 225, 170]);
  fs.writeFileSync(path.join(OUT, 'images', `${name}.png`), canvas.toPng());
  if (name === 'cover') fs.renameSync(path.join(OUT, 'images', 'cover.png'), path.join(OUT, 'cover.png'));
}

function avatar(person) {
  const size = 256;
  const canvas = createCanvas(size, size);
  canvas.verticalGradient(
    person.color,
    person.color.map((c) => Math.round(c * 0.6)),
  );
  canvas.disc(size / 2, size * 0.4, size * 0.18, WHITE);
  canvas.pill(size / 2, size * 0.95, size * 0.62, size * 0.2, WHITE);
  const initials = person.name
    .split(' ')
    .map((word) => word[0])
    .join('');
  canvas.text(initials, size / 2, Math.round(size * 0.34), 5, person.color);
  fs.writeFileSync(path.join(OUT, 'images', `${person.slug}.png`), canvas.toPng());
}

function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

main();
