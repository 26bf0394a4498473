import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Chapter } from '../db/schema.js';
import { episodes, transcriptSegments, transcripts } from '../db/schema.js';
import type { Database } from '../db/client.js';
import type { Env } from '../env.js';
import { ApiError } from '../lib/errors.js';
import { insertJsonRows } from './bulk.js';
import { safeFetch } from './safe-fetch.js';
import { PARSEABLE_TRANSCRIPT_TYPES } from './transcript-formats.js';
import { parseTranscript } from './transcript-parsers.js';

/** Told how many of the chosen episodes are done after each one. */
type ProgressReport = (done: number, total: number) => void;

interface EnrichDeps {
  database: Database;
  env: Env;
}

export interface EnrichmentStats {
  fetched: number;
  failed: number;
  /** Still waiting for a later refresh because of the per-import limit. */
  deferred: number;
}

/** Transcripts and chapter files are small; a feed-sized cap would let one hog memory. */
const TRANSCRIPT_MAX_BYTES = 10 * 1024 * 1024;
const CHAPTERS_MAX_BYTES = 2 * 1024 * 1024;
const FETCH_CONCURRENCY = 4;
/**
 * An import answers after its transcripts and chapters: a slow host must not hold the staff
 * member's request for minutes. Each fetch gets at most this long, and nothing new starts once
 * the whole pass has used its budget; what is left waits for the next refresh.
 */
const EXTRA_FETCH_TIMEOUT_MS = 10_000;
const PASS_BUDGET_MS = 20_000;
const SEGMENT_BATCH_ROWS = 1000;
const SEGMENT_FIELDS = ['transcriptId', 'episodeId', 'position', 'startSeconds', 'endSeconds', 'speaker', 'body'] as const;

/**
 * Fetches and parses transcripts of the podcast's newest episodes: per episode and language
 * the one best format (JSON, then WebVTT, SRT, HTML), only where no transcript of that
 * language is stored yet. Each is written in its own transaction; a failure marks that
 * transcript failed and moves on.
 */
export async function fetchTranscripts(
  deps: EnrichDeps,
  podcastId: string,
  limit: number,
  report?: ProgressReport,
): Promise<EnrichmentStats> {
  // Chosen in SQL, so a podcast with thousands of pending transcripts ships only the chosen few and a
  // count (a re-import of a big feed would otherwise read every transcript row, on every refresh).
  const rows = await deps.database.query<{ id: string; episodeId: string; url: string; mimeType: string; candidates: number }>(
    `select id, episode_id as "episodeId", url, mime_type as "mimeType", count(*) over ()::int as candidates
       from (
         -- Per episode and language, the best parseable format, unless one of that language is fetched.
         select distinct on (t.episode_id, coalesce(t.language, '')) t.id, t.episode_id, t.url, t.mime_type, e.published_at
           from transcripts t join episodes e on e.id = t.episode_id
          where e.podcast_id = $1 and t.status = 'pending' and t.mime_type = any($2::text[])
            and not exists (select 1 from transcripts f
                             where f.episode_id = t.episode_id and f.status = 'fetched'
                               and coalesce(f.language, '') = coalesce(t.language, ''))
          order by t.episode_id, coalesce(t.language, ''), array_position($2::text[], t.mime_type)
       ) best
      order by published_at desc nulls last
      -- One row at least, so the count comes back even when none is to be fetched now.
      limit greatest($3::int, 1)`,
    [podcastId, `{${PARSEABLE_TRANSCRIPT_TYPES.map((type) => JSON.stringify(type)).join(',')}}`, limit],
  );
  const chosen = rows.slice(0, limit);
  const candidates = rows[0]?.candidates ?? 0;

  const stats: EnrichmentStats = { fetched: 0, failed: 0, deferred: candidates - chosen.length };
  report?.(0, chosen.length);
  stats.deferred += await inParallel(chosen, FETCH_CONCURRENCY, async (t) => {
    const ok = await fetchOneTranscript(deps, t);
    if (ok) stats.fetched++;
    else stats.failed++;
    report?.(stats.fetched + stats.failed, chosen.length);
  });
  return stats;
}

