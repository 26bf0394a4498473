import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { episodes, followedPodcasts, podcasts, savedSoundbites, soundbites } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import { soundbiteViewColumns, toPublicSoundbite } from '../../lib/soundbite-view.js';

interface Page {
  page: number;
  pageSize: number;
}

export function novaColumns(uid: string) {
  return {
    ...soundbiteViewColumns(),
    saved: sql<boolean>`exists (select 1 from saved_soundbites ss where ss.uid = ${uid} and ss.soundbite_id = "soundbites"."id")`,
    followingPodcast: sql<boolean>`exists (select 1 from followed_podcasts fp where fp.uid = ${uid} and fp.podcast_id = "podcasts"."id")`,
  };
}

type NovaRow = Awaited<ReturnType<typeof feedRows>>[number];

/** Soundbites with their episode and podcast; callers add the conditions (the feed: published only). */
export function feedRows(db: Db, columns: ReturnType<typeof novaColumns>) {
  return db
    .select(columns)
    .from(soundbites)
    .innerJoin(episodes, eq(episodes.id, soundbites.episodeId))
    .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
    .$dynamic();
}

export const toNovaSoundbite = (row: NovaRow) => ({
  ...toPublicSoundbite(row),
  saved: row.saved,
  followingPodcast: row.followingPodcast,
});

/** Followed podcasts first; within each part the newest episodes, then the newest soundbites. */
export async function getFeed(db: Db, uid: string, page: Page) {
  const { limit, offset } = pageWindow(page);
  const columns = novaColumns(uid);
  const [rows, [totalRow]] = await Promise.all([
    feedRows(db, columns)
      .where(eq(soundbites.status, 'published'))
      .orderBy(
        desc(columns.followingPodcast),
        sql`${episodes.publishedAt} desc nulls last`,
        desc(soundbites.createdAt),
        desc(soundbites.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(soundbites).where(eq(soundbites.status, 'published')),
  ]);
  return { items: rows.map(toNovaSoundbite), total: totalRow?.total ?? 0, ...page };
}

export async function listSaved(db: Db, uid: string, page: Page) {
  const { limit, offset } = pageWindow(page);
  const savedByUser = and(eq(savedSoundbites.uid, uid), eq(soundbites.status, 'published'));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(novaColumns(uid))
      .from(savedSoundbites)
      .innerJoin(soundbites, eq(soundbites.id, savedSoundbites.soundbiteId))
      .innerJoin(episodes, eq(episodes.id, soundbites.episodeId))
      .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
      .where(savedByUser)
      .orderBy(desc(savedSoundbites.createdAt), desc(soundbites.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(savedSoundbites)
      .innerJoin(soundbites, eq(soundbites.id, savedSoundbites.soundbiteId))
      .where(savedByUser),
  ]);
  return { items: rows.map(toNovaSoundbite), total: totalRow?.total ?? 0, ...page };
}

/** Saves it now, or at `savedAt` when an Undo puts it back where it was in the listener's Saved. */
export async function saveSoundbite(db: Db, uid: string, soundbiteId: string, savedAt?: string) {
  const [soundbite] = await db
    .select({ id: soundbites.id })
    .from(soundbites)
    .where(and(eq(soundbites.id, soundbiteId), eq(soundbites.status, 'published')));
  if (!soundbite) throw notFound(`Soundbite ${soundbiteId}`);
  await db
    .insert(savedSoundbites)
    .values({ uid, soundbiteId, ...(savedAt ? { createdAt: new Date(savedAt) } : {}) })
    .onConflictDoNothing();
}

/**
 * Unsaving works even after the soundbite was hidden, so nothing gets stuck in a list. Answers when it
 * had been saved (null if it was not), for an Undo to put it back in its place.
 */
export async function unsaveSoundbite(db: Db, uid: string, soundbiteId: string): Promise<{ savedAt: string | null }> {
  const [soundbite] = await db.select({ id: soundbites.id }).from(soundbites).where(eq(soundbites.id, soundbiteId));
  if (!soundbite) throw notFound(`Soundbite ${soundbiteId}`);
  const [removed] = await db
    .delete(savedSoundbites)
    .where(and(eq(savedSoundbites.uid, uid), eq(savedSoundbites.soundbiteId, soundbiteId)))
    .returning({ savedAt: savedSoundbites.createdAt });
  return { savedAt: removed ? removed.savedAt.toISOString() : null };
}

export async function listFollows(db: Db, uid: string) {
  const rows = await db
    .select({ id: podcasts.id, title: podcasts.title, author: podcasts.author, imageUrl: podcasts.imageUrl })
    .from(followedPodcasts)
    .innerJoin(podcasts, eq(podcasts.id, followedPodcasts.podcastId))
    .where(eq(followedPodcasts.uid, uid))
    .orderBy(desc(followedPodcasts.createdAt), desc(podcasts.id));
  return { items: rows };
}

async function assertPodcastExists(db: Db, podcastId: string) {
  const [podcast] = await db.select({ id: podcasts.id }).from(podcasts).where(eq(podcasts.id, podcastId));
  if (!podcast) throw notFound(`Podcast ${podcastId}`);
}

export async function followPodcast(db: Db, uid: string, podcastId: string) {
  await assertPodcastExists(db, podcastId);
  await db.insert(followedPodcasts).values({ uid, podcastId }).onConflictDoNothing();
}

export async function unfollowPodcast(db: Db, uid: string, podcastId: string) {
  await assertPodcastExists(db, podcastId);
  await db.delete(followedPodcasts).where(and(eq(followedPodcasts.uid, uid), eq(followedPodcasts.podcastId, podcastId)));
}
