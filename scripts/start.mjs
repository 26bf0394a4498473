// `npm start`: the whole product on this machine. Builds the web app when needed,
// starts the Firebase Auth emulator with demo accounts, then the API server that
// also serves the web app. `--dev`: Vite with hot reload plus the API in watch mode.
// Ctrl-C stops everything this script started.
import path from 'node:path';
import {
  DEFAULT_AUTH_EMULATOR_HOST,
  DEFAULT_FIREBASE_PROJECT_ID,
  DEFAULT_PORT,
  DEFAULT_STAFF_EMAIL_DOMAIN,
  normalizeStaffDomain,
} from '@soundbites/config';
import { ensureEmulatorAccount } from './lib/emulator-accounts.mjs';
import { startAuthEmulator } from './lib/auth-emulator.mjs';
import { BIN, NPM, ROOT } from './lib/paths.mjs';
import { isPortFree, run, spawnGroup, waitForHttp } from './lib/process.mjs';
import { serverProcessEnv } from './lib/server-process-env.mjs';
import { webBuildNeeded } from './lib/web-build.mjs';

const dev = process.argv.includes('--dev');
const PROJECT_ID = DEFAULT_FIREBASE_PROJECT_ID;
const [emulatorHost, emulatorPort] = DEFAULT_AUTH_EMULATOR_HOST.split(':');
const EMULATOR = { host: emulatorHost, port: Number(emulatorPort), hubPort: 4400 };
const PORT = Number(process.env.PORT ?? DEFAULT_PORT);
const DEV_PORT = 5173;
const STAFF_DOMAIN = normalizeStaffDomain(process.env.STAFF_EMAIL_DOMAIN ?? DEFAULT_STAFF_EMAIL_DOMAIN);
const DEMO_ACCOUNTS = [
  { role: 'staff', email: `staff@${STAFF_DOMAIN}`, password: 'soundbites-staff', displayName: 'Demo Staff', emailVerified: true },
  { role: 'listener', email: 'listener@example.org', password: 'soundbites-listener', displayName: 'Demo Listener', emailVerified: true },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const log = (message) => console.log(`[soundbites] ${message}`);

const running = [];
/** Things still starting; stopping waits for them so nothing is left behind. */
const starting = [];
let stopping = false;
async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  await Promise.allSettled(starting);
  for (const stop of running.reverse()) {
    try {
      await stop();
    } catch (err) {
      console.error(err);
    }
  }
  process.exit(exitCode);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

/** Milestones since the process started, printed with the summary. */
const phases = [];

async function main() {
  if (!(await isPortFree(PORT))) {
    throw new Error(`Port ${PORT} is in use. Stop what runs there or choose another: PORT=8081 npm start`);
  }
  if (dev && !(await isPortFree(DEV_PORT))) throw new Error(`Port ${DEV_PORT} (Vite) is in use.`);

  if (!dev) {
    const reason = webBuildNeeded();
    if (reason) {
      log(`building the web app (${reason})…`);
      const code = await run(NPM.command, [...NPM.prefix, 'run', 'build', '-w', '@soundbites/web'], { cwd: ROOT });
      if (code !== 0) throw new Error('The web app did not build; see the output above.');
      phases.push(`web build done ${seconds(performance.now())}`);
    }
  }

  // The emulator and the server start side by side: the server only talks to the
  // emulator when it verifies a token, and both take seconds to come up.
  const emulatorHost = `${EMULATOR.host}:${EMULATOR.port}`;
  log(`starting the Firebase Auth emulator on ${emulatorHost} and the server on port ${PORT}…`);
  const emulatorReady = startAuthEmulator({ ...EMULATOR, projectId: PROJECT_ID }).then(async (emulator) => {
    running.push(() => emulator.stop());
    if (emulator.reused) log('an Auth emulator was already running there; using it');
    for (const account of DEMO_ACCOUNTS) {
      await ensureEmulatorAccount({ emulatorHost, projectId: PROJECT_ID, ...account });
    }
    phases.push(`emulator and accounts ${seconds(performance.now())}`);
    return emulator;
  });
  starting.push(emulatorReady);

  const apiEnv = {
    ...process.env,
    PORT: String(PORT),
    STAFF_EMAIL_DOMAIN: STAFF_DOMAIN,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    ALLOW_PRIVATE_FEED_HOSTS: process.env.ALLOW_PRIVATE_FEED_HOSTS ?? '1',
    SEED_DEMO: process.env.SEED_DEMO ?? '1',
  };
  const apiEntry = path.join(ROOT, 'apps/api/src/main.ts');
  const api = spawnGroup(BIN('tsx'), dev ? ['watch', '--clear-screen=false', apiEntry] : [apiEntry], {
    cwd: ROOT,
    // With the memory settings its runtime reads only at start (glibc's malloc, V8's young generation).
    env: serverProcessEnv(apiEnv),
  });
  running.push(() => api.stop());
  let apiExited = false;
  api.exited.then(({ code }) => {
    apiExited = true;
    if (!stopping && !dev) {
      console.error(`[soundbites] the API server exited (code ${code})`);
      void stopAll(code || 1);
    }
  });

  const origin = `http://localhost:${PORT}`;
  await Promise.all([
    emulatorReady,
    waitForHttp(`${origin}/api/health`, { gaveUp: () => apiExited }).then(() => phases.push(`server up ${seconds(performance.now())}`)),
  ]);

  let siteUrl = origin;
  if (dev) {
    const vite = spawnGroup(
      NPM.command,
      [...NPM.prefix, 'run', 'dev', '-w', '@soundbites/web', '--', '--port', String(DEV_PORT), '--strictPort'],
      {
        cwd: ROOT,
        env: { ...apiEnv, API_ORIGIN: origin },
      },
    );
    running.push(() => vite.stop());
    vite.exited.then(({ code }) => {
      if (!stopping) void stopAll(code || 1);
    });
    siteUrl = `http://localhost:${DEV_PORT}`;
    await waitForHttp(siteUrl);
  } else {
    const page = await waitForHttp(`${origin}/`);
    await page.text();
  }

  const accounts = DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(9)} ${a.email.padEnd(28)} password: ${a.password}`).join('\n');
  console.log(`
  Soundbites is running${dev ? ' (development, hot reload)' : ''}.

    App          ${siteUrl}/
    Ops console  ${siteUrl}/ops
    API          ${origin}/api/health   (contract: ${origin}/api/openapi.json)
    Auth         Firebase Auth emulator at ${emulatorHost}, project ${PROJECT_ID}
    Data         ${process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${process.env.DATA_DIR ?? path.join(ROOT, '.data')}`}

  Demo accounts (staff domain: ${STAFF_DOMAIN}):
${accounts}

  Served the first page ${seconds(performance.now())} after start (${phases.join(', ')}).
  Press Ctrl-C to stop.
`);
}

main().catch((err) => {
  console.error(`[soundbites] ${err instanceof Error ? err.message : err}`);
  void stopAll(1);
});