async function fetchOneTranscript(
  deps: EnrichDeps,
  transcript: { id: string; episodeId: string; url: string; mimeType: string },
): Promise<boolean> {
  const { database } = deps;
  try {
    const response = await safeFetch(transcript.url, {
      env: extraFetchEnv(deps.env),
      expect: 'transcript',
      maxBytes: Math.min(deps.env.FEED_MAX_BYTES, TRANSCRIPT_MAX_BYTES),
    });
    if (response.status !== 'ok') throw new Error('The transcript host answered 304 to an unconditional request');
    const segments = parseTranscript(response.body.toString('utf8'), transcript.mimeType);
    await database.db.transaction(async (tx) => {
      await tx.delete(transcriptSegments).where(eq(transcriptSegments.transcriptId, transcript.id));
      for (let i = 0; i < segments.length; i += SEGMENT_BATCH_ROWS) {
        await insertJsonRows(
          tx,
          transcriptSegments,
          SEGMENT_FIELDS,
          segments.slice(i, i + SEGMENT_BATCH_ROWS).map((s, j) => ({
            transcriptId: transcript.id,
            episodeId: transcript.episodeId,
            position: i + j,
            startSeconds: s.start,
            endSeconds: s.end,
            speaker: s.speaker,
            body: s.text,
          })),
        );
      }
      await tx
        .update(transcripts)
        .set({ status: 'fetched', error: null, fetchedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(transcripts.id, transcript.id));
    });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const code = error instanceof ApiError ? `${error.code}: ` : '';
    await database.db
      .update(transcripts)
      .set({ status: 'failed', error: `${code}${message}`, fetchedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(transcripts.id, transcript.id));
    return false;
  }
}

/** Fetches `podcast:chapters` JSON for the newest episodes that have a URL and no chapters yet. */
export async function fetchChapters(deps: EnrichDeps, podcastId: string, limit: number, report?: ProgressReport): Promise<EnrichmentStats> {
  const due = and(eq(episodes.podcastId, podcastId), isNotNull(episodes.chaptersUrl), isNull(episodes.chapters));
  // The newest few, and how many wait: a big podcast's thousands of due episodes are counted, not read.
  const chosen =
    limit > 0
      ? await deps.database.db
          .select({ id: episodes.id, url: episodes.chaptersUrl })
          .from(episodes)
          .where(due)
          .orderBy(desc(episodes.publishedAt))
          .limit(limit)
      : [];
  const [waiting] = await deps.database.db.select({ total: count() }).from(episodes).where(due);
  const stats: EnrichmentStats = { fetched: 0, failed: 0, deferred: (waiting?.total ?? 0) - chosen.length };
  report?.(0, chosen.length);
  stats.deferred += await inParallel(chosen, FETCH_CONCURRENCY, async (episode) => {
    try {
      const response = await safeFetch(episode.url!, {
        env: extraFetchEnv(deps.env),
        expect: 'json',
        maxBytes: Math.min(deps.env.FEED_MAX_BYTES, CHAPTERS_MAX_BYTES),
      });
      if (response.status !== 'ok') throw new Error('unexpected 304');
      const chapters = parseChapters(response.body.toString('utf8'));
      await deps.database.db
        .update(episodes)
        .set({ chapters, updatedAt: sql`now()` })
        .where(and(eq(episodes.id, episode.id), eq(episodes.chaptersUrl, episode.url!)));
      stats.fetched++;
    } catch {
      // Chapters are optional decoration: a broken file leaves the episode without them and
      // the next refresh tries again.
      stats.failed++;
    }
    report?.(stats.fetched + stats.failed, chosen.length);
  });
  return stats;
}

/** The namespace's chapters JSON: {"version", "chapters": [{"startTime", "title", "img", "url", "toc", "endTime"}]}. */
export function parseChapters(text: string): Chapter[] {
  const document = JSON.parse(text) as { chapters?: unknown };
  if (!Array.isArray(document?.chapters)) throw new Error('The chapters file has no "chapters" array');
  const chapters: Chapter[] = [];
  for (const item of document.chapters as Record<string, unknown>[]) {
    const startTime = Number(item?.startTime);
    if (!Number.isFinite(startTime) || startTime < 0) continue;
    const chapter: Chapter = { startTime };
    const endTime = Number(item.endTime);
    if (item.endTime !== undefined && Number.isFinite(endTime)) chapter.endTime = endTime;
    if (typeof item.title === 'string') chapter.title = item.title;
    if (typeof item.img === 'string' && /^https?:\/\//i.test(item.img)) chapter.img = item.img;
    if (typeof item.url === 'string' && /^https?:\/\//i.test(item.url)) chapter.url = item.url;
    if (typeof item.toc === 'boolean') chapter.toc = item.toc;
    chapters.push(chapter);
  }
  return chapters.sort((a, b) => a.startTime - b.startTime);
}

function extraFetchEnv(env: Env): Env {
  return { ...env, FEED_TIMEOUT_MS: Math.min(env.FEED_TIMEOUT_MS, EXTRA_FETCH_TIMEOUT_MS) };
}

/** Runs `work` over the items with bounded concurrency and time; answers how many were not started. */
async function inParallel<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<number> {
  const deadline = Date.now() + PASS_BUDGET_MS;
  let next = 0;
  const runners = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length && Date.now() < deadline) {
      const item = items[next++]!;
      await work(item);
    }
  });
  await Promise.all(runners);
  return items.length - next;
}
