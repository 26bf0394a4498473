import { and, asc, count, eq, ilike, inArray, isNull, ne, not, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { writeAudit, type Actor } from '../../audit/audit.js';
import type { Db, Tx } from '../../db/client.js';
import { entities, entityLinkKey, entityLinks, episodes, podcasts, soundbites } from '../../db/schema.js';
import { ApiError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { likePattern, orderBy, pageWindow } from '../../lib/pagination.js';
import { assertVersion, nextVersion } from '../../lib/precondition.js';
import { toEntity } from '../../lib/schemas.js';
import { changedFields } from '../../lib/changes.js';
import { LINKS_WITH_PODCAST, LIST_PODCAST_TITLES, podcastTitlesOf } from '../../lib/entity-podcasts.js';

type EntityRow = typeof entities.$inferSelect;
type LinkRow = typeof entityLinks.$inferSelect;

// Table-qualified by hand: Drizzle leaves columns unqualified in single-table selects.
const linkCount = sql<number>`(select count(*)::int from entity_links l where l.entity_id = "entities"."id")`;

/** The titles of the podcasts an entity is linked with: what tells two people of the same name apart. */
const podcastTitles = podcastTitlesOf(sql.raw('"entities"."id"'));

const hasLinks = sql`exists (select 1 from entity_links l where l.entity_id = "entities"."id")`;

const linkedWithPodcast = (podcastId: string) =>
  sql`exists (select 1 from ${LINKS_WITH_PODCAST} where l.entity_id = "entities"."id" and lp.linked_podcast_id = ${podcastId})`;

const SORT_COLUMNS = {
  name: sql`lower(${entities.name})`,
  kind: entities.kind,
  createdAt: entities.createdAt,
  updatedAt: entities.updatedAt,
};

/** A row of `select({ entity, linkCount, podcastTitles })` as the lists show it. */
function toListItem(row: { entity: EntityRow; linkCount: number; podcastTitles: string[] }) {
  return {
    ...toEntity(row.entity),
    linkCount: row.linkCount,
    podcastTitles: row.podcastTitles.slice(0, LIST_PODCAST_TITLES),
    podcastCount: row.podcastTitles.length,
  };
}

export interface EntityListQuery {
  page: number;
  pageSize: number;
  sort: string;
  q?: string | undefined;
  kind?: EntityRow['kind'] | undefined;
  podcastId?: string | undefined;
  includeMerged?: boolean | undefined;
  linked?: boolean | undefined;
}

export async function listEntities(db: Db, query: EntityListQuery) {
  const where = and(
    query.kind ? eq(entities.kind, query.kind) : undefined,
    query.podcastId ? linkedWithPodcast(query.podcastId) : undefined,
    // Every word, in any order: "curry adam" finds Adam Curry.
    ...(query.q ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => ilike(entities.name, likePattern(word))),
    query.includeMerged ? undefined : isNull(entities.mergedIntoId),
    query.linked === undefined ? undefined : query.linked ? hasLinks : not(hasLinks),
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ entity: entities, linkCount, podcastTitles })
      .from(entities)
      .where(where)
      .orderBy(...orderBy(query.sort as keyof typeof SORT_COLUMNS, SORT_COLUMNS, entities.id, SORT_COLUMNS.name))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(entities).where(where),
  ]);
  return {
    items: rows.map(toListItem),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** How alike two names must be (pg_trgm's similarity, 0 to 1) to be shown as a possible duplicate. */
const SIMILAR_NAME = 0.5;
const SIMILAR_LIMIT = 5;

/**
 * Other entities of the same kind whose names are much alike ("Adam Curry", "Curry, Adam", "Dr. Adam
 * Curry"), most alike first: what a feed's people and staff's typing make twice, to be merged.
 */
export async function similarEntities(db: Db, id: string) {
  const [entity] = await db.select().from(entities).where(eq(entities.id, id)).limit(1);
  if (!entity) throw notFound(`Entity ${id}`);
  const likeness = sql<number>`similarity(lower(${entities.name}), lower(${entity.name}))`;
  const rows = await db
    .select({ entity: entities, linkCount, podcastTitles })
    .from(entities)
    .where(
      and(eq(entities.kind, entity.kind), isNull(entities.mergedIntoId), ne(entities.id, entity.id), sql`${likeness} >= ${SIMILAR_NAME}`),
    )
    .orderBy(sql`${likeness} desc`, asc(entities.name), asc(entities.id))
    .limit(SIMILAR_LIMIT);
  return { items: rows.map(toListItem) };
}

function targetOf(link: Pick<LinkRow, 'podcastId' | 'episodeId' | 'soundbiteId'>) {
  if (link.podcastId) return { type: 'podcast' as const, id: link.podcastId };
  if (link.episodeId) return { type: 'episode' as const, id: link.episodeId };
  return { type: 'soundbite' as const, id: link.soundbiteId! };
}

const soundbiteEpisodes = alias(episodes, 'soundbite_episode');
const ownerPodcasts = alias(podcasts, 'owner_podcast');

/**
 * Links with the title of the record each one points at, and for an episode or a soundbite the
 * podcast it belongs to: feeds reuse episode titles ("Episode 1"), which alone tell nothing apart.
 */
export async function linksWithTitles(db: Db | Tx, where: SQL) {
  const rows = await db
    .select({
      link: entityLinks,
      podcastTitle: podcasts.title,
      episodeTitle: episodes.title,
      soundbiteTitle: soundbites.title,
      ownerPodcastTitle: ownerPodcasts.title,
    })
    .from(entityLinks)
    .leftJoin(podcasts, eq(podcasts.id, entityLinks.podcastId))
    .leftJoin(episodes, eq(episodes.id, entityLinks.episodeId))
    .leftJoin(soundbites, eq(soundbites.id, entityLinks.soundbiteId))
    .leftJoin(soundbiteEpisodes, eq(soundbiteEpisodes.id, soundbites.episodeId))
    .leftJoin(ownerPodcasts, eq(ownerPodcasts.id, sql`coalesce(${episodes.podcastId}, ${soundbiteEpisodes.podcastId})`))
    .where(where)
    .orderBy(asc(entityLinks.createdAt), asc(entityLinks.id));
  return rows.map(({ link, podcastTitle, episodeTitle, soundbiteTitle, ownerPodcastTitle }) => ({
    id: link.id,
    role: link.role,
    group: link.group,
    source: link.source,
    createdAt: link.createdAt.toISOString(),
    target: { ...targetOf(link), title: podcastTitle ?? episodeTitle ?? soundbiteTitle ?? '', podcastTitle: ownerPodcastTitle },
  }));
}

export async function getEntityDetail(db: Db | Tx, id: string) {
  const [row] = await db.select().from(entities).where(eq(entities.id, id));
  if (!row) throw notFound(`Entity ${id}`);
  const mergedDuplicates = await db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(eq(entities.mergedIntoId, id))
    .orderBy(entities.name, entities.id);
  return { ...toEntity(row), links: await linksWithTitles(db, eq(entityLinks.entityId, id)), mergedDuplicates };
}

export interface EntityInput {
  kind: EntityRow['kind'];
  name: string;
  description?: string | null | undefined;
  imageUrl?: string | null | undefined;
  href?: string | null | undefined;
}

export async function createEntity(db: Db, actor: Actor, input: EntityInput) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(entities)
      .values({ ...input, createdBy: actor.email ?? actor.uid })
      .returning();
    await writeAudit(tx, actor, {
      action: 'entity.create',
      recordType: 'entity',
      recordId: created!.id,
      after: toEntity(created!),
    });
    return getEntityDetail(tx, created!.id);
  });
}

