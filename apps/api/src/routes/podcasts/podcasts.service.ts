import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../audit/audit.js';
import type { Db, Tx } from '../../db/client.js';
import { entities, entityLinks, podcasts } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { parseFeedUrl } from '../../ingest/safe-fetch.js';
import { feedUrlTakenBy } from '../../ingest/feed-move.js';
import { likePattern, orderBy, pageWindow } from '../../lib/pagination.js';
import { toLinkedEntity, toPodcast } from '../../lib/schemas.js';
import { changedFields } from '../../lib/changes.js';
import { lockFeedImports } from '../../ingest/feed-lock.js';

type PodcastRow = typeof podcasts.$inferSelect;

// Table-qualified by hand: Drizzle leaves columns unqualified in single-table selects,
// where a bare "id" inside the subquery would mean the subquery's own table.
const episodeCount = sql<number>`(select count(*)::int from episodes e where e.podcast_id = "podcasts"."id")`;
const soundbiteCount = sql<number>`(select count(*)::int from soundbites s join episodes e on e.id = s.episode_id where e.podcast_id = "podcasts"."id")`;

const SORT_COLUMNS = {
  title: sql`lower(${podcasts.title})`,
  createdAt: podcasts.createdAt,
  updatedAt: podcasts.updatedAt,
  lastFetchedAt: podcasts.lastFetchedAt,
  status: podcasts.status,
  episodeCount,
  soundbiteCount,
};

export interface PodcastListQuery {
  page: number;
  pageSize: number;
  sort: string;
  q?: string | undefined;
  status?: PodcastRow['status'] | undefined;
}

export async function listPodcasts(db: Db, query: PodcastListQuery) {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(podcasts.status, query.status) : undefined,
    query.q
      ? or(
          ilike(podcasts.title, likePattern(query.q)),
          ilike(podcasts.author, likePattern(query.q)),
          ilike(podcasts.feedUrl, likePattern(query.q)),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ podcast: podcasts, episodeCount, soundbiteCount })
      .from(podcasts)
      .where(where)
      .orderBy(...orderBy(query.sort as keyof typeof SORT_COLUMNS, SORT_COLUMNS, podcasts.id, SORT_COLUMNS.title))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(podcasts).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...toPodcast(row.podcast),
      episodeCount: row.episodeCount,
      soundbiteCount: row.soundbiteCount,
    })),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const publishedSoundbiteCount = sql<number>`(select count(*)::int from soundbites s join episodes e on e.id = s.episode_id
  where e.podcast_id = "podcasts"."id" and s.status = 'published')`;

export async function getPodcastDetail(db: Db | Tx, id: string) {
  const [row] = await db
    .select({ podcast: podcasts, episodeCount, soundbiteCount, publishedSoundbiteCount })
    .from(podcasts)
    .where(eq(podcasts.id, id));
  if (!row) throw notFound(`Podcast ${id}`);
  const people = await db
    .select({ link: entityLinks, entity: entities })
    .from(entityLinks)
    .innerJoin(entities, eq(entities.id, entityLinks.entityId))
    .where(eq(entityLinks.podcastId, id))
    .orderBy(asc(entityLinks.group), asc(entities.name));
  return {
    ...toPodcast(row.podcast),
    episodeCount: row.episodeCount,
    soundbiteCount: row.soundbiteCount,
    publishedSoundbiteCount: row.publishedSoundbiteCount,
    people: people.map(({ link, entity }) => toLinkedEntity(link, entity)),
  };
}

export type PodcastPatch = Partial<
  Pick<PodcastRow, 'title' | 'author' | 'imageUrl' | 'link' | 'language' | 'explicit' | 'feedUrl'> & {
    status: Exclude<PodcastRow['status'], 'failing'>;
  }
>;

/**
 * A new feed address for a podcast, as its imports will fetch it: refused when it is not a usable
 * feed URL, or when another podcast has it. Takes both addresses' import locks (in one order, so
 * two changes never wait on each other), before the podcast's row, as an import does.
 */
