/** The transcript formats we can parse into timed segments, in order of preference. */
export const PARSEABLE_TRANSCRIPT_TYPES = ['application/json', 'text/vtt', 'application/srt', 'text/html'] as const;

const ALIASES: Record<string, string> = {
  'application/srt': 'application/srt',
  'application/x-subrip': 'application/srt',
  'text/srt': 'application/srt',
  'text/x-srt': 'application/srt',
  'application/x-srt': 'application/srt',
  'text/vtt': 'text/vtt',
  'text/webvtt': 'text/vtt',
  'application/json': 'application/json',
  'application/json+transcript': 'application/json',
  'text/json': 'application/json',
  'text/html': 'text/html',
  'application/xhtml+xml': 'text/html',
  'text/plain': 'text/plain',
};

/** One spelling per format, so preferring and parsing never depend on how a feed wrote it. */
export function normalizeTranscriptType(type: string | null | undefined): string {
  const media = (type ?? '').split(';')[0]!.trim().toLowerCase();
  return ALIASES[media] ?? (media || 'application/octet-stream');
}
