/**
 * Times as staff type them: plain seconds (`83.4`), `m:ss.s` (`1:23.4`) or `h:mm:ss.s`.
 * Decimals are kept exactly as typed: the whole seconds are summed as integers and the
 * typed fraction is appended, so `1:23.4` is 83.4, never 83.40000000000001.
 */
export type TimeParseResult = { ok: true; seconds: number } | { ok: false; message: string };

const TIME = /^(?:(?:(\d+):)?(\d+):)?(\d+)(?:\.(\d+))?$/;

export function parseTime(input: string): TimeParseResult {
  // "12." and ".5" are what a hand types halfway to 12.5 or for half a second: read as 12 and 0.5.
  const text = input
    .trim()
    .replace(',', '.')
    .replace(/(\d)\.$/, '$1')
    .replace(/(^|:)\.(?=\d)/, '$10.');
  if (text === '') return { ok: false, message: 'Enter a time, like 1:23.4 or 83.4' };
  const match = TIME.exec(text);
  if (!match) return { ok: false, message: `“${input.trim()}” is not a time; use 1:23.4 or 83.4` };
  const [, hours, minutes, secs = '0', fraction] = match;
  if ((minutes !== undefined || hours !== undefined) && Number(secs) >= 60) {
    return { ok: false, message: 'Seconds must be below 60 in m:ss' };
  }
  if (hours !== undefined && Number(minutes) >= 60) return { ok: false, message: 'Minutes must be below 60 in h:mm:ss' };
  const whole = Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(secs);
  return { ok: true, seconds: fraction ? Number(`${whole}.${fraction}`) : whole };
}

/**
 * 83.4 → "1:23.4", 3725.25 → "1:02:05.25", 5 → "0:05". Up to millisecond precision, no trailing zeros
 * beyond `minDecimals` (a column of times pads each to the same decimals, so that they line up).
 */
export function formatTime(totalSeconds: number, minDecimals = 0): string {
  const safe = Math.max(0, totalSeconds);
  const millis = Math.round(safe * 1000);
  const whole = Math.floor(millis / 1000);
  const fraction = String(millis % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '')
    .padEnd(Math.min(3, minDecimals), '0');
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0') + (fraction ? `.${fraction}` : '');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** The decimals `formatTime` writes for these times at most (0 to 3): what a column of them pads to. */
export function decimalsOf(times: readonly number[]): number {
  let most = 0;
  for (const seconds of times) most = Math.max(most, formatTime(seconds).split('.')[1]?.length ?? 0);
  return most;
}

const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Spoken form for screen readers: "1 minute 23.4 seconds", "1 hour 2 minutes 3 seconds". */
export function speakTime(totalSeconds: number): string {
  const millis = Math.round(Math.max(0, totalSeconds) * 1000);
  const hours = Math.floor(millis / 3600000);
  const minutes = Math.floor((millis % 3600000) / 60000);
  const seconds = (millis % 60000) / 1000;
  const parts = [hours > 0 ? counted(hours, 'hour') : '', hours > 0 || minutes > 0 ? counted(minutes, 'minute') : ''];
  return [...parts.filter(Boolean), counted(seconds, 'second')].join(' ');
}
