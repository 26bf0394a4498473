import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../audit/audit.js';
import type { Db, Tx } from '../../db/client.js';
import { entities, entityLinks, episodes, podcasts, soundbites } from '../../db/schema.js';
import { badRequest, conflict, notFound, ApiError } from '../../lib/errors.js';
import { shortId } from '../../lib/ids.js';
import { likePattern, orderBy, pageWindow } from '../../lib/pagination.js';
import { soundbiteSharePreview } from '../../lib/share-preview.js';
import { assertVersion, nextVersion } from '../../lib/precondition.js';
import { toLinkedEntity, toSoundbite, type SoundbiteDto } from '../../lib/schemas.js';
import { selectSoundbiteView, toPublicSoundbite } from '../../lib/soundbite-view.js';

type SoundbiteRow = typeof soundbites.$inferSelect;
type SoundbiteStatus = SoundbiteRow['status'];

export interface SoundbiteListQuery {
  page: number;
  pageSize: number;
  sort: string;
  q?: string | undefined;
  status?: SoundbiteStatus | undefined;
  source?: SoundbiteRow['source'] | undefined;
  podcastId?: string | undefined;
  episodeId?: string | undefined;
}

const SORT_COLUMNS = {
  createdAt: soundbites.createdAt,
  updatedAt: soundbites.updatedAt,
  startSeconds: soundbites.startSeconds,
  durationSeconds: soundbites.durationSeconds,
  // An untitled soundbite is listed by its episode ("Untitled moment from <episode>"): after the
  // titled ones in either direction, in the order of its episode's title.
  title: sql`nullif(lower(${soundbites.title}), '')`,
  status: soundbites.status,
};

export async function listSoundbites(db: Db, query: SoundbiteListQuery) {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(soundbites.status, query.status) : undefined,
    query.source ? eq(soundbites.source, query.source) : undefined,
    query.podcastId ? eq(episodes.podcastId, query.podcastId) : undefined,
    query.episodeId ? eq(soundbites.episodeId, query.episodeId) : undefined,
    query.q
      ? or(ilike(soundbites.title, likePattern(query.q)), ilike(episodes.title, likePattern(query.q)), eq(soundbites.id, query.q))
      : undefined,
  ];
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ soundbite: soundbites, episodeTitle: episodes.title, podcastId: podcasts.id, podcastTitle: podcasts.title })
      .from(soundbites)
      .innerJoin(episodes, eq(episodes.id, soundbites.episodeId))
      .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
      .where(where)
      .orderBy(
        ...orderBy(
          query.sort as keyof typeof SORT_COLUMNS,
          SORT_COLUMNS,
          soundbites.id,
          query.sort?.endsWith('title') ? sql`lower(${episodes.title})` : undefined,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(soundbites).innerJoin(episodes, eq(episodes.id, soundbites.episodeId)).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...toSoundbite(row.soundbite),
      podcastId: row.podcastId,
      podcastTitle: row.podcastTitle,
      episodeTitle: row.episodeTitle,
    })),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The ops view of one soundbite: the public view plus status, authorship and people. */
export async function getSoundbiteDetail(db: Db | Tx, id: string) {
  const [row] = await selectSoundbiteView(db).where(eq(soundbites.id, id));
  if (!row) throw notFound(`Soundbite ${id}`);
  const people = await db
    .select({ link: entityLinks, entity: entities })
    .from(entityLinks)
    .innerJoin(entities, eq(entities.id, entityLinks.entityId))
    .where(eq(entityLinks.soundbiteId, id))
    .orderBy(asc(entityLinks.group), asc(entities.name));
  const view = toPublicSoundbite(row);
  return {
    ...toSoundbite(row.soundbite),
    shareUrl: view.shareUrl,
    episode: view.episode,
    podcast: view.podcast,
    excerpt: view.excerpt,
    people: people.map(({ link, entity }) => toLinkedEntity(link, entity)),
    sharePreview: soundbiteSharePreview(view),
  };
}

/**
 * A range must start at 0 or later, last more than 0 s and, when the episode's
 * length is known, end inside it. `field` is the one the caller changed, so the
 * 400 names what to fix.
 */
function assertRangeInsideEpisode(
  range: { startSeconds: number; durationSeconds: number },
  episodeDurationSeconds: number | null,
  field: 'startSeconds' | 'durationSeconds',
) {
  if (episodeDurationSeconds === null || episodeDurationSeconds <= 0) return;
  if (range.startSeconds >= episodeDurationSeconds) {
    throw badRequest('The soundbite starts after the episode ends', [
      { field: 'startSeconds', message: `Must be less than the episode's ${episodeDurationSeconds} s` },
    ]);
  }
  const end = range.startSeconds + range.durationSeconds;
  if (end > episodeDurationSeconds) {
    throw badRequest('The soundbite ends after the episode ends', [
      { field, message: `Start + duration (${end} s) exceeds the episode's ${episodeDurationSeconds} s` },
    ]);
  }
}