export async function lockEntity(tx: Tx, id: string) {
  const [row] = await tx.select().from(entities).where(eq(entities.id, id)).for('update');
  if (!row) throw notFound(`Entity ${id}`);
  return row;
}

export function refuseMerged(entity: EntityRow) {
  if (entity.mergedIntoId) {
    throw new ApiError(409, 'entity_merged', `Entity ${entity.id} was merged into ${entity.mergedIntoId}`, {
      mergedIntoId: entity.mergedIntoId,
    });
  }
}

export async function updateEntity(db: Db, actor: Actor, id: string, patch: Partial<EntityInput>, ifMatch?: string) {
  return db.transaction(async (tx) => {
    const before = await lockEntity(tx, id);
    refuseMerged(before);
    await assertVersion(ifMatch, before.updatedAt, () => getEntityDetail(tx, id));
    const changes = changedFields(patch, before);
    if (Object.keys(changes).length > 0) {
      const [after] = await tx
        .update(entities)
        .set({ ...changes, updatedAt: nextVersion(before.updatedAt) })
        .where(eq(entities.id, id))
        .returning();
      await writeAudit(tx, actor, {
        action: 'entity.update',
        recordType: 'entity',
        recordId: id,
        before: toEntity(before),
        after: toEntity(after!),
      });
    }
    return getEntityDetail(tx, id);
  });
}

