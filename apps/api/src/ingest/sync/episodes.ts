import { createHash } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { episodes } from '../../db/schema.js';
import { chunks, insertSerializedRows } from '../bulk.js';
import {
  EPISODE_FEED_FIELDS as FEED_FIELDS,
  EPISODE_ROW_FIELDS,
  EPISODE_SEARCH_VECTOR,
  rowDescription,
  type WritableEpisode,
} from '../episode-rows.js';
import type { FeedStream } from '../parser-thread.js';
import type { FeedEpisode, SyncContext } from './context.js';
import { ID_BATCH, syncRows, type Change } from './sync-rows.js';

type FeedField = (typeof FEED_FIELDS)[number];
type StoredEpisode = { id: string; guid: string; fingerprint: string | null } & Record<FeedField, unknown>;

/** Show notes are most of a feed's bytes: they are compared by hash and never read back. */
const md5 = (text: string | null) => (text === null ? null : createHash('md5').update(text).digest('hex'));
const storedValue = (field: FeedField): SQL | (typeof episodes)[FeedField] =>
  field === 'description' ? sql<string | null>`md5(${episodes.description})` : episodes[field];
const comparable = (value: unknown) => (value instanceof Date ? value.getTime() : value);

const COLUMNS = FEED_FIELDS.map((field) => episodes[field].name);
const ON_CONFLICT = sql.raw(`on conflict (podcast_id, guid) do update set
    ${[...COLUMNS, 'fingerprint', EPISODE_SEARCH_VECTOR.column].map((c) => `${c} = excluded.${c}`).join(', ')},
    updated_at = now(),
    -- A new chapters URL means the stored chapters belong to the old one.
    chapters = case when episodes.chapters_url is distinct from excluded.chapters_url then null else episodes.chapters end
  -- Unchanged episodes are left alone (should one get here), so RETURNING lists exactly what was created or changed.
  where (${COLUMNS.map((c) => `episodes.${c}`).join(', ')}) is distinct from (${COLUMNS.map((c) => `excluded.${c}`).join(', ')})
  returning id, guid`);

/**
 * Episodes are unique by podcast and guid, and written as the parser hands them over, while it
 * reads the next ones. Unchanged ones are not sent at all: even a no-op upsert makes PostgreSQL
 * compute the row's search vector, which for a big feed costs seconds on every refresh. Episodes
 * that dropped out of a rolling feed stay. Once a batch's episodes are written, `written` gets what
 * the rows under them need of each (not its show notes) with every id known so far by guid, so their
 * soundbites, people and transcripts can be written while the parser reads on. Returns every feed
 * episode's id by guid.
 */
export async function syncEpisodes(
  ctx: SyncContext,
  feed: FeedStream,
  written: (episodes: FeedEpisode[], ids: ReadonlyMap<string, string>) => Promise<void>,
): Promise<Map<string, string>> {
  const { tx, podcastId, stats } = ctx;
  const ids = new Map<string, string>();
  // Read once the first item that changed arrives: a feed whose items are all unchanged needs none of it,
  // and a podcast this import created has none stored.
  let stored: Map<string, StoredEpisode> | null = ctx.created ? new Map() : null;
  const moved: { id: string; fingerprint: string | null }[] = [];
  // A fingerprint alone that changed is no change to the episode.
  const differs = (e: WritableEpisode, row: StoredEpisode) =>
    FEED_FIELDS.some((f) => comparable(f === 'description' ? md5(rowDescription(e)) : e[f]) !== comparable(row[f]));
  const upsert = async (batch: WritableEpisode[]) => {
    const rows = await insertSerializedRows<
      typeof episodes,
      (typeof EPISODE_ROW_FIELDS)[number],
      'podcastId',
      { id: string; guid: string }
    >(tx, episodes, EPISODE_ROW_FIELDS, `[${batch.map((e) => e.row).join(',')}]`, ON_CONFLICT, { podcastId }, [EPISODE_SEARCH_VECTOR]);
    for (const row of rows) ids.set(row.guid, row.id);
    return rows.length;
  };

  let done = 0;
  for await (const batch of feed.batches) {
    stats.soundbitesSkipped += batch.soundbitesSkipped;
    if (batch.episodes.length > 0) {
      stored ??= await storedEpisodes(ctx);
      const wanted = new Map(batch.episodes.map((e) => [e.guid, e]));
      const have = batch.episodes.flatMap((e) => stored!.get(e.guid) ?? []);
      const outcome = await syncRows<WritableEpisode, StoredEpisode>({
        wanted,
        stored: have,
        keyOf: (row) => row.guid,
        batchSize: ctx.batch.episodes,
        changed: differs,
        insert: upsert,
        update: (changes: Change<WritableEpisode, StoredEpisode>[]) => upsert(changes.map((c) => c.want)),
      });
      stats.episodesCreated += outcome.inserted;
      stats.episodesUpdated += outcome.updated;
      for (const row of have) {
        const e = wanted.get(row.guid)!;
        if (!ids.has(row.guid)) ids.set(row.guid, row.id);
        // An item whose text changed without changing the episode (a soundbite, a person, a transcript)
        // still gets its new fingerprint, so that the next import can skip it.
        if (row.fingerprint !== e.fingerprint && !differs(e, row)) moved.push({ id: row.id, fingerprint: e.fingerprint });
      }
      await written(
        batch.episodes.map((e) => ({ guid: e.guid, soundbites: e.soundbites, transcripts: e.transcripts, people: e.people })),
        ids,
      );
    }
    done += batch.items;
    ctx.onProgress?.({ phase: 'writing', done, total: feed.items });
  }
  for (const changes of chunks(moved, ID_BATCH)) {
    await tx.execute(sql`update episodes set fingerprint = x.fingerprint
      from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as x(id uuid, fingerprint text) where episodes.id = x.id`);
  }
  return ids;
}

async function storedEpisodes(ctx: SyncContext): Promise<Map<string, StoredEpisode>> {
  const rows = (await ctx.tx
    .select({
      id: episodes.id,
      guid: episodes.guid,
      fingerprint: episodes.fingerprint,
      ...Object.fromEntries(FEED_FIELDS.map((f) => [f, storedValue(f)])),
    })
    .from(episodes)
    .where(eq(episodes.podcastId, ctx.podcastId))) as StoredEpisode[];
  return new Map(rows.map((row) => [row.guid, row]));
}
