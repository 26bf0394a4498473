// Child processes that run in their own process group, so stopping one also stops
// whatever it spawned (tsx, npm and firebase-tools all start grandchildren).
import { spawn } from 'node:child_process';
import net from 'node:net';

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export function spawnGroup(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options, detached: true });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let stopping = null;
  return {
    child,
    exited,
    /** SIGTERM to the whole group, SIGKILL if it lingers. */
    stop(graceMs = 8000) {
      stopping ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        signalGroup(child.pid, 'SIGTERM');
        const timer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
        // Grandchildren may outlive the group leader.
        signalGroup(child.pid, 'SIGKILL');
      })();
      return stopping;
    },
  };
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Runs a command to completion; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command to completion with stdout and stderr collected together; resolves with its exit code and that output. */
export function capture(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
  });
}

export function isPortFree(port, host = '0.0.0.0') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Polls a URL until it answers 2xx; rejects after `timeoutMs` or when `gaveUp()` says so. */
export async function waitForHttp(url, { timeoutMs = 120_000, gaveUp = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return res;
    } catch {
      // Not up yet.
    }
    if (gaveUp()) throw new Error(`${url} stopped before it answered`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
