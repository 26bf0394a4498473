import { and, eq, inArray, sql } from 'drizzle-orm';
import { soundbites } from '../../db/schema.js';
import { shortId } from '../../lib/ids.js';
import { insertJsonRows } from '../bulk.js';
import { feedEpisodeIds, inEpisodes, storedRows, type EpisodeSyncContext } from './context.js';
import { syncRows } from './sync-rows.js';

const FIELDS = ['id', 'episodeId', 'startSeconds', 'durationSeconds', 'title', 'source', 'status', 'feedKey'] as const;
type NewSoundbite = Omit<Pick<typeof soundbites.$inferInsert, (typeof FIELDS)[number]>, 'id'>;
type StoredSoundbite = Pick<typeof soundbites.$inferSelect, 'id' | 'episodeId' | 'feedKey' | 'title' | 'status'>;

const keyOf = (s: { episodeId: string; feedKey: string | null }) => `${s.episodeId}|${s.feedKey}`;

/**
 * Feed soundbites are keyed by `start:duration` within their episode (exact decimals); new
 * ones are drafts. One gone from an episode still in the feed is hidden, never deleted, so
 * share links keep resolving, and stays hidden if it comes back (a staff decision to hide looks
 * the same). Only drafts follow the feed's title: staff edits win once published or hidden.
 * Returns the soundbites it hid, for the audit log.
 */
export async function syncSoundbites(ctx: EpisodeSyncContext): Promise<StoredSoundbite[]> {
  const { tx, parsed, stats } = ctx;
  const inFeed = feedEpisodeIds(ctx);
  if (inFeed.size === 0) return [];
  const stored: StoredSoundbite[] = await storedRows(ctx, () =>
    tx
      .select({
        id: soundbites.id,
        episodeId: soundbites.episodeId,
        feedKey: soundbites.feedKey,
        title: soundbites.title,
        status: soundbites.status,
      })
      .from(soundbites)
      .where(and(inEpisodes(soundbites.episodeId, inFeed), eq(soundbites.source, 'feed'))),
  );

  const wanted = new Map<string, NewSoundbite>();
  for (const episode of parsed.episodes) {
    const episodeId = ctx.episodeIds.get(episode.guid)!;
    for (const bite of episode.soundbites) {
      const feedKey = `${bite.startSeconds}:${bite.durationSeconds}`;
      wanted.set(keyOf({ episodeId, feedKey }), {
        episodeId,
        startSeconds: bite.startSeconds,
        durationSeconds: bite.durationSeconds,
        title: bite.title,
        source: 'feed',
        status: 'draft',
        feedKey,
      });
    }
  }

  const outcome = await syncRows<NewSoundbite, StoredSoundbite>({
    wanted,
    stored,
    keyOf,
    batchSize: ctx.batch.rows,
    changed: (want, have) => have.status === 'draft' && have.title !== want.title,
    async update(batch) {
      for (const { want, have } of batch) {
        await tx
          .update(soundbites)
          .set({ title: want.title, updatedAt: sql`now()` })
          .where(eq(soundbites.id, have.id));
      }
      return batch.length;
    },
    async insert(batch) {
      const rows = await insertJsonRows(
        tx,
        soundbites,
        FIELDS,
        batch.map((bite) => ({ ...bite, id: shortId() })),
        sql.raw('on conflict do nothing returning id'),
      );
      return rows.length;
    },
    // Episodes that dropped out of a rolling feed keep their soundbites as they are.
    inScope: (s) => s.status !== 'hidden' && inFeed.has(s.episodeId),
    async retire(batch) {
      await tx
        .update(soundbites)
        .set({ status: 'hidden', updatedAt: sql`now()` })
        .where(
          inArray(
            soundbites.id,
            batch.map((s) => s.id),
          ),
        );
    },
  });
  stats.soundbitesCreated += outcome.inserted;
  stats.soundbitesUpdated += outcome.updated;
  stats.soundbitesHidden += outcome.retired.length;
  return outcome.retired;
}
