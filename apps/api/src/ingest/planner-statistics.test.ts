import { describe, expect, it } from 'vitest';
import { useImportTestbed } from '../../test/support/import-testbed.js';
import { importFeed } from './import.js';
import { sampleFeed } from './sample-feed.js';

const actor = { uid: 'staff-uid', email: 'staff@example.com' };
const testbed = useImportTestbed();

const estimates = async () =>
  Object.fromEntries(
    (
      await testbed.ctx.database.query<{ relname: string; reltuples: number }>(
        `select relname, reltuples::float8 as reltuples from pg_class where relname in ('episodes', 'soundbites', 'transcripts', 'entity_links') and relkind = 'r'`,
      )
    ).map((r) => [r.relname, Number(r.reltuples)]),
  );

describe('the planner statistics after an import', () => {
  it('describe a big import’s rows, even when the tables were analyzed before it (the planner would take them for one row)', async () => {
    await testbed.ctx.database.query('analyze episodes, soundbites, transcripts, entity_links');
    expect(await estimates()).toEqual({ episodes: 0, soundbites: 0, transcripts: 0, entity_links: 0 });

    testbed.host.serve('/big.xml', sampleFeed(600), 'application/rss+xml');
    await importFeed(
      { database: testbed.ctx.database, env: testbed.ctx.env },
      { feedUrl: testbed.host.url('/big.xml'), actor, enrichmentLimit: 0 },
    );
    expect(await estimates()).toEqual({ episodes: 600, soundbites: 1200, transcripts: 600, entity_links: 601 });
  });

  it('are left alone after a small import, which cannot mislead the planner much', async () => {
    testbed.host.serve(
      '/small.xml',
      sampleFeed(20, { podcastGuid: 'small-podcast' }).replaceAll('bench-episode-', 'small-episode-'),
      'application/rss+xml',
    );
    await importFeed(
      { database: testbed.ctx.database, env: testbed.ctx.env },
      { feedUrl: testbed.host.url('/small.xml'), actor, enrichmentLimit: 0 },
    );
    expect(await estimates()).toEqual({ episodes: 600, soundbites: 1200, transcripts: 600, entity_links: 601 });
  });
});