async function takeFeedUrl(tx: Tx, id: string, feedUrl: string) {
  const to = parseFeedUrl(feedUrl).href;
  const [current] = await tx.select({ feedUrl: podcasts.feedUrl }).from(podcasts).where(eq(podcasts.id, id));
  if (!current || current.feedUrl === to) return to;
  for (const url of [current.feedUrl, to].sort()) await lockFeedImports(tx, url);
  const [other] = await tx
    .select({ id: podcasts.id, title: podcasts.title, feedUrl: podcasts.feedUrl })
    .from(podcasts)
    .where(and(eq(podcasts.feedUrl, to), ne(podcasts.id, id)));
  if (other) throw feedUrlTakenBy(other);
  return to;
}

export async function updatePodcast(db: Db, actor: Actor, id: string, patch: PodcastPatch) {
  return db.transaction(async (tx) => {
    if (patch.feedUrl !== undefined) patch = { ...patch, feedUrl: await takeFeedUrl(tx, id, patch.feedUrl) };
    const [before] = await tx.select().from(podcasts).where(eq(podcasts.id, id)).for('update');
    if (!before) throw notFound(`Podcast ${id}`);
    // Resuming puts a podcast back on schedule, but not in good health: while its last refresh failed
    // it stays failing (on the dashboard's list), until a refresh succeeds.
    const requested = patch.status === 'active' && before.lastError !== null ? { ...patch, status: 'failing' as const } : patch;
    const changes = changedFields(requested, before);
    if (Object.keys(changes).length > 0) {
      const [after] = await tx
        .update(podcasts)
        // Every field but the status is the feed's: the next import writes the feed's values back, as
        // it always has, so it must not take the unchanged body for one whose values are all in place.
        .set({
          ...changes,
          updatedAt: new Date(),
          ...(Object.keys(changes).some((field) => field !== 'status') ? { feedHash: null } : {}),
          // The old address's validators mean nothing to the new one, which is fetched on the next round.
          ...(changes.feedUrl ? { etag: null, lastModified: null, nextRefreshAt: new Date() } : {}),
        })
        .where(eq(podcasts.id, id))
        .returning();
      await writeAudit(tx, actor, {
        action: changes.status ? `podcast.${changes.status === 'paused' ? 'pause' : 'resume'}` : 'podcast.update',
        recordType: 'podcast',
        recordId: id,
        before: toPodcast(before),
        after: toPodcast(after!),
      });
    }
    return getPodcastDetail(tx, id);
  });
}

/**
 * Deletes a podcast (one added by mistake) with everything that hangs on it: episodes, soundbites,
 * transcripts, chapters, links to people, listeners' saves and follows. The audit keeps what it was.
 * It takes the feed's import lock first, so it waits for an import of the same feed under way, and an
 * import that fetched the feed before the delete does not bring the podcast back (see importBody).
 */
export async function deletePodcast(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ feedUrl: podcasts.feedUrl }).from(podcasts).where(eq(podcasts.id, id));
    if (!found) throw notFound(`Podcast ${id}`);
    await lockFeedImports(tx, found.feedUrl);
    const [row] = await tx
      .select({ podcast: podcasts, episodeCount, soundbiteCount })
      .from(podcasts)
      .where(eq(podcasts.id, id))
      .for('update');
    if (!row) throw notFound(`Podcast ${id}`);
    await tx.delete(podcasts).where(eq(podcasts.id, id));
    const deleted = { id, title: row.podcast.title, episodeCount: row.episodeCount, soundbiteCount: row.soundbiteCount };
    await writeAudit(tx, actor, {
      action: 'podcast.delete',
      recordType: 'podcast',
      recordId: id,
      before: { ...toPodcast(row.podcast), episodeCount: row.episodeCount, soundbiteCount: row.soundbiteCount },
    });
    return deleted;
  });
}
