import { SYSTEM_ACTOR } from '../audit/audit.js';
import { refreshPodcast, type IngestDeps, type ImportResult } from './import.js';

/** How many podcasts one process claims per tick; the rest wait for the next tick or another process. */
const CLAIM_BATCH = 5;
const MAX_TICK_MS = 60_000;

/**
 * Claims podcasts that are due and pushes their next refresh forward in the same statement,
 * so a feed claimed by one API process is invisible to the others (SKIP LOCKED) and stays
 * claimed after the short transaction ends. Paused podcasts are never refreshed; failing
 * ones are retried at the normal interval until an import succeeds.
 */
export async function claimDuePodcasts(deps: IngestDeps, limit = CLAIM_BATCH): Promise<string[]> {
  const minutes = deps.env.REFRESH_INTERVAL_MINUTES > 0 ? deps.env.REFRESH_INTERVAL_MINUTES : 60;
  const rows = await deps.database.query<{ id: string }>(
    `with due as (
       select id from podcasts
        where status in ('active', 'failing') and next_refresh_at <= now()
        order by next_refresh_at
        limit $1
        for update skip locked
     )
     update podcasts p
        set next_refresh_at = now() + make_interval(mins => $2::int)
       from due
      where p.id = due.id
     returning p.id`,
    [limit, Math.ceil(minutes)],
  );
  return rows.map((r) => r.id);
}

/** One pass: claim what is due and refresh it, one feed at a time. Failures are recorded by the import. */
export async function refreshDuePodcasts(deps: IngestDeps, shouldStop: () => boolean = () => false) {
  const claimed = await claimDuePodcasts(deps);
  const results: ImportResult[] = [];
  for (const id of claimed) {
    // A podcast claimed but left here waits one interval; that is the price of stopping promptly.
    if (shouldStop()) break;
    try {
      results.push(await refreshPodcast(deps, id, SYSTEM_ACTOR));
    } catch {
      // Already recorded on the podcast (status failing, last error) and in feed_imports.
    }
  }
  return { claimed: claimed.length, results };
}

/**
 * Refreshes due feeds in the background. REFRESH_INTERVAL_MINUTES=0 turns it off. Several API
 * processes can each run one: claiming is exclusive per feed.
 */
export function startRefreshScheduler(deps: IngestDeps): { stop(): Promise<void> } {
  if (deps.env.REFRESH_INTERVAL_MINUTES <= 0) return { stop: async () => {} };
  const tickMs = Math.min(MAX_TICK_MS, deps.env.REFRESH_INTERVAL_MINUTES * 60_000);
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  const shouldStop = () => stopped;

  const tick = () => {
    running = (async () => {
      try {
        // Whole batches mean more may be due: keep going so a backlog drains without waiting a tick each.
        while (!stopped && (await refreshDuePodcasts(deps, shouldStop)).claimed === CLAIM_BATCH);
      } catch (error) {
        console.error('feed refresh pass failed', error);
      }
      if (!stopped) timer = setTimeout(tick, tickMs).unref();
    })();
  };
  timer = setTimeout(tick, Math.min(tickMs, 5_000)).unref();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
