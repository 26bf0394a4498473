import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const LOAD_GENERATOR = fileURLToPath(new URL('../load-generator.ts', import.meta.url));

export interface LoadPlan {
  /** Base URL; each request appends one of `ids`. */
  url: string;
  ids: string[];
  concurrency: number;
  durationMs: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  elapsedMs: number;
  p50: number;
  p99: number;
  /** CPU the generator itself used, to tell whether it rather than the server was the limit. */
  cpuMs: number;
}

/** Runs the load generator in a child process, so it never shares an event loop with the servers it measures. */
export async function generateLoad(plan: LoadPlan, generator = LOAD_GENERATOR): Promise<LoadResult> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', generator, JSON.stringify(plan)], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as LoadResult;
}
