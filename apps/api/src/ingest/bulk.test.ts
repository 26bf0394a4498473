import { describe, expect, it } from 'vitest';
import { storableJson, storableText } from './storable-json.js';

/** What a JSON.stringify replacer applying the rule to every string value gives. */
function byReplacer(value: unknown) {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v !== 'string'
      ? v
      : v.replaceAll('\u0000', '').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

describe('storableJson', () => {
  const texts = [
    'plain',
    'nul\u0000inside\u0000',
    'lone high \uD83D end',
    'lone low \uDE00 end',
    'pair \uD83D\uDE00 ok',
    'low then high \uDE00\uD83D',
    String.raw`a backslash then u0000: \u0000 and \uD800`,
    '\\\u0000\\',
    'quote " and newline \n and tab \t',
  ];

  it('drops NUL and replaces lone surrogates as a per-value replacer would, and nothing else', () => {
    for (const text of texts) {
      const rows = [{ title: text, n: 1, at: new Date(0), none: null, list: [text] }];
      expect(storableJson(rows)).toBe(byReplacer(rows));
      expect(JSON.parse(storableJson(rows))).toEqual(JSON.parse(byReplacer(rows)));
    }
  });

  it('writes each text as storableText gives it', () => {
    for (const text of texts) expect(JSON.parse(storableJson(text))).toBe(storableText(text));
  });

  it('writes no escape PostgreSQL jsonb refuses', () => {
    const json = storableJson(texts);
    expect(json).not.toMatch(/(?<!\\)(?:\\\\)*\\u(?:0000|d[89a-f])/i);
  });
});
