import type { Server } from 'node:http';
import type { Lifecycle } from '../lib/context.js';

export interface ShutdownOptions {
  server: Server;
  lifecycle: Lifecycle;
  /** Longest the whole shutdown may take before the process exits anyway. */
  timeoutMs: number;
  /** Background work to stop and wait for (the refresh scheduler). */
  stopBackgroundWork: () => Promise<unknown>;
  /** Releases what the process holds (threads, database pool) once nothing uses it. */
  release: () => Promise<unknown>;
  log?: (line: string) => void;
  exit?: (code: number) => void;
}

/**
 * SIGTERM and SIGINT drain the process: readiness answers 503, no new connections are accepted,
 * requests already received (imports included) run to their end and their connections close
 * after the response; the scheduler finishes the feed it is refreshing. Past `timeoutMs` the
 * process exits anyway: a transaction still open is rolled back by PostgreSQL when the connection
 * drops, and by PGlite's recovery on the next start, exactly as after a crash. A second signal
 * exits at once.
 */
export function installGracefulShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const { server, lifecycle } = options;

  // Keep-alive clients must not keep a draining process alive, nor send it their next request.
  server.on('request', (_req, res) => {
    if (lifecycle.draining) res.setHeader('Connection', 'close');
  });

  let draining: Promise<void> | null = null;
  const shutdown = (signal: string) => {
    if (draining) {
      log(`${signal} again: exiting now`);
      exit(1);
      return draining;
    }
    lifecycle.draining = true;
    log(`${signal}: finishing in-flight requests and imports (at most ${Math.round(options.timeoutMs / 1000)} s)`);
    const started = Date.now();
    const deadline = setTimeout(() => {
      log(`still busy after ${Math.round(options.timeoutMs / 1000)} s: exiting; open transactions roll back`);
      server.closeAllConnections();
      exit(1);
    }, options.timeoutMs);
    deadline.unref();

    const listenerClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    draining = (async () => {
      await Promise.allSettled([listenerClosed, options.stopBackgroundWork()]);
      await options.release();
      clearTimeout(deadline);
      log(`stopped cleanly in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      exit(0);
    })();
    return draining;
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal));
  return shutdown;
}
