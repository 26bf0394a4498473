import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverProcessEnv } from '../../../../scripts/lib/server-process-env.mjs';
import { STAFF_DOMAIN, TEST_DATABASE_URL, TEST_EMULATOR_HOST, TEST_PROJECT_ID } from './constants.js';
import { openThrowawayPostgres } from './throwaway-postgres.js';
import type { Database } from '../../src/db/client.js';

export const API_DIR = fileURLToPath(new URL('../../', import.meta.url));
const START_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServerProcessOptions {
  /** `source` runs src/main.ts through tsx; `compiled` runs dist/main.js (after npm run build). */
  build?: 'source' | 'compiled';
  /** The shared database: `DATABASE_URL` or `DATA_DIR`. */
  database: DatabaseEnv;
  env?: Record<string, string>;
}

/** Where spawned servers keep their data: a PostgreSQL URL or a PGlite directory. */
export type DatabaseEnv = { DATABASE_URL: string } | { DATA_DIR: string };

const running = new Set<ChildProcess>();
// A test that fails half-way must not leave servers behind.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts the real server as a child process on a port the OS picks (PORT=0), with the test
 * Auth emulator and the given database, and waits until it listens.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const args = options.build === 'compiled' ? [path.join(API_DIR, 'dist/main.js')] : ['--import', 'tsx', path.join(API_DIR, 'src/main.ts')];
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: options.build === 'compiled' ? 'production' : 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    STAFF_EMAIL_DOMAIN: STAFF_DOMAIN,
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST,
    ALLOW_PRIVATE_FEED_HOSTS: '1',
    REFRESH_INTERVAL_MINUTES: '0',
    ...options.database,
    ...options.env,
  };
  // With the process settings `npm start` gives the server (glibc's malloc, V8's young generation).
  const child = spawn(process.execPath, args, { cwd: API_DIR, env: serverProcessEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in time:\n${output}`)), START_TIMEOUT_MS);
    const onData = () => {
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited while starting (code ${code}, signal ${signal}):\n${output}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    exited,
    signal: (signal) => child.kill(signal),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A database for spawned servers to share, on the engine of this test pass, and a way to look inside. */
export interface SharedDatabase {
  env: DatabaseEnv;
  /** Opens a connection of the test's own (PGlite: only while no server holds the directory). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function createSharedDatabase(): Promise<SharedDatabase> {
  const { openDatabase } = await import('../../src/db/client.js');
  if (TEST_DATABASE_URL) {
    const throwaway = await openThrowawayPostgres(TEST_DATABASE_URL, 'sb_proc');
    return {
      env: { DATABASE_URL: throwaway.url },
      open: () => openDatabase({ databaseUrl: throwaway.url, poolSize: 2 }),
      drop: throwaway.drop,
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundbites-proc-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Runs `npm run <tool>` as the root package.json does (scripts/cli.mjs), on the given database. */
export function runCli(tool: 'backup' | 'restore', args: string[], database: DatabaseEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(API_DIR, 'scripts/cli.mjs'), tool, ...args],
      { cwd: API_DIR, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...database }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}
