import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startAuthEmulator } from '../../../../scripts/lib/auth-emulator.mjs';
import { E2E_BASE_URL, E2E_EMULATOR_HUB_PORT, E2E_EMULATOR_PORT, E2E_PORT, PROJECT_ID, STAFF_DOMAIN } from './constants';

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROOT = path.resolve(WEB_DIR, '../..');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
/** Vite is installed for the web workspace, not hoisted to the root. */
const VITE_CLI = path.join(path.dirname(createRequire(path.join(WEB_DIR, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');

async function waitForHealth(server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The API exited early:\n${output()}`);
    try {
      const res = await fetch(`${E2E_BASE_URL}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer /api/health on ${E2E_BASE_URL}:\n${output()}`);
}

/**
 * The production build served by the real server (apps/api/src/main.ts) against an Auth
 * emulator of its own: what a user gets from `npm start`, on ports of its own.
 */
export default async function globalSetup() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, [VITE_CLI, 'build', '--logLevel', 'warn'], { cwd: WEB_DIR, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }

  // A server already on the port would silently stand in for ours (with another emulator).
  const busy = await fetch(`${E2E_BASE_URL}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`Port ${E2E_PORT} is already in use; stop whatever serves ${E2E_BASE_URL} first.`);

  const emulator = await startAuthEmulator({ port: E2E_EMULATOR_PORT, hubPort: E2E_EMULATOR_HUB_PORT, projectId: PROJECT_ID });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundbites-e2e-'));
  const server = spawn(bin('tsx'), ['apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      STAFF_EMAIL_DOMAIN: STAFF_DOMAIN,
      SEED_DEMO: '0',
      // The ops tests import feeds from a host on this machine.
      ALLOW_PRIVATE_FEED_HOSTS: '1',
      REFRESH_INTERVAL_MINUTES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));

  try {
    await waitForHealth(server, () => output);
  } catch (error) {
    server.kill('SIGKILL');
    await emulator.stop();
    throw error;
  }

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await emulator.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
