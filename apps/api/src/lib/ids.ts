import { randomFillSync } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// Random bytes are drawn from the CSPRNG 4 KiB at a time and each byte is used once: an import
// makes thousands of ids, and one call per id cost more than everything else about making them.
const pool = Buffer.alloc(4096);
let next = pool.length;

function randomByte(): number {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  return pool[next++]!;
}

/** Short, URL-safe id (62^10 ≈ 8e17 values) for records that appear in share links. */
export function shortId(length = 10): string {
  let id = '';
  while (id.length < length) {
    const byte = randomByte();
    // 248 = 62 * 4: dropping bytes above it keeps every character equally likely.
    if (byte < 248) id += ALPHABET[byte % 62];
  }
  return id;
}

export const SHORT_ID_PATTERN = /^[0-9A-Za-z]{6,16}$/;
