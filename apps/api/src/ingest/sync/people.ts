import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { auditEvents, entities, entityLinkKey, entityLinks } from '../../db/schema.js';
import { chunks, insertJsonRows } from '../bulk.js';
import type { ParsedPerson } from '../parse-feed.js';
import { feedEpisodeIds, inEpisodes, storedRows, type EpisodeSyncContext } from './context.js';
import { ID_BATCH, syncRows } from './sync-rows.js';

const LINK_FIELDS = ['entityId', 'podcastId', 'episodeId', 'role', 'group', 'source'] as const;
type FeedLink = Pick<typeof entityLinks.$inferSelect, (typeof LINK_FIELDS)[number]>;
type StoredLink = FeedLink & { id: string };

/** A profile link as it identifies someone: http or https, and a trailing slash, make no other person. */
const sameHref = (href: string | null) => (href ?? '').replace(/^https?:\/\//i, '').replace(/\/+$/, '');
const personKey = (p: { name: string; href: string | null }) => `${p.name.toLowerCase()}\u0000${sameHref(p.href)}`;

/**
 * People are entities of kind person, the same person when lower(name) and href match (whether
 * http or https, with a trailing slash or not); a
 * merged duplicate is never linked, the entity it was merged into is. Channel people are
 * linked to the podcast, item people to their episode (an episode without its own people has
 * the podcast's, so nothing is copied onto it). Feed links follow the feed; staff links stay.
 */
export async function syncPeople(ctx: EpisodeSyncContext): Promise<void> {
  const { parsed, podcastId } = ctx;
  const entityIds = await findOrCreatePeople(ctx);

  const wanted = new Map<string, FeedLink>();
  const add = (p: ParsedPerson, target: { podcastId: string | null; episodeId: string | null }) => {
    const link: FeedLink = { entityId: entityIds.get(personKey(p))!, ...target, role: p.role, group: p.group, source: 'feed' };
    // A person named twice in one role on one record (in two groups) is linked once, as first named.
    if (!wanted.has(entityLinkKey(link))) wanted.set(entityLinkKey(link), link);
  };
  for (const p of parsed.podcast.people) add(p, { podcastId, episodeId: null });
  for (const e of parsed.episodes) for (const p of e.people) add(p, { podcastId: null, episodeId: ctx.episodeIds.get(e.guid)! });

  const { tx } = ctx;
  const inFeed = feedEpisodeIds(ctx);
  const stored: StoredLink[] = await storedRows(ctx, () =>
    tx
      .select({
        id: entityLinks.id,
        entityId: entityLinks.entityId,
        podcastId: entityLinks.podcastId,
        episodeId: entityLinks.episodeId,
        role: entityLinks.role,
        group: entityLinks.group,
        source: entityLinks.source,
      })
      .from(entityLinks)
      .where(
        and(
          eq(entityLinks.source, 'feed'),
          inFeed.size === 0
            ? eq(entityLinks.podcastId, podcastId)
            : or(eq(entityLinks.podcastId, podcastId), inEpisodes(entityLinks.episodeId, inFeed)),
        ),
      ),
  );
  const outcome = await syncRows<FeedLink, StoredLink>({
    wanted,
    stored,
    keyOf: entityLinkKey,
    batchSize: ctx.batch.rows,
    changed: (want, have) => want.group !== have.group,
    async update(batch) {
      for (const { want, have } of batch) await tx.update(entityLinks).set({ group: want.group }).where(eq(entityLinks.id, have.id));
      return batch.length;
    },
    async insert(batch) {
      // Staff may have made the same link already: theirs stays.
      const rows = await insertJsonRows(tx, entityLinks, LINK_FIELDS, batch, sql.raw('on conflict do nothing returning id'));
      return rows.length;
    },
    inScope: (l) => l.podcastId !== null || (l.episodeId !== null && inFeed.has(l.episodeId)),
    async retire(batch) {
      await tx.delete(entityLinks).where(
        inArray(
          entityLinks.id,
          batch.map((l) => l.id),
        ),
      );
    },
  });
  ctx.stats.personLinksAdded += outcome.inserted;
  ctx.stats.personLinksRemoved += outcome.retired.length;
}

/** The entity id of every person the feed names, by personKey; the ones not known yet are created. */
async function findOrCreatePeople(ctx: EpisodeSyncContext): Promise<Map<string, string>> {
  const { tx, parsed } = ctx;
  const people = new Map<string, ParsedPerson>();
  for (const p of [...parsed.podcast.people, ...parsed.episodes.flatMap((e) => e.people)]) {
    if (!people.has(personKey(p))) people.set(personKey(p), p);
  }

  const entityIds = new Map<string, string>();
  const lowerNames = [...new Set([...people.values()].map((p) => p.name.toLowerCase()))];
  for (const batch of chunks(lowerNames, ID_BATCH)) {
    const rows = await tx
      .select({ id: entities.id, name: entities.name, href: entities.href, mergedIntoId: entities.mergedIntoId })
      .from(entities)
      .where(and(eq(entities.kind, 'person'), inArray(sql`lower(${entities.name})`, batch)))
      // Where the same person is here twice (made before profile links were compared loosely), the
      // oldest is the feed's, every time: links must not wander between the two from import to import.
      .orderBy(entities.createdAt, entities.id);
    // A merged duplicate points at the entity that survived; never link to the duplicate.
    for (const row of rows.sort((a, b) => Number(a.mergedIntoId !== null) - Number(b.mergedIntoId !== null))) {
      const key = personKey({ name: row.name, href: row.href });
      if (!entityIds.has(key)) entityIds.set(key, row.mergedIntoId ?? row.id);
    }
  }
  const unmatched = [...people.entries()].filter(([key]) => !entityIds.has(key));
  if (unmatched.length > 0) await findRenamedPeople(ctx, new Set(unmatched.map(([key]) => key)), entityIds);
  const missing = unmatched.filter(([key]) => !entityIds.has(key));
  for (const batch of chunks(missing, ctx.batch.rows)) {
    const rows = await tx
      .insert(entities)
      .values(batch.map(([, p]) => ({ kind: 'person' as const, name: p.name, href: p.href, imageUrl: p.imageUrl })))
      .returning({ id: entities.id });
    batch.forEach(([key], i) => entityIds.set(key, rows[i]!.id));
    ctx.stats.peopleCreated += rows.length;
  }
  return entityIds;
}

/**
 * People staff renamed (a misspelt name corrected, "Becky Smith" to "Becky Smyth") are still the feed's
 * people: the feed goes on naming them as before. Found by the name and profile link they had before
 * staff's edit, as the audit keeps it; the newest edit wins. Without this, the next import would make
 * the old name again as a new person and move the feed's links to it.
 */
async function findRenamedPeople(ctx: EpisodeSyncContext, keys: Set<string>, entityIds: Map<string, string>): Promise<void> {
  const lowerNames = [...new Set([...keys].map((key) => key.split('\u0000')[0]!))];
  for (const batch of chunks(lowerNames, ID_BATCH)) {
    const edits = await ctx.tx
      .select({
        id: entities.id,
        mergedIntoId: entities.mergedIntoId,
        name: sql<string>`${auditEvents.before}->>'name'`,
        href: sql<string | null>`${auditEvents.before}->>'href'`,
      })
      .from(auditEvents)
      .innerJoin(entities, sql`${entities.id}::text = ${auditEvents.recordId}`)
      .where(
        and(
          eq(auditEvents.recordType, 'entity'),
          eq(auditEvents.action, 'entity.update'),
          eq(entities.kind, 'person'),
          inArray(sql`lower(${auditEvents.before}->>'name')`, batch),
        ),
      )
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id));
    for (const edit of edits) {
      const key = personKey({ name: edit.name, href: edit.href });
      if (keys.has(key) && !entityIds.has(key)) entityIds.set(key, edit.mergedIntoId ?? edit.id);
    }
  }
}
