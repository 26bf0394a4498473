import { and, count, desc, eq, gt, isNull, max, not, sql } from 'drizzle-orm';
import { auditEventColumns } from '../../audit/audit.js';
import type { Db } from '../../db/client.js';
import { auditEvents, entities, episodes, feedImports, podcasts, podcastStatus, soundbites, soundbiteStatus } from '../../db/schema.js';
import { iso, toAuditEvent } from '../../lib/schemas.js';
import { hasTranscriptLines } from '../episodes/episodes.service.js';

const RECENT = 10;
/** Imports read to fill RECENT rows once a feed's repeated failures are folded into one. */
const RECENT_IMPORTS_READ = RECENT * 10;

/**
 * An import that wrote a change: new or changed episodes, soundbites, people, links or transcripts.
 * Soundbites the feed declared but that cannot be stored are no change.
 */
const changedSomething = sql<boolean>`(${feedImports.status} = 'succeeded'
  and exists (select 1 from jsonb_each_text(coalesce(${feedImports.stats}, '{}'::jsonb)) as changed(key, value)
              where changed.key <> 'soundbitesSkipped' and changed.value <> '0'))`;

/**
 * A scheduled check that found nothing new (the host answered 304, or a feed whose items all stayed
 * the same): every feed makes one per refresh interval, so among recent imports they would push out
 * everything that happened. They are counted instead. What staff start always shows.
 */
const quietCheck = sql`(${feedImports.actorUid} is null and ${feedImports.status} <> 'failed' and not ${changedSomething})`;

function tally<K extends string>(keys: readonly K[], rows: { key: K; n: number }[]) {
  const byKey = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const row of rows) byKey[row.key] = row.n;
  return { total: rows.reduce((sum, row) => sum + row.n, 0), ...byKey };
}

export async function getDashboard(db: Db) {
  const [podcastRows, [episodeRow], soundbiteRows, [entityRow], [transcribedRow], failing, imports, [quiet], audit] = await Promise.all([
    db.select({ key: podcasts.status, n: count() }).from(podcasts).groupBy(podcasts.status),
    db.select({ n: count() }).from(episodes),
    db.select({ key: soundbites.status, n: count() }).from(soundbites).groupBy(soundbites.status),
    db.select({ n: count() }).from(entities).where(isNull(entities.mergedIntoId)),
    // By the episodes list's own hasTranscript condition: the number is the length of the list it links to.
    db.select({ n: count() }).from(episodes).where(hasTranscriptLines),
    db.select().from(podcasts).where(eq(podcasts.status, 'failing')).orderBy(desc(podcasts.lastFetchedAt), desc(podcasts.id)).limit(20),
    db
      .select({ feedImport: feedImports, podcastTitle: podcasts.title, changed: changedSomething })
      .from(feedImports)
      .leftJoin(podcasts, eq(podcasts.id, feedImports.podcastId))
      .where(not(quietCheck))
      .orderBy(desc(feedImports.finishedAt), desc(feedImports.id))
      .limit(RECENT_IMPORTS_READ),
    db
      .select({ n: count(), lastAt: max(feedImports.finishedAt) })
      .from(feedImports)
      .where(and(quietCheck, gt(feedImports.finishedAt, sql`now() - interval '1 day'`))),
    db.select(auditEventColumns).from(auditEvents).orderBy(desc(auditEvents.createdAt), desc(auditEvents.id)).limit(RECENT),
  ]);
  return {
    counts: {
      podcasts: tally(podcastStatus.enumValues, podcastRows),
      episodes: episodeRow?.n ?? 0,
      soundbites: tally(soundbiteStatus.enumValues, soundbiteRows),
      entities: entityRow?.n ?? 0,
      episodesWithTranscript: transcribedRow?.n ?? 0,
    },
    failingFeeds: failing.map((p) => ({
      id: p.id,
      title: p.title,
      feedUrl: p.feedUrl,
      lastError: p.lastError,
      lastFetchedAt: iso(p.lastFetchedAt),
    })),
    recentImports: foldRepeatedFailures(imports)
      .slice(0, RECENT)
      .map(({ latest: { feedImport, podcastTitle, changed }, times, firstFinishedAt }) => ({
        id: feedImport.id,
        podcastId: feedImport.podcastId,
        podcastTitle,
        feedUrl: feedImport.feedUrl,
        status: feedImport.status,
        error: feedImport.error,
        stats: feedImport.stats,
        changed,
        startedAt: feedImport.startedAt.toISOString(),
        finishedAt: feedImport.finishedAt.toISOString(),
        times,
        firstFinishedAt: firstFinishedAt.toISOString(),
      })),
    quietChecks: { lastDay: quiet?.n ?? 0, lastAt: iso(quiet?.lastAt ?? null) },
    recentAudit: audit.map(toAuditEvent),
  };
}

interface ImportRow {
  feedImport: { podcastId: string | null; feedUrl: string; status: string; error: string | null; finishedAt: Date };
}

/**
 * Imports newest first, with a feed's failures in a row (the same error, nothing else from that feed
 * in between) folded into the newest of them: a feed that fails on every scheduled check would
 * otherwise fill the list with one line again and again.
 */
export function foldRepeatedFailures<Row extends ImportRow>(rows: readonly Row[]): { latest: Row; times: number; firstFinishedAt: Date }[] {
  const folded: { latest: Row; times: number; firstFinishedAt: Date }[] = [];
  /** Per feed, the row its next older import would fold into, if it is the same failure. */
  const openRun = new Map<string, (typeof folded)[number]>();
  for (const row of rows) {
    const { feedImport } = row;
    const feed = feedImport.podcastId ?? feedImport.feedUrl;
    const run = openRun.get(feed);
    if (run && feedImport.status === 'failed' && feedImport.error === run.latest.feedImport.error) {
      run.times += 1;
      run.firstFinishedAt = feedImport.finishedAt;
      continue;
    }
    const entry = { latest: row, times: 1, firstFinishedAt: feedImport.finishedAt };
    folded.push(entry);
    if (feedImport.status === 'failed') openRun.set(feed, entry);
    else openRun.delete(feed);
  }
  return folded;
}
