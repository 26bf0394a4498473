import { describe, expect, it } from 'vitest';
import { readFixture } from '../../test/support/fixture-server.js';
import { normalizeTranscriptType } from './transcript-formats.js';
import { parseTimestamp, parseTranscript, TranscriptParseError } from './transcript-parsers.js';
import { parseChapters } from './transcripts.js';

describe('transcript parsers', () => {
  it('reads SRT cues, carrying a named speaker until the next name and decoding entities', () => {
    const segments = parseTranscript(readFixture('transcripts/synthetic.srt'), 'application/srt');
    expect(segments).toEqual([
      { start: 0, end: 2.5, speaker: 'Ada', text: 'Welcome to Synthetic Soundings, the show made for tests.' },
      { start: 2.5, end: 5.25, speaker: 'Ada', text: 'Today we talk about moments.' },
      { start: 5.25, end: 9, speaker: 'Linus', text: 'Thanks for having me & my notes.' },
    ]);
  });

  it('reads WebVTT cues with voice tags (including classes) and skips NOTE blocks', () => {
    const segments = parseTranscript(readFixture('transcripts/synthetic.vtt'), 'text/vtt');
    expect(segments).toEqual([
      { start: 0, end: 2.5, speaker: 'Ada', text: 'Welcome to Synthetic Soundings,' },
      { start: 2.5, end: 5.25, speaker: 'Ada', text: 'today we talk about moments & more.' },
      { start: 5.25, end: 69.125, speaker: 'Linus Placeholder', text: 'Thanks for having me.' },
    ]);
  });

  it("reads the namespace's JSON segments, speaker optional", () => {
    const segments = parseTranscript(readFixture('transcripts/synthetic.json'), 'application/json');
    expect(segments).toHaveLength(4);
    expect(segments[2]).toEqual({ start: 5.25, end: 9.125, speaker: 'Linus', text: 'Thanks for having me.' });
    expect(segments[3]!.speaker).toBeNull();
  });

  it('reads HTML transcripts: <cite> speaker, <time> start, <p> text; each ends where the next starts', () => {
    const segments = parseTranscript(readFixture('transcripts/synthetic.html'), 'text/html');
    expect(segments.map((s) => [s.start, s.speaker, s.text])).toEqual([
      [0, 'Ada', 'Willkommen bei Synthetic Soundings & Co.'],
      [65, 'Linus', 'Danke für die Einladung, sagt Linus.'],
      [3723, 'Ada', 'Bis bald.'],
    ]);
    expect(segments[0]!.end).toBe(65);
    expect(segments[1]!.end).toBe(3723);
    expect(segments[2]!.end).toBeGreaterThan(3723);
  });

  it('refuses documents it cannot time', () => {
    expect(() => parseTranscript('just words', 'text/plain')).toThrow(TranscriptParseError);
    expect(() => parseTranscript('not json', 'application/json')).toThrow(/not valid JSON/);
    expect(() => parseTranscript('{"segments": 3}', 'application/json')).toThrow(/segments/);
    expect(() => parseTranscript('00:00 hello', 'text/vtt')).toThrow(/WEBVTT/);
    expect(() => parseTranscript('1\nno timing here\n', 'application/srt')).toThrow(/no timed cues/);
  });

  it('parses the timestamp forms transcripts use', () => {
    expect(parseTimestamp('00:01:02,500')).toBe(62.5);
    expect(parseTimestamp('01:02.25')).toBe(62.25);
    expect(parseTimestamp('1:02:03')).toBe(3723);
    expect(parseTimestamp('12.5')).toBe(12.5);
    expect(parseTimestamp('soon')).toBeNull();
  });

  it('normalises the mime types feeds use', () => {
    expect(normalizeTranscriptType('application/x-subrip')).toBe('application/srt');
    expect(normalizeTranscriptType('text/srt')).toBe('application/srt');
    expect(normalizeTranscriptType('Application/SRT; charset=utf-8')).toBe('application/srt');
    expect(normalizeTranscriptType('text/vtt')).toBe('text/vtt');
    expect(normalizeTranscriptType('application/json')).toBe('application/json');
    expect(normalizeTranscriptType('text/html')).toBe('text/html');
    expect(normalizeTranscriptType('text/plain')).toBe('text/plain');
    expect(normalizeTranscriptType(undefined)).toBe('application/octet-stream');
  });
});

describe('parseChapters', () => {
  it('keeps valid chapters in order and drops unsafe links', () => {
    const chapters = parseChapters(
      JSON.stringify({
        chapters: [
          { startTime: 30, title: 'Second', url: 'javascript:alert(1)' },
          { startTime: 0, title: 'First', img: 'https://a.example/i.jpg' },
          { startTime: 'soon', title: 'Broken' },
        ],
      }),
    );
    expect(chapters).toEqual([
      { startTime: 0, title: 'First', img: 'https://a.example/i.jpg' },
      { startTime: 30, title: 'Second' },
    ]);
    expect(() => parseChapters('{}')).toThrow(/chapters/);
  });
});
