import { openDatabase, type Database } from '../../src/db/client.js';
import { openThrowawayPostgres } from '../../test/support/throwaway-postgres.js';

export type Engine = 'PGlite' | 'PostgreSQL';

export interface BenchDatabase {
  engine: Engine;
  database: Database;
  /** Closes the connection and drops the throwaway PostgreSQL database. */
  close(): Promise<void>;
}

export async function openBenchPglite(): Promise<BenchDatabase> {
  const database = await openDatabase({});
  return { engine: 'PGlite', database, close: () => database.close() };
}

/** A fresh database on the server, so benchmarks never touch anyone's data. */
export async function openBenchPostgres(serverUrl: string): Promise<BenchDatabase> {
  const { database, drop } = await openThrowawayPostgres(serverUrl, 'sb_bench');
  return { engine: 'PostgreSQL', database, close: drop };
}
