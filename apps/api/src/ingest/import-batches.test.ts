import { describe, expect, it } from 'vitest';
import { useImportTestbed } from '../../test/support/import-testbed.js';
import { sampleFeed } from './sample-feed.js';
import type { Actor } from '../audit/audit.js';
import { importFeed } from './import.js';

const actor: Actor = { uid: 'staff-uid', email: 'staff@example.com' };
/** Three of the parser's 200-item batches: the rows under the first two batches' episodes are written before the third arrives. */
const ITEMS = 450;
/** sampleFeed names 40 guests in turn, and the channel names its host. */
const GUESTS = 40;
const testbed = useImportTestbed();

describe('a feed that spans several parser batches', () => {
  let podcastId: string;
  const count = async (query: string) => Number((await testbed.ctx.database.query<{ n: string }>(query, [podcastId]))[0]!.n);
  const episodeRows = (table: string) =>
    `select count(*) as n from ${table} t join episodes e on e.id = t.episode_id where e.podcast_id = $1`;

  it("writes every batch's soundbites, people and transcript sources, each person once", async () => {
    testbed.host.serve('/batches.xml', sampleFeed(ITEMS), 'application/rss+xml');
    const result = await importFeed(
      { database: testbed.ctx.database, env: testbed.ctx.env },
      { feedUrl: testbed.host.url('/batches.xml'), actor, enrichmentLimit: 0 },
    );
    podcastId = result.podcastId;
    expect(result.stats).toMatchObject({
      episodesCreated: ITEMS,
      soundbitesCreated: 2 * ITEMS,
      transcriptsCreated: ITEMS,
      peopleCreated: GUESTS + 1,
      personLinksAdded: ITEMS + 1,
    });
    expect(await count(episodeRows('soundbites'))).toBe(2 * ITEMS);
    expect(await count(episodeRows('transcripts'))).toBe(ITEMS);
    expect(await count(episodeRows('entity_links'))).toBe(ITEMS);
    expect(await count(`select count(*) as n from entity_links where podcast_id = $1`)).toBe(1);
    // A guest named in items of all three batches is one entity.
    const [guest] = await testbed.ctx.database.query<{ n: string }>(`select count(*) as n from entities where name = 'Guest Number0'`);
    expect(Number(guest!.n)).toBe(1);
  });

  it('retires what items of every batch no longer list, and audits each hidden soundbite', async () => {
    const trimmed = sampleFeed(ITEMS)
      .replace(/<podcast:soundbite startTime="\d+" duration="30"\/>\n/g, '')
      .replace(/<podcast:person role="guest"[^\n]*\n/g, '');
    testbed.host.serve('/batches.xml', trimmed, 'application/rss+xml', { etag: '"trimmed"' });
    const result = await importFeed(
      { database: testbed.ctx.database, env: testbed.ctx.env },
      { feedUrl: testbed.host.url('/batches.xml'), actor, enrichmentLimit: 0 },
    );
    expect(result.stats).toMatchObject({
      episodesCreated: 0,
      episodesUpdated: 0,
      soundbitesCreated: 0,
      soundbitesHidden: ITEMS,
      personLinksAdded: 0,
      personLinksRemoved: ITEMS,
      transcriptsCreated: 0,
      transcriptsRemoved: 0,
    });
    expect(await count(`${episodeRows('soundbites')} and t.status = 'hidden'`)).toBe(ITEMS);
    expect(await count(episodeRows('entity_links'))).toBe(0);
    expect(await count(`select count(*) as n from entity_links where podcast_id = $1`)).toBe(1);
    expect(
      await count(
        `select count(*) as n from audit_events a join soundbites s on s.id = a.record_id
          join episodes e on e.id = s.episode_id where a.action = 'soundbite.hidden' and e.podcast_id = $1`,
      ),
    ).toBe(ITEMS);
  });
});
