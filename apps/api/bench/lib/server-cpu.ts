import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { BenchDatabase } from './databases.js';

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system, ms) of a PostgreSQL backend on this machine; null when there is no such local process. */
function backendCpuMs(pid: number): number | null {
  try {
    if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return null;
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Starts measuring the CPU time PostgreSQL's backends spend on the bench database, which wall time
 * on a busy machine does not show; the function it returns reads the total since. Only for a server
 * on this machine (its processes are in /proc); null for PGlite, which runs inside the measured process.
 */
export async function startServerCpuMeter(bench: BenchDatabase): Promise<() => Promise<number | null>> {
  if (bench.engine !== 'PostgreSQL') return async () => null;
  const backends = async () =>
    (await bench.database.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()')).map((r) => r.pid);
  const before = new Map((await backends()).map((pid) => [pid, backendCpuMs(pid)]));
  if ([...before.values()].some((cpu) => cpu === null)) return async () => null;
  return async () => {
    let total = 0;
    for (const pid of await backends()) {
      const cpu = backendCpuMs(pid);
      if (cpu === null) return null;
      total += cpu - (before.get(pid) ?? 0);
    }
    return total;
  };
}
