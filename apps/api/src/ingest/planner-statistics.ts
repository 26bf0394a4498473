import type { Database } from '../db/client.js';
import type { ImportStats } from './sync/context.js';

/** The tables a feed import fills, with how many rows this import added to each and the columns queries find, join and sort their rows by. */
const FILLED_TABLES = [
  ['episodes', (s: ImportStats) => s.episodesCreated, ['id', 'podcast_id', 'guid', 'published_at']],
  ['soundbites', (s: ImportStats) => s.soundbitesCreated, ['id', 'episode_id', 'status', 'start_seconds', 'created_at']],
  ['transcripts', (s: ImportStats) => s.transcriptsCreated, ['id', 'episode_id', 'status']],
  ['entity_links', (s: ImportStats) => s.personLinksAdded, ['entity_id', 'podcast_id', 'episode_id', 'soundbite_id']],
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
 *
 * Only the key columns are analyzed: the row counts and their distributions are what the queries right
 * after need, and each further column's statistics cost time the import waits for (for 5,000 items 35 ms
 * instead of 60-70 ms on PostgreSQL, 33 ms instead of 83 ms on PGlite). An ANALYZE with a column list
 * leaves the table's count of changes as it was, so every column is analyzed soon after: by autovacuum on
 * PostgreSQL, by the server's statistics upkeep on PGlite (statistics-upkeep.ts).
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
  const stale = grown.filter(([table, added]) => (estimateOf.get(table) ?? -1) < added(stats));
  if (stale.length === 0) return;
  const targets = stale.map(([table, , keys]) => `"${table}" (${keys.map((k) => `"${k}"`).join(', ')})`);
  await database.query(`analyze ${targets.join(', ')}`);
}
