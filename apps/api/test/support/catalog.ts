import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.js';
import { entities, entityLinks, episodes, podcasts, soundbites, transcriptSegments, transcripts } from '../../src/db/schema.js';
import { shortId } from '../../src/lib/ids.js';

/**
 * Inserts catalogue records directly, so route tests need no feed import.
 * Every helper makes unique keys itself; pass only what the test cares about.
 */
export async function insertPodcast(db: Db, values: Partial<typeof podcasts.$inferInsert> = {}) {
  const [row] = await db
    .insert(podcasts)
    .values({ feedUrl: `http://127.0.0.1/feeds/${randomUUID()}.xml`, title: 'A podcast', ...values })
    .returning();
  return row!;
}

export async function insertEpisode(db: Db, podcastId: string, values: Partial<typeof episodes.$inferInsert> = {}) {
  const [row] = await db
    .insert(episodes)
    .values({
      podcastId,
      guid: randomUUID(),
      title: 'An episode',
      durationSeconds: 600,
      enclosureUrl: 'http://127.0.0.1/audio/episode.mp3',
      enclosureType: 'audio/mpeg',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
      ...values,
    })
    .returning();
  return row!;
}

export interface SegmentInput {
  start: number;
  end: number;
  text: string;
  speaker?: string;
}

export async function insertTranscript(
  db: Db,
  episodeId: string,
  segments: SegmentInput[],
  values: Partial<typeof transcripts.$inferInsert> = {},
) {
  const [transcript] = await db
    .insert(transcripts)
    .values({
      episodeId,
      url: `http://127.0.0.1/transcripts/${randomUUID()}.srt`,
      mimeType: 'application/srt',
      language: 'en',
      status: 'fetched',
      fetchedAt: new Date(),
      ...values,
    })
    .returning();
  if (segments.length > 0) {
    await db.insert(transcriptSegments).values(
      segments.map((s, position) => ({
        transcriptId: transcript!.id,
        episodeId,
        position,
        startSeconds: s.start,
        endSeconds: s.end,
        speaker: s.speaker ?? null,
        body: s.text,
      })),
    );
  }
  return transcript!;
}

export async function insertSoundbite(db: Db, episodeId: string, values: Partial<typeof soundbites.$inferInsert> = {}) {
  const [row] = await db
    .insert(soundbites)
    .values({
      id: shortId(),
      episodeId,
      startSeconds: 10,
      durationSeconds: 20,
      title: 'A soundbite',
      source: 'feed',
      status: 'published',
      ...values,
    })
    .returning();
  return row!;
}

export async function insertEntity(db: Db, values: Partial<typeof entities.$inferInsert> = {}) {
  const [row] = await db
    .insert(entities)
    .values({ kind: 'person', name: 'Ada Lovelace', ...values })
    .returning();
  return row!;
}

export async function insertEntityLink(db: Db, values: typeof entityLinks.$inferInsert) {
  const [row] = await db.insert(entityLinks).values(values).returning();
  return row!;
}

/** Parses a JSON response body for assertions; tests read fields freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function json(res: Response): Promise<any> {
  return res.json();
}
