import pg from 'pg';
import type { Database } from './client.js';

/**
 * autovacuum's rule for analyzing (its defaults for autovacuum_analyze_threshold and
 * autovacuum_analyze_scale_factor): a table is analyzed again once more of its rows have changed
 * since its last ANALYZE than 50 plus a tenth of its rows.
 */
const ANALYZE_BASE_ROWS = 50;
const ANALYZE_SCALE_FACTOR = 0.1;
/** autovacuum_naptime's default. */
const UPKEEP_INTERVAL_MS = 60_000;

/**
 * Analyzes, one at a time, the tables whose planner statistics have fallen behind their changes by
 * autovacuum's rule, and returns their names. For PGlite, which runs no autovacuum: on PostgreSQL
 * autovacuum does this, and this session's own counts would not show other sessions' changes.
 */
export async function analyzeChangedTables(database: Pick<Database, 'query'>): Promise<string[]> {
  // The session's counts of changed rows reach pg_stat_user_tables at most once a second: the
  // changes made since would be missed.
  await database.query('select pg_stat_force_next_flush()');
  const stale = await database.query<{ relname: string }>(
    `select s.relname
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = 'public' and s.n_mod_since_analyze > $1 + $2 * greatest(c.reltuples, 0)
      order by s.relname`,
    [ANALYZE_BASE_ROWS, ANALYZE_SCALE_FACTOR],
  );
  // Table by table: PGlite's one session answers nothing else meanwhile, so each hold stays short.
  for (const { relname } of stale) await database.query(`analyze ${pg.escapeIdentifier(relname)}`);
  return stale.map((table) => table.relname);
}

export interface StatisticsUpkeep {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * autovacuum's analyzing, for PGlite: every minute, the tables that changed enough get fresh
 * statistics. An import analyzes the columns the queries right after it need at once
 * (planner-statistics.ts); the other columns (search vectors, titles) get theirs here.
 */
export function startStatisticsUpkeep(database: Pick<Database, 'query'>, intervalMs = UPKEEP_INTERVAL_MS): StatisticsUpkeep {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    running = running.then(() =>
      stopped
        ? undefined
        : analyzeChangedTables(database).catch((error: unknown) => console.error('Analyzing changed tables failed:', error)),
    );
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
