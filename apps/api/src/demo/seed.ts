import { and, count, eq, inArray } from 'drizzle-orm';
import { SYSTEM_ACTOR, writeAudit, type AuditEntry } from '../audit/audit.js';
import type { Database, Tx } from '../db/client.js';
import { auditEvents, entities, entityLinks, episodes, podcasts, soundbites } from '../db/schema.js';
import type { Env } from '../env.js';
import { importFeed } from '../ingest/import.js';
import { shortId } from '../lib/ids.js';
import { toEntity, toSoundbite } from '../lib/schemas.js';
import { DEMO_FEED_PATH } from './assets.js';
import { loadDemoManifest, type DemoManifest } from './manifest.js';

/** Marks the demo podcast as curated, so a later start never redoes (or undoes) staff decisions. */
export const DEMO_SEED_ACTION = 'demo.seed';

export interface SeedDemoOptions {
  /** Origin of this very server, as it can reach itself (e.g. http://localhost:8080). */
  origin: string;
}

/**
 * Seeds the demo podcast into an empty database: imports its feed through the real importer,
 * publishes the feed's soundbites (so the landing page has featured ones), adds two staff picks
 * and a topic, all audited as the system.
 *
 * The feed, audio and transcripts are served by this same server under /demo/*, so call this
 * only AFTER the server listens, with `origin` set to where it listens.
 *
 * Idempotent: a database with other podcasts is left alone, and a demo podcast that was
 * already curated is not touched again (staff may have hidden or edited its soundbites since).
 */
export async function seedDemo(deps: { database: Database; env: Env }, options: SeedDemoOptions): Promise<{ seeded: boolean }> {
  const manifest = loadDemoManifest();
  const { db } = deps.database;

  const feedUrl = `${options.origin.replace(/\/+$/, '')}${DEMO_FEED_PATH}`;
  // The feed lives on this server, which is a private address by definition.
  const importDeps = { ...deps, env: { ...deps.env, ALLOW_PRIVATE_FEED_HOSTS: true } };

  let podcast = await findDemoPodcast(deps.database, manifest);
  let imported = false;
  if (!podcast) {
    const [{ podcastCount } = { podcastCount: 0 }] = await db.select({ podcastCount: count() }).from(podcasts);
    if (podcastCount > 0) return { seeded: false };
    const result = await importFeed(importDeps, { feedUrl, actor: SYSTEM_ACTOR });
    imported = true;
    podcast = { id: result.podcastId, feedUrl };
  } else if (podcast.feedUrl !== feedUrl && new URL(podcast.feedUrl).pathname === DEMO_FEED_PATH) {
    // The server now listens elsewhere (another PORT on the same data): the stored feed and audio
    // addresses point at the old one, so the feed would fail and nothing would play.
    await moveDemoFeed(deps.database, podcast, feedUrl);
    await importFeed(importDeps, { feedUrl, actor: SYSTEM_ACTOR });
    imported = true;
  }
  const curated = await curate(deps.database, manifest, podcast.id);
  return { seeded: imported || curated };
}

async function moveDemoFeed(database: Database, podcast: { id: string; feedUrl: string }, feedUrl: string) {
  await database.db.transaction(async (tx) => {
    await tx.update(podcasts).set({ feedUrl }).where(eq(podcasts.id, podcast.id));
    await writeAudit(tx, SYSTEM_ACTOR, {
      action: 'podcast.update',
      recordType: 'podcast',
      recordId: podcast.id,
      before: { feedUrl: podcast.feedUrl },
      after: { feedUrl },
    });
  });
}

async function findDemoPodcast(database: Database, manifest: DemoManifest) {
  const [podcast] = await database.db
    .select({ id: podcasts.id, feedUrl: podcasts.feedUrl })
    .from(podcasts)
    .where(eq(podcasts.podcastGuid, manifest.show.guid))
    .limit(1);
  return podcast ?? null;
}

