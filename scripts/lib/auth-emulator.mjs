// Starts the Firebase Auth emulator (firebase-tools) and waits until it answers.
// Used by `npm start`, `npm test` and the API's Vitest global setup.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIREBASE_BIN = path.join(ROOT, 'node_modules/.bin/firebase');

export async function isAuthEmulatorUp(host) {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    const body = await res.json();
    return body?.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/**
 * @param {{ host?: string, port: number, hubPort: number, projectId: string, quiet?: boolean }} options
 * @returns {Promise<{ host: string, stop: () => Promise<void>, reused: boolean }>}
 */
export async function startAuthEmulator({ host = '127.0.0.1', port, hubPort, projectId, quiet = true }) {
  const address = `${host}:${port}`;
  if (await isAuthEmulatorUp(address)) {
    return { host: address, reused: true, stop: async () => {} };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundbites-emulator-'));
  const config = path.join(dir, 'firebase.json');
  fs.writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host, port },
        hub: { host, port: hubPort },
        logging: { host, port: hubPort + 100 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const child = spawn(FIREBASE_BIN, ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config], {
    cwd: dir,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' },
    detached: process.platform !== 'win32',
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  let exited = false;
  child.on('exit', () => (exited = true));

  // A cold start on a busy two-core machine can take over a minute; a real failure still ends the wait.
  const deadline = Date.now() + 180_000;
  while (!(await isAuthEmulatorUp(address))) {
    if (exited || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The Auth emulator did not start on ${address}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  const stop = async () => {
    if (exited) return;
    const done = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 5000);
    await done;
    clearTimeout(timer);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { host: address, reused: false, stop };
}
