import { describe, expect, it } from 'vitest';
import { useImportTestbed } from '../../test/support/import-testbed.js';
import { importFeed } from './import.js';
import { parseFeedDocument } from './parse-feed.js';
import { sampleFeed } from './sample-feed.js';

const actor = { uid: 'staff-uid', email: 'staff@example.com' };
const testbed = useImportTestbed();

describe('long values an import stores', () => {
  it('are compressed with lz4 where the server has it (pglz otherwise) and read back whole', async () => {
    const { database, env } = testbed.ctx;
    const [toast] = await database.query<{ lz4: boolean }>(
      `select 'lz4' = any (enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`,
    );
    const feed = sampleFeed(3);
    testbed.host.serve('/feed.xml', feed, 'application/rss+xml');
    await importFeed({ database, env }, { feedUrl: testbed.host.url('/feed.xml'), actor, enrichmentLimit: 0 });

    const rows = await database.query<{ guid: string; description: string; compression: string | null }>(
      `select guid, description, pg_column_compression(description) as compression from episodes`,
    );
    const parsed = parseFeedDocument(Buffer.from(feed)).episodes;
    expect(new Map(rows.map((row) => [row.guid, row.description]))).toEqual(
      new Map(parsed.map((episode) => [episode.guid, episode.description])),
    );
    const expected = toast?.lz4 ? 'lz4' : 'pglz';
    for (const row of rows) {
      // Show notes of a few kilobytes: long enough that PostgreSQL compresses them.
      expect(row.description.length).toBeGreaterThan(2000);
      expect(row.compression).toBe(expected);
    }
  });
});
