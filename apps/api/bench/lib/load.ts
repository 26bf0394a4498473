import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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

/** Runs one plan in a load generator process of its own. */
export async function generateLoad(plan: LoadPlan): Promise<LoadResult> {
  const generator = await LoadGeneratorProcess.start();
  try {
    return await generator.run(plan);
  } finally {
    await generator.close();
  }
}

/**
 * The load generator in a child process, so it never shares an event loop with the servers it
 * measures. Kept for a series of rounds, each round starts at once, with the generator's code
 * already compiled, so rounds can be short and follow each other closely, and servers compared
 * round by round meet nearly the same conditions on a shared machine.
 */
export class LoadGeneratorProcess {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(private readonly child: ChildProcess) {}

  static async start(): Promise<LoadGeneratorProcess> {
    const child = fork(LOAD_GENERATOR, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
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
