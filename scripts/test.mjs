// `npm test`: every check and test of the project, in order, then one summary line
// "N passed, N failed" (tests counted from the runners' JSON reports; each other
// check — generated types, typecheck, build — counts as one).
// Starts one Auth emulator for the API tests (or reuses a running one) and stops
// what it started. Exits non-zero when anything failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator } from './lib/auth-emulator.mjs';
import { BIN, NPM, ROOT } from './lib/paths.mjs';
import { run } from './lib/process.mjs';

const TEST_EMULATOR = { host: '127.0.0.1', port: 9199, hubPort: 4410, projectId: 'demo-soundbites' };
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundbites-test-'));
const results = [];
let cleanup = async () => {};

const banner = (title) => console.log(`\n\x1b[1m━━ ${title}\x1b[0m`);
const elapsed = (start) => `${((Date.now() - start) / 1000).toFixed(1)} s`;

/** A check that passes or fails as a whole. */
async function check(title, command, args, options = {}) {
  banner(title);
  const start = Date.now();
  const code = await run(command, args, { cwd: ROOT, ...options });
  results.push({ title, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds: elapsed(start) });
}

/** A test runner whose JSON report gives the counts; a crash without a report counts as one failure. */
async function tests(title, command, args, { reportFile, count, ...options }) {
  banner(title);
  const start = Date.now();
  fs.rmSync(reportFile, { force: true });
  const code = await run(command, args, { cwd: ROOT, ...options });
  let counts = null;
  try {
    counts = count(JSON.parse(fs.readFileSync(reportFile, 'utf8')));
  } catch {
    // No readable report: the runner itself failed.
  }
  if (!counts) counts = { passed: 0, failed: 1 };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  results.push({ title, ...counts, seconds: elapsed(start) });
}

/** Failed tests, plus each test file that failed without a failing test (e.g. it did not load). */
const vitestCounts = (report) => {
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
};

function vitest(title, workspaceDir, reportName, env = {}) {
  const reportFile = path.join(reportDir, `${reportName}.json`);
  return tests(title, BIN('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`], {
    cwd: path.join(ROOT, workspaceDir),
    env: { ...process.env, ...env },
    reportFile,
    count: vitestCounts,
  });
}

async function main() {
  const started = Date.now();
  // Static checks first: a lint finding fails the run as any failing test does.
  await check('Lint (npm run lint)', process.execPath, ['scripts/lint.mjs']);

  banner(`Auth emulator for tests on ${TEST_EMULATOR.host}:${TEST_EMULATOR.port}`);
  const emulator = await startAuthEmulator(TEST_EMULATOR);
  cleanup = () => emulator.stop();
  console.log(emulator.reused ? 'reusing the running emulator' : 'started');
  const testEnv = { TEST_AUTH_EMULATOR_HOST: emulator.host };

  await check('Generated API types are up to date', BIN('tsx'), ['packages/api-types/scripts/generate.mjs', '--check']);
  await check('Typecheck: API', BIN('tsc'), ['--noEmit', '-p', 'apps/api']);
  await check('Typecheck: web', BIN('tsc'), ['--noEmit', '-p', 'apps/web']);

  const { TEST_DATABASE_URL } = process.env;
  await vitest('API tests on PGlite', 'apps/api', 'api-pglite', { ...testEnv, TEST_DATABASE_URL: '' });
  if (TEST_DATABASE_URL) {
    await vitest('API tests on PostgreSQL', 'apps/api', 'api-postgres', { ...testEnv, TEST_DATABASE_URL });
  } else {
    console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped; .ci/run sets it.)');
  }
  await vitest('Web unit tests', 'apps/web', 'web');

  await check('Build the web app', NPM.command, [...NPM.prefix, 'run', 'build', '-w', '@soundbites/web']);

  const playwrightConfig = path.join(ROOT, 'apps/web/playwright.config.ts');
  if (fs.existsSync(playwrightConfig)) {
    const reportFile = path.join(reportDir, 'e2e.json');
    await tests('End-to-end tests (Playwright, Chromium)', BIN('playwright'), ['test', '-c', playwrightConfig, '--reporter=list,json'], {
      // The build step above just produced apps/web/dist.
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile, E2E_SKIP_BUILD: '1' },
      reportFile,
      count: (report) => ({
        passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
        failed: report.stats?.unexpected ?? 0,
      }),
    });
  }

  await cleanup();
  cleanup = async () => {};

  console.log('\n\x1b[1m━━ Summary\x1b[0m');
  for (const r of results) {
    const mark = r.failed ? '\x1b[31m✗\x1b[0m' : '\x1b[32m✓\x1b[0m';
    console.log(
      `${mark} ${r.title.padEnd(44)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  (${r.seconds})`,
    );
  }
  console.log(`total time ${elapsed(started)}`);
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  fs.rmSync(reportDir, { recursive: true, force: true });
  process.exitCode = failed ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await cleanup();
    process.exit(130);
  });
}

main().catch(async (err) => {
  console.error(err);
  await cleanup();
  console.log('0 passed, 1 failed');
  process.exit(1);
});
