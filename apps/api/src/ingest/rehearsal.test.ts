import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/support/context.js';
import { rehearseImport } from './rehearsal.js';
import { stopFeedParser } from './parser-thread.js';

describe('the start-up import rehearsal', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await stopFeedParser();
    await ctx.close();
  });

  it('runs the whole import and keeps nothing of it: no podcast, episode, soundbite, audit event, import record or new word', async () => {
    const tables = [
      'podcasts',
      'episodes',
      'soundbites',
      'transcripts',
      'entities',
      'entity_links',
      'audit_events',
      'feed_imports',
      'search_terms',
    ];
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          tables.map(async (t) => [t, (await ctx.database.query<{ n: number }>(`select count(*)::int as n from ${t}`))[0]!.n] as const),
        ),
      );
    // Sequences are not rolled back: the import record's id shows the rehearsal went all the way to the end.
    const lastImportId = async () =>
      (await ctx.database.query<{ id: string | null }>(`select nextval('feed_imports_id_seq')::text as id`))[0]!.id;
    const before = await counts();
    const idBefore = Number(await lastImportId());
    await rehearseImport({ database: ctx.database, env: ctx.env });
    expect(await counts()).toEqual(before);
    expect(Number(await lastImportId())).toBe(idBefore + 2);
  });
});
