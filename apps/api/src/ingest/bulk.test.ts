import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes } from '../db/schema.js';
import { insertPodcast } from '../../test/support/catalog.js';
import { createTestContext, type TestContext } from '../../test/support/context.js';
import { insertSerializedRows } from './bulk.js';
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

  it('writes no escape PostgreSQL jsonb refuses', () => {
    const json = storableJson(texts);
    expect(json).not.toMatch(/(?<!\\)(?:\\\\)*\\u(?:0000|d[89a-f])/i);
  });
});

describe('storableText', () => {
  it('gives a text as storableJson writes it', () => {
    for (const text of ['plain', 'nul\u0000inside\u0000', 'lone \uD83D high', 'lone \uDE00 low', 'pair \uD83D\uDE00', '\\\u0000\\'])
      expect(storableText(text)).toBe(JSON.parse(storableJson(text)));
  });
});

describe('insertSerializedRows', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('writes each row with its own texts, sent as parameters beside the JSON, and the shared values', async () => {
    const podcast = await insertPodcast(ctx.database.db);
    const notes = [
      '<p>Quotes " and \' and a backslash \\ and \\u0000</p>\n<pre>  kept\tas is</pre>',
      null,
      '',
      storableText('nul\u0000dropped, lone \uD83D replaced, pair \uD83C\uDFA7 kept, ünïcödé'),
      'x'.repeat(100_000),
    ];
    const rows = notes.map((_, i) => ({ guid: `g${i}`, title: `Episode ${i}` }));
    const written = await ctx.database.db.transaction((tx) =>
      insertSerializedRows<typeof episodes, 'guid' | 'title', 'podcastId', 'description', { guid: string }>(tx, episodes, {
        json: storableJson(rows),
        fields: ['guid', 'title'],
        texts: { description: notes },
        shared: { podcastId: podcast.id },
        tail: sql.raw('returning guid'),
      }),
    );
    expect(written.map((row) => row.guid).sort()).toEqual(rows.map((row) => row.guid));
    const stored = await ctx.database.query<{ guid: string; title: string; description: string | null; podcast_id: string }>(
      'select guid, title, description, podcast_id from episodes where podcast_id = $1 order by guid',
      [podcast.id],
    );
    expect(stored).toEqual(rows.map((row, i) => ({ ...row, description: notes[i], podcast_id: podcast.id })));
  });
});
