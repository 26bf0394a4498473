import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Short, URL-safe id (62^10 ≈ 8e17 values) for records that appear in share links. */
export function shortId(length = 10): string {
  const bytes = randomBytes(length * 2);
  let id = '';
  for (let i = 0; i < bytes.length && id.length < length; i++) {
    const byte = bytes[i]!;
    // 248 = 62 * 4: dropping bytes above it keeps every character equally likely.
    if (byte < 248) id += ALPHABET[byte % 62];
  }
  return id.length === length ? id : shortId(length);
}

export const SHORT_ID_PATTERN = /^[0-9A-Za-z]{6,16}$/;