export interface LinkInput {
  podcastId?: string | undefined;
  episodeId?: string | undefined;
  soundbiteId?: string | undefined;
  role: string;
  group: string;
}

/** The title of the record a new link points at; 404 naming the field when there is no such record. */
async function targetTitle(tx: Tx, input: LinkInput): Promise<string> {
  const [found] = input.podcastId
    ? await tx.select({ title: podcasts.title }).from(podcasts).where(eq(podcasts.id, input.podcastId))
    : input.episodeId
      ? await tx.select({ title: episodes.title }).from(episodes).where(eq(episodes.id, input.episodeId))
      : await tx.select({ title: soundbites.title }).from(soundbites).where(eq(soundbites.id, input.soundbiteId!));
  if (!found) {
    const target = targetOf({
      podcastId: input.podcastId ?? null,
      episodeId: input.episodeId ?? null,
      soundbiteId: input.soundbiteId ?? null,
    });
    const label = target.type[0]!.toUpperCase() + target.type.slice(1);
    throw new ApiError(404, 'not_found', `${label} ${target.id} not found`, [{ field: `${target.type}Id`, message: 'No such record' }]);
  }
  return found.title ?? '';
}

export async function createEntityLink(db: Db, actor: Actor, entityId: string, input: LinkInput) {
  return db.transaction(async (tx) => {
    const entity = await lockEntity(tx, entityId);
    refuseMerged(entity);
    const title = await targetTitle(tx, input);
    const candidate = {
      podcastId: input.podcastId ?? null,
      episodeId: input.episodeId ?? null,
      soundbiteId: input.soundbiteId ?? null,
      role: input.role,
    };
    const existing = await tx.select().from(entityLinks).where(eq(entityLinks.entityId, entityId));
    if (existing.some((link) => entityLinkKey(link) === entityLinkKey({ entityId, ...candidate }))) {
      // Staff read this under the form: names, not ids.
      throw conflict(`${entity.name} is already linked to ${title ? `“${title}”` : `that ${targetOf(candidate).type}`} as ${input.role}`);
    }
    const [link] = await tx
      .insert(entityLinks)
      .values({ entityId, ...candidate, group: input.group, source: 'staff' })
      .returning();
    const [withTitle] = await linksWithTitles(tx, eq(entityLinks.id, link!.id));
    // Names as they were then, so the history reads without looking anything up.
    await writeAudit(tx, actor, {
      action: 'entity.link',
      recordType: 'entity',
      recordId: entityId,
      after: { name: entity.name, link: withTitle! },
    });
    return withTitle!;
  });
}

export async function deleteEntityLink(db: Db, actor: Actor, entityId: string, linkId: string) {
  await db.transaction(async (tx) => {
    const theLink = and(eq(entityLinks.id, linkId), eq(entityLinks.entityId, entityId))!;
    // Read with its title before it goes, for the history.
    const [described] = await linksWithTitles(tx, theLink);
    const [link] = await tx.delete(entityLinks).where(theLink).returning();
    if (!link || !described) throw notFound(`Link ${linkId} of entity ${entityId}`);
    const [entity] = await tx.select({ name: entities.name }).from(entities).where(eq(entities.id, entityId));
    // The next import links the channel's people again, as it always has: it must not take the
    // unchanged body for one whose links are all in place.
    if (link.source === 'feed' && link.podcastId) await tx.update(podcasts).set({ feedHash: null }).where(eq(podcasts.id, link.podcastId));
    await writeAudit(tx, actor, {
      action: 'entity.unlink',
      recordType: 'entity',
      recordId: entityId,
      before: { name: entity?.name, link: described },
    });
  });
}