export async function createStaffSoundbite(
  db: Db,
  actor: Actor,
  episodeId: string,
  input: { title: string; startSeconds: number; durationSeconds: number; status: SoundbiteStatus },
) {
  return db.transaction(async (tx) => {
    const [episode] = await tx
      .select({ id: episodes.id, durationSeconds: episodes.durationSeconds })
      .from(episodes)
      .where(eq(episodes.id, episodeId));
    if (!episode) throw notFound(`Episode ${episodeId}`);
    assertRangeInsideEpisode(input, episode.durationSeconds, 'durationSeconds');
    const [created] = await tx
      .insert(soundbites)
      .values({
        id: shortId(),
        episodeId,
        title: input.title,
        startSeconds: input.startSeconds,
        durationSeconds: input.durationSeconds,
        status: input.status,
        source: 'staff',
        createdBy: actor.email ?? actor.uid,
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'soundbite.create',
      recordType: 'soundbite',
      recordId: created!.id,
      after: toSoundbite(created!),
    });
    return getSoundbiteDetail(tx, created!.id);
  });
}

async function lockSoundbite(tx: Tx, id: string) {
  const [row] = await tx
    .select({ soundbite: soundbites, episodeDurationSeconds: episodes.durationSeconds })
    .from(soundbites)
    .innerJoin(episodes, eq(episodes.id, soundbites.episodeId))
    .where(eq(soundbites.id, id))
    .for('update', { of: soundbites });
  if (!row) throw notFound(`Soundbite ${id}`);
  return row;
}

export interface SoundbitePatch {
  title?: string | undefined;
  startSeconds?: number | undefined;
  durationSeconds?: number | undefined;
  status?: SoundbiteStatus | undefined;
}

export async function updateSoundbite(
  db: Db,
  actor: Actor,
  id: string,
  patch: SoundbitePatch,
  action = 'soundbite.update',
  ifMatch?: string,
) {
  return db.transaction(async (tx) => {
    const { soundbite: before, episodeDurationSeconds } = await lockSoundbite(tx, id);
    await assertVersion(ifMatch, before.updatedAt, () => getSoundbiteDetail(tx, id));
    const next = {
      title: patch.title ?? before.title,
      startSeconds: patch.startSeconds ?? before.startSeconds,
      durationSeconds: patch.durationSeconds ?? before.durationSeconds,
      status: patch.status ?? before.status,
    };
    if (patch.startSeconds !== undefined || patch.durationSeconds !== undefined) {
      assertRangeInsideEpisode(next, episodeDurationSeconds, patch.durationSeconds !== undefined ? 'durationSeconds' : 'startSeconds');
    }
    const changed = (Object.keys(next) as (keyof typeof next)[]).some((key) => next[key] !== before[key]);
    if (changed) {
      const [after] = await tx
        .update(soundbites)
        .set({ ...next, updatedAt: nextVersion(before.updatedAt) })
        .where(eq(soundbites.id, id))
        .returning();
      await writeAudit(tx, actor, {
        action,
        recordType: 'soundbite',
        recordId: id,
        before: toSoundbite(before),
        after: toSoundbite(after!),
      });
    }
    return getSoundbiteDetail(tx, id);
  });
}

/**
 * Deletes a soundbite made by staff: a draft made by mistake, or one no longer wanted. The audit keeps
 * what it was. One from a feed is refused: the feed's next refresh would bring it back, so it is hidden.
 */
export async function deleteSoundbite(db: Db, actor: Actor, id: string, ifMatch?: string) {
  return db.transaction(async (tx) => {
    const { soundbite } = await lockSoundbite(tx, id);
    await assertVersion(ifMatch, soundbite.updatedAt, () => getSoundbiteDetail(tx, id));
    if (soundbite.source === 'feed') {
      throw conflict('A soundbite from a feed cannot be deleted: its next refresh would bring it back. Hide it instead.');
    }
    await tx.delete(soundbites).where(eq(soundbites.id, id));
    await writeAudit(tx, actor, { action: 'soundbite.delete', recordType: 'soundbite', recordId: id, before: toSoundbite(soundbite) });
    return { id, title: soundbite.title, status: soundbite.status };
  });
}

/**
 * All or nothing: an unknown id fails the whole change before anything is written. With `onlyIf`,
 * only the soundbites whose status is that now are changed (an undo must not undo a later change).
 */
export async function setSoundbiteStatuses(db: Db, actor: Actor, ids: string[], status: SoundbiteStatus, onlyIf?: SoundbiteStatus) {
  return db.transaction(async (tx) => {
    const current = await tx.select().from(soundbites).where(inArray(soundbites.id, ids)).orderBy(asc(soundbites.id)).for('update');
    const found = new Set(current.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new ApiError(404, 'not_found', `Soundbite ${missing[0]} not found; nothing was changed`, {
        missingIds: missing,
      });
    }
    const toChange = current.filter((row) => row.status !== status && (onlyIf === undefined || row.status === onlyIf));
    let updated: SoundbiteRow[] = [];
    if (toChange.length > 0) {
      updated = await tx
        .update(soundbites)
        .set({ status, updatedAt: new Date() })
        .where(
          inArray(
            soundbites.id,
            toChange.map((row) => row.id),
          ),
        )
        .returning();
      const afterById = new Map(updated.map((row) => [row.id, row]));
      await writeAudit(
        tx,
        actor,
        toChange.map((before) => ({
          action: 'soundbite.bulk_status',
          recordType: 'soundbite' as const,
          recordId: before.id,
          before: toSoundbite(before),
          after: toSoundbite(afterById.get(before.id)!),
        })),
      );
    }
    const byId = new Map<string, SoundbiteDto>(current.map((row) => [row.id, toSoundbite(row)]));
    for (const row of updated) byId.set(row.id, toSoundbite(row));
    return {
      items: ids.map((id) => byId.get(id)!),
      changed: updated.length,
      previous: toChange.map((row) => ({ id: row.id, status: row.status })),
    };
  });
}
