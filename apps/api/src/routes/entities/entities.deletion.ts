import { and, eq, inArray, sql } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../audit/audit.js';
import type { Db, Tx } from '../../db/client.js';
import { entities, entityLinks, episodes, podcasts } from '../../db/schema.js';
import { toEntity } from '../../lib/schemas.js';
import { linksWithTitles, lockEntity, refuseMerged } from './entities.service.js';

/**
 * Deletes an entity added by mistake, with its links and the duplicates merged into it earlier (kept
 * only so their old addresses could lead here). The audit keeps what it was and what it was linked
 * to. A person a feed names comes back with the feed's next refresh, as a link removed by hand does:
 * the podcasts whose feeds linked it are marked to be read in full then.
 */
export async function deleteEntity(db: Db, actor: Actor, id: string) {
  return db.transaction((tx) => lockAndDelete(tx, actor, id));
}

/**
 * Deletes several at once, all or none: one that is gone or merged fails the lot. They are locked in
 * the order of their ids, so two staff members deleting overlapping sets wait rather than deadlock.
 */
export async function deleteEntities(db: Db, actor: Actor, ids: readonly string[]) {
  return db.transaction(async (tx) => {
    const items = [];
    for (const id of [...ids].sort()) items.push(await lockAndDelete(tx, actor, id));
    return { items, linkCount: items.reduce((sum, item) => sum + item.linkCount, 0) };
  });
}

async function lockAndDelete(tx: Tx, actor: Actor, id: string) {
  const entity = await lockEntity(tx, id);
  refuseMerged(entity);
  const links = await linksWithTitles(tx, eq(entityLinks.entityId, id));
  const feedPodcasts = await tx
    .selectDistinct({ id: podcasts.id })
    .from(entityLinks)
    .leftJoin(episodes, eq(episodes.id, entityLinks.episodeId))
    .innerJoin(podcasts, eq(podcasts.id, sql`coalesce(${entityLinks.podcastId}, ${episodes.podcastId})`))
    .where(and(eq(entityLinks.entityId, id), eq(entityLinks.source, 'feed')));
  if (feedPodcasts.length > 0) {
    await tx
      .update(podcasts)
      .set({ feedHash: null })
      .where(
        inArray(
          podcasts.id,
          feedPodcasts.map((p) => p.id),
        ),
      );
  }
  const merged = await tx.delete(entities).where(eq(entities.mergedIntoId, id)).returning({ id: entities.id });
  await tx.delete(entities).where(eq(entities.id, id));
  await writeAudit(tx, actor, {
    action: 'entity.delete',
    recordType: 'entity',
    recordId: id,
    before: { ...toEntity(entity), links, mergedDuplicates: merged.length },
  });
  return { id, name: entity.name, linkCount: links.length, feedLinkCount: links.filter((link) => link.source === 'feed').length };
}
