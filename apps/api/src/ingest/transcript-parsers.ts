import { decodeEntities } from '../lib/html-text.js';

export interface TranscriptSegment {
  start: number;
  end: number;
  speaker: string | null;
  text: string;
}

export class TranscriptParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranscriptParseError';
  }
}

/** Parses a transcript of a normalised mime type (see transcript-formats.ts) into timed segments. */
export function parseTranscript(body: string, mimeType: string): TranscriptSegment[] {
  const text = body.replace(/^\uFEFF/, '');
  switch (mimeType) {
    case 'application/json':
      return parseJsonTranscript(text);
    case 'text/vtt':
      return parseVtt(text);
    case 'application/srt':
      return parseSrt(text);
    case 'text/html':
      return parseHtmlTranscript(text);
    default:
      throw new TranscriptParseError(`Transcripts of type ${mimeType} have no timing and are not parsed`);
  }
}

/** "00:01:02,500", "01:02.5", "1:02" and plain seconds, as seconds. */
export function parseTimestamp(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  if (!/^\d+(:\d{1,2}){0,2}(\.\d+)?$/.test(trimmed)) return null;
  const parts = trimmed.split(':').map(Number);
  let seconds = 0;
  for (const part of parts) seconds = seconds * 60 + part;
  return Number.isFinite(seconds) ? seconds : null;
}

const CUE_TIMING = /^\s*(\S+)\s+-->\s+(\S+)/;
/** "Travis: When you first..." at the start of a cue names its speaker. */
const SPEAKER_PREFIX = /^([\p{Lu}][\p{L}\p{M}.'’-]*(?:\s[\p{L}\p{M}.'’-]+){0,3}):\s+(.*)$/su;

export function parseSrt(text: string): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  // A speaker named once speaks until the next name: SRT cues split sentences, not turns.
  let speaker: string | null = null;
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n').filter((l) => l.trim() !== '');
    const timingIndex = lines.findIndex((l) => CUE_TIMING.test(l));
    if (timingIndex === -1) continue;
    const [, from, to] = CUE_TIMING.exec(lines[timingIndex]!)!;
    const start = parseTimestamp(from!);
    const end = parseTimestamp(to!);
    if (start === null || end === null) continue;
    const body = stripTags(lines.slice(timingIndex + 1).join(' '));
    if (!body) continue;
    const speakerMatch = SPEAKER_PREFIX.exec(body);
    if (speakerMatch) speaker = speakerMatch[1]!;
    segments.push({
      start,
      end: Math.max(start, end),
      speaker,
      text: speakerMatch ? speakerMatch[2]!.trim() : body,
    });
  }
  if (segments.length === 0) throw new TranscriptParseError('The SRT file has no timed cues');
  return segments;
}

export function parseVtt(text: string): TranscriptSegment[] {
  const normalised = text.replace(/\r\n?/g, '\n');
  if (!/^WEBVTT/.test(normalised.trimStart())) throw new TranscriptParseError('The WebVTT file does not start with WEBVTT');
  const segments: TranscriptSegment[] = [];
  for (const block of normalised.split(/\n{2,}/)) {
    const lines = block.split('\n');
    const timingIndex = lines.findIndex((l) => CUE_TIMING.test(l));
    // NOTE, STYLE and REGION blocks have no timing line.
    if (timingIndex === -1) continue;
    const [, from, to] = CUE_TIMING.exec(lines[timingIndex]!)!;
    const start = parseTimestamp(from!);
    const end = parseTimestamp(to!);
    if (start === null || end === null) continue;
    const raw = lines.slice(timingIndex + 1).join(' ');
    const voice = /<v(?:\.[^\s>]*)?\s+([^>]+)>/.exec(raw);
    const body = stripTags(raw);
    if (!body) continue;
    segments.push({ start, end: Math.max(start, end), speaker: voice ? decodeEntities(voice[1]!.trim()) : null, text: body });
  }
  if (segments.length === 0) throw new TranscriptParseError('The WebVTT file has no timed cues');
  return segments;
}

/** The namespace's JSON: {"version", "segments": [{"speaker", "startTime", "endTime", "body"}]}. */
export function parseJsonTranscript(text: string): TranscriptSegment[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new TranscriptParseError('The JSON transcript is not valid JSON');
  }
  const list = (document as { segments?: unknown })?.segments;
  if (!Array.isArray(list)) throw new TranscriptParseError('The JSON transcript has no "segments" array');
  const segments: TranscriptSegment[] = [];
  for (const item of list as Record<string, unknown>[]) {
    const start = Number(item?.startTime);
    const end = Number(item?.endTime);
    const body = typeof item?.body === 'string' ? item.body.trim() : '';
    if (!Number.isFinite(start) || start < 0 || !body) continue;
    segments.push({
      start,
      end: Number.isFinite(end) && end >= start ? end : start,
      speaker: typeof item.speaker === 'string' && item.speaker.trim() ? item.speaker.trim() : null,
      text: body,
    });
  }
  if (segments.length === 0) throw new TranscriptParseError('The JSON transcript has no usable segments');
  return segments;
}

/**
 * The namespace's HTML form: `<cite>Speaker:</cite> <time>0:00</time> <p>text</p>` repeated.
 * Only starts are given, so each segment ends where the next begins.
 */
export function parseHtmlTranscript(text: string): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  const token = /<(cite|time|p)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;
  let speaker: string | null = null;
  let start: number | null = null;
  for (const match of text.matchAll(token)) {
    const tag = match[1]!.toLowerCase();
    const content = stripTags(match[2]!);
    if (tag === 'cite') speaker = content.replace(/:\s*$/, '').trim() || null;
    else if (tag === 'time') start = parseTimestamp(content);
    else if (start !== null && content) {
      segments.push({ start, end: start, speaker, text: content });
      start = null;
    }
  }
  for (let i = 0; i < segments.length; i++) {
    const next = segments[i + 1];
    const segment = segments[i]!;
    // The last segment has no successor: assume ordinary speech, about 2.5 words a second.
    segment.end = next ? Math.max(segment.start, next.start) : segment.start + Math.ceil(segment.text.split(/\s+/).length / 2.5);
  }
  if (segments.length === 0) throw new TranscriptParseError('The HTML transcript has no <time> and <p> pairs');
  return segments;
}

function stripTags(html: string): string {
  // Line breaks and block tags separate words; inline tags (<b>, <i>, <v ...>) do not.
  const text = html.replace(/<(?:br|\/?(?:p|div|li|tr|td|h\d))\b[^>]*>/gi, ' ').replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
