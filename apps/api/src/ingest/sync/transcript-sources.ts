import { eq, inArray, sql } from 'drizzle-orm';
import { transcripts } from '../../db/schema.js';
import { insertJsonRows } from '../bulk.js';
import { feedEpisodeIds, inEpisodes, storedRows, type EpisodeSyncContext } from './context.js';
import { syncRows } from './sync-rows.js';

const FIELDS = ['episodeId', 'url', 'mimeType', 'language', 'rel'] as const;
type TranscriptSource = Pick<typeof transcripts.$inferSelect, (typeof FIELDS)[number]>;
type StoredSource = TranscriptSource & { id: string };

const keyOf = (t: TranscriptSource) => `${t.episodeId}|${t.url}`;

/**
 * Transcript sources are unique by episode and URL; the text itself is fetched after the
 * import commits. A source whose format changes is fetched again; one the feed no longer lists
 * is deleted with its segments, since it would leave stale, duplicate text in search.
 */
export async function syncTranscriptSources(ctx: EpisodeSyncContext): Promise<void> {
  const { tx, parsed, stats } = ctx;
  const inFeed = feedEpisodeIds(ctx);
  if (inFeed.size === 0) return;
  const stored: StoredSource[] = await storedRows(ctx, () =>
    tx
      .select({
        id: transcripts.id,
        episodeId: transcripts.episodeId,
        url: transcripts.url,
        mimeType: transcripts.mimeType,
        language: transcripts.language,
        rel: transcripts.rel,
      })
      .from(transcripts)
      .where(inEpisodes(transcripts.episodeId, inFeed)),
  );

  const wanted = new Map<string, TranscriptSource>();
  for (const episode of parsed.episodes) {
    const episodeId = ctx.episodeIds.get(episode.guid)!;
    for (const source of episode.transcripts) {
      const row = { episodeId, url: source.url, mimeType: source.mimeType, language: source.language, rel: source.rel };
      wanted.set(keyOf(row), row);
    }
  }

  const outcome = await syncRows<TranscriptSource, StoredSource>({
    wanted,
    stored,
    keyOf,
    batchSize: ctx.batch.rows,
    changed: (want, have) => want.mimeType !== have.mimeType || want.language !== have.language || want.rel !== have.rel,
    async update(batch) {
      for (const { want, have } of batch) {
        const formatChanged = want.mimeType !== have.mimeType;
        await tx
          .update(transcripts)
          .set({
            mimeType: want.mimeType,
            language: want.language,
            rel: want.rel,
            updatedAt: sql`now()`,
            ...(formatChanged ? { status: 'pending' as const, error: null } : {}),
          })
          .where(eq(transcripts.id, have.id));
      }
      return batch.length;
    },
    async insert(batch) {
      const rows = await insertJsonRows(tx, transcripts, FIELDS, batch, sql.raw('on conflict do nothing returning id'));
      return rows.length;
    },
    inScope: (t) => inFeed.has(t.episodeId),
    async retire(batch) {
      await tx.delete(transcripts).where(
        inArray(
          transcripts.id,
          batch.map((t) => t.id),
        ),
      );
    },
  });
  stats.transcriptsCreated += outcome.inserted;
  stats.transcriptsRemoved += outcome.retired.length;
}