/** One transaction, under a lock on the podcast, so two processes starting together curate once. */
async function curate(database: Database, manifest: DemoManifest, podcastId: string): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [podcast] = await tx.select({ title: podcasts.title }).from(podcasts).where(eq(podcasts.id, podcastId)).for('update');
    const [marker] = await tx
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, DEMO_SEED_ACTION), eq(auditEvents.recordType, 'podcast'), eq(auditEvents.recordId, podcastId)))
      .limit(1);
    if (marker) return false;

    const audit: AuditEntry[] = [];
    const episodeRows = await tx.select({ id: episodes.id, guid: episodes.guid }).from(episodes).where(eq(episodes.podcastId, podcastId));
    const episodeIdByGuid = new Map(episodeRows.map((e) => [e.guid, e.id]));

    const drafts = await tx
      .select()
      .from(soundbites)
      .where(
        and(
          inArray(
            soundbites.episodeId,
            episodeRows.map((e) => e.id),
          ),
          eq(soundbites.source, 'feed'),
          eq(soundbites.status, 'draft'),
        ),
      );
    if (drafts.length > 0) {
      const published = await tx
        .update(soundbites)
        .set({ status: 'published', updatedAt: new Date() })
        .where(
          inArray(
            soundbites.id,
            drafts.map((s) => s.id),
          ),
        )
        .returning();
      const publishedById = new Map(published.map((s) => [s.id, s]));
      for (const before of drafts) {
        audit.push({
          action: 'soundbite.publish',
          recordType: 'soundbite',
          recordId: before.id,
          before: toSoundbite(before),
          after: toSoundbite(publishedById.get(before.id)!),
        });
      }
    }

    const staffPicks = [];
    for (const pick of manifest.staffSoundbites) {
      const episodeId = episodeIdByGuid.get(pick.episodeGuid);
      if (!episodeId) throw new Error(`The demo feed has no episode ${pick.episodeGuid}`);
      const [created] = await tx
        .insert(soundbites)
        .values({
          id: shortId(),
          episodeId,
          title: pick.title,
          startSeconds: pick.startSeconds,
          durationSeconds: pick.durationSeconds,
          source: 'staff',
          status: 'published',
          createdBy: SYSTEM_ACTOR.email,
        })
        .returning();
      staffPicks.push(created!);
      audit.push({ action: 'soundbite.create', recordType: 'soundbite', recordId: created!.id, after: toSoundbite(created!) });
      await linkSpeakers(tx, manifest, pick, created!.id, episodeId);
    }

    const [topic] = await tx
      .insert(entities)
      .values({ kind: 'topic', name: manifest.topic.name, description: manifest.topic.description, createdBy: SYSTEM_ACTOR.email })
      .returning();
    audit.push({ action: 'entity.create', recordType: 'entity', recordId: topic!.id, after: toEntity(topic!) });
    await tx
      .insert(entityLinks)
      .values([
        { entityId: topic!.id, podcastId, role: 'topic', group: 'topic', source: 'staff' },
        ...staffPicks.map((s) => ({ entityId: topic!.id, soundbiteId: s.id, role: 'topic', group: 'topic', source: 'staff' as const })),
      ]);

    audit.push({
      action: DEMO_SEED_ACTION,
      recordType: 'podcast',
      recordId: podcastId,
      // The title names the podcast in the activity list.
      after: { title: podcast?.title, publishedFeedSoundbites: drafts.length, staffSoundbites: staffPicks.length, topic: topic!.name },
    });
    await writeAudit(tx, SYSTEM_ACTOR, audit);
    return true;
  });
}

/** The people heard in a staff pick, found among the episode's people by the transcript's speaker names. */
async function linkSpeakers(
  tx: Tx,
  manifest: DemoManifest,
  pick: DemoManifest['staffSoundbites'][number],
  soundbiteId: string,
  episodeId: string,
) {
  const episode = manifest.episodes.find((e) => e.guid === pick.episodeGuid)!;
  const speakers = [...new Set(episode.sentences.slice(pick.fromSentence, pick.toSentence + 1).map((s) => s.speaker))];
  const people = await tx
    .select({ entityId: entities.id, role: entityLinks.role, group: entityLinks.group })
    .from(entityLinks)
    .innerJoin(entities, eq(entities.id, entityLinks.entityId))
    .where(and(eq(entityLinks.episodeId, episodeId), eq(entities.kind, 'person'), inArray(entities.name, speakers)));
  const byEntity = new Map(people.map((p) => [p.entityId, p]));
  if (byEntity.size === 0) return;
  await tx
    .insert(entityLinks)
    .values(
      [...byEntity.values()].map((p) => ({ entityId: p.entityId, soundbiteId, role: p.role, group: p.group, source: 'staff' as const })),
    );
}
