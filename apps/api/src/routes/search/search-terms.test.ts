import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEpisode, insertPodcast } from '../../../test/support/catalog.js';
import { createTestContext, type TestContext } from '../../../test/support/context.js';

describe('the typo dictionary (search_terms)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const count = async (terms: string[]) =>
    Object.fromEntries(
      (
        await ctx.database.query<{ term: string; n: number }>(
          'select term, count(*)::int as n from search_terms where term = any($1) group by term',
          [terms],
        )
      ).map((r) => [r.term, r.n]),
    );

  it('gets each new word of a write once, also on a big dictionary analyzed while it was empty', async () => {
    // Statistics of an empty table once made the new-word lookup scan the whole dictionary per word.
    await ctx.database.query('analyze search_terms');
    await ctx.database.query(`insert into search_terms (term) select 'filler' || n from generate_series(1, 3000) as n`);
    const podcast = await insertPodcast(ctx.database.db, { title: 'Dictionary test' });
    const long = 'w'.repeat(70);
    await insertEpisode(ctx.database.db, podcast.id, { title: `Zebra crossing a ${long}`, description: '<p>Xylophone zebra</p>' });
    await insertEpisode(ctx.database.db, podcast.id, { title: 'Zebra again', description: null });
    expect(await count(['zebra', 'crossing', 'xylophone', 'again', 'a', long, 'filler42'])).toEqual({
      zebra: 1,
      crossing: 1,
      xylophone: 1,
      again: 1,
      filler42: 1,
    });
  });
});