/**
 * Folds `duplicateId` into `survivorId`: links move over unless the survivor
 * already has the same role on the same record, entities merged into the
 * duplicate earlier now point at the survivor, and the duplicate keeps
 * mergedIntoId so its old URLs can redirect.
 */
export async function mergeEntities(db: Db, actor: Actor, survivorId: string, duplicateId: string) {
  if (survivorId === duplicateId) {
    throw badRequest('An entity cannot be merged into itself', [
      { field: 'duplicateId', message: 'Must differ from the entity in the path' },
    ]);
  }
  return db.transaction(async (tx) => {
    // Lock both rows in id order so two opposite merges cannot deadlock.
    const locked = await tx
      .select()
      .from(entities)
      .where(inArray(entities.id, [survivorId, duplicateId]))
      .orderBy(asc(entities.id))
      .for('update');
    const survivor = locked.find((e) => e.id === survivorId);
    const duplicate = locked.find((e) => e.id === duplicateId);
    if (!survivor) throw notFound(`Entity ${survivorId}`);
    if (!duplicate) {
      throw new ApiError(404, 'not_found', `Entity ${duplicateId} not found`, [{ field: 'duplicateId', message: 'No such entity' }]);
    }
    refuseMerged(survivor);
    refuseMerged(duplicate);
    if (survivor.kind !== duplicate.kind) {
      throw conflict(`Cannot merge a ${duplicate.kind} into a ${survivor.kind}`, [
        { field: 'duplicateId', message: `Kind ${duplicate.kind} differs from ${survivor.kind}` },
      ]);
    }

    const [survivorLinks, duplicateLinks] = await Promise.all([
      tx.select().from(entityLinks).where(eq(entityLinks.entityId, survivorId)),
      tx.select().from(entityLinks).where(eq(entityLinks.entityId, duplicateId)),
    ]);
    // Compared as they will be once moved to the survivor.
    const linkKey = (link: LinkRow) => entityLinkKey({ ...link, entityId: survivorId });
    const present = new Set(survivorLinks.map(linkKey));
    const toMove: string[] = [];
    const toDrop: string[] = [];
    for (const link of duplicateLinks) {
      const key = linkKey(link);
      if (present.has(key)) toDrop.push(link.id);
      else {
        present.add(key);
        toMove.push(link.id);
      }
    }
    if (toDrop.length > 0) await tx.delete(entityLinks).where(inArray(entityLinks.id, toDrop));
    if (toMove.length > 0) {
      await tx.update(entityLinks).set({ entityId: survivorId }).where(inArray(entityLinks.id, toMove));
    }
    const now = new Date();
    const [mergedDuplicate] = await tx
      .update(entities)
      .set({ mergedIntoId: survivorId, updatedAt: now })
      .where(eq(entities.id, duplicateId))
      .returning();
    await tx.update(entities).set({ mergedIntoId: survivorId, updatedAt: now }).where(eq(entities.mergedIntoId, duplicateId));
    await tx.update(entities).set({ updatedAt: now }).where(eq(entities.id, survivorId));

    await writeAudit(tx, actor, [
      {
        action: 'entity.merge',
        recordType: 'entity',
        recordId: survivorId,
        before: { name: survivor.name, linkIds: survivorLinks.map((l) => l.id) },
        after: {
          name: survivor.name,
          mergedFrom: { id: duplicateId, name: duplicate.name },
          movedLinkIds: toMove,
          droppedDuplicateLinkIds: toDrop,
        },
      },
      {
        action: 'entity.merged_into',
        recordType: 'entity',
        recordId: duplicateId,
        before: { ...toEntity(duplicate), links: duplicateLinks },
        after: { ...toEntity(mergedDuplicate!), mergedInto: { id: survivorId, name: survivor.name } },
      },
    ]);
    return getEntityDetail(tx, survivorId);
  });
}
