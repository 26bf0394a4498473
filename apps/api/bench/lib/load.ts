import { execFile, fork, type ChildProcess } from 'node:child_process';
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

/**
 * One load generator process kept for a series of rounds: each round starts at once, with the
 * generator's code already compiled, so rounds can be short and follow each other closely, and
 * servers compared round by round meet nearly the same conditions on a shared machine.
 */
export class LoadGeneratorProcess {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(private readonly child: ChildProcess) {}

  static async start(generator = LOAD_GENERATOR): Promise<LoadGeneratorProcess> {
    const child = fork(generator, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`The load generator exited with ${code} before it was ready`)));
    });
    return new LoadGeneratorProcess(child);
  }

  /** Runs one plan; plans given while one runs wait their turn. */
  run(plan: LoadPlan): Promise<LoadResult> {
    const result = this.queue.then(
      () =>
        new Promise<LoadResult>((resolve, reject) => {
          const onExit = (code: number | null) => reject(new Error(`The load generator exited with ${code} during a round`));
          this.child.once('exit', onExit);
          this.child.once('message', (message) => {
            this.child.off('exit', onExit);
            resolve(message as LoadResult);
          });
          this.child.send(plan);
        }),
    );
    this.queue = result.catch(() => undefined);
    return result;
  }

  close(): Promise<void> {
    if (this.child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill();
    });
  }
}
