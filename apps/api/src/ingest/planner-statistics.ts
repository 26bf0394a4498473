import type { Database } from '../db/client.js';
import type { ImportStats } from './sync/context.js';

/** The tables a feed import fills, with how many rows this import added to each. */
const FILLED_TABLES = [
  ['episodes', (s: ImportStats) => s.episodesCreated],
  ['soundbites', (s: ImportStats) => s.soundbitesCreated],
  ['transcripts', (s: ImportStats) => s.transcriptsCreated],
  ['entity_links', (s: ImportStats) => s.personLinksAdded],
] as const;

/** Below this many new rows a table's statistics stay good enough, whatever its size. */
const SMALL_IMPORT_ROWS = 500;

/**
 * Refreshes the planner's statistics of the tables an import at least doubled. A big import into a young
 * database otherwise leaves them describing the tables as they were, or worse: autovacuum may analyze a
 * table while the import's rows are written but not committed, and record many pages with no rows in
 * them. The planner then takes the new podcast's thousands of rows for one, and nests loops over whole
 * tables: the query for the transcripts still to fetch, right after the import, took 10-50 s instead of
 * milliseconds. PostgreSQL's advice for bulk loads is the same: ANALYZE afterwards.
 */
export async function analyzeAfterBulkLoad(database: Database, stats: ImportStats): Promise<void> {
  const grown = FILLED_TABLES.filter(([, added]) => added(stats) >= SMALL_IMPORT_ROWS);
  if (grown.length === 0) return;
  const estimates = await database.query<{ relname: string; reltuples: number }>(
    'select relname, reltuples::float8 as reltuples from pg_class where relname = any($1) and relkind = $2',
    [grown.map(([table]) => table), 'r'],
  );
  const estimateOf = new Map(estimates.map((row) => [row.relname, Number(row.reltuples)]));
  // Fewer rows estimated than this import alone added (-1: never analyzed): the statistics predate it.
  const stale = grown.filter(([table, added]) => (estimateOf.get(table) ?? -1) < added(stats)).map(([table]) => table);
  if (stale.length > 0) await database.query(`analyze ${stale.map((table) => `"${table}"`).join(', ')}`);
}
