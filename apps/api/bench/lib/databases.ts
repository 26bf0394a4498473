import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../src/db/client.js';
import { openThrowawayPostgres } from '../../test/support/throwaway-postgres.js';

export type Engine = 'PGlite' | 'PostgreSQL';

export interface BenchDatabase {
  engine: Engine;
  database: Database;
  /** Closes the connection and drops the throwaway PostgreSQL database. */
  close(): Promise<void>;
}

export interface BenchPgliteOptions {
  /**
   * As a server runs it: on a data directory (a throwaway one), opened again after a first start
   * created and migrated it, so the process's memory is that of a server restarted on its data.
   * Otherwise in memory, as the tests run it.
   */
  asServer?: boolean;
}

export async function openBenchPglite(options: BenchPgliteOptions = {}): Promise<BenchDatabase> {
  if (!options.asServer) {
    const database = await openDatabase({});
    return { engine: 'PGlite', database, close: () => database.close() };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundbites-bench-'));
  try {
    await (await openDatabase({ dataDir })).close();
    const database = await openDatabase({ dataDir });
    return {
      engine: 'PGlite',
      database,
      async close() {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A fresh database on the server, so benchmarks never touch anyone's data. */
export async function openBenchPostgres(serverUrl: string): Promise<BenchDatabase> {
  const { database, drop } = await openThrowawayPostgres(serverUrl, 'sb_bench');
  return { engine: 'PostgreSQL', database, close: drop };
}
