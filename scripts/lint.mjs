// `npm run lint`: every static check of the repository, each run to the end so one
// finding does not hide another; exits non-zero when any check found something.
// `npm test` runs it first. Why each check exists: docs/decisions/0005-lint-and-boundaries.md.
import { BIN, ROOT } from './lib/paths.mjs';
import { capture } from './lib/process.mjs';

const CHECKS = [
  { title: 'ESLint (type-aware rules, React hooks, import boundaries, process.env)', command: BIN('eslint'), args: ['.'] },
  { title: 'Prettier (formatting; `npm run format` fixes it)', command: BIN('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  { title: 'knip (unused files, exports and dependencies)', command: BIN('knip'), args: [] },
  { title: 'jscpd (copy-pasted blocks of 6+ lines; extract and reuse)', command: BIN('jscpd'), args: ['apps/api/src', 'apps/web/src'] },
];

const only = process.argv.slice(2);
const selected = CHECKS.filter(
  (check) => only.length === 0 || only.some((word) => check.title.toLowerCase().startsWith(word.toLowerCase())),
);
// The checks run at once (ESLint's type-aware pass keeps one core busy on its own), each with its output held
// back and printed in the list's order, so a finding reads as it would if they had run one after another.
const running = selected.map((check) => {
  const start = Date.now();
  return capture(check.command, check.args, { cwd: ROOT }).then((result) => ({
    ...result,
    seconds: ((Date.now() - start) / 1000).toFixed(1),
  }));
});
const failed = [];
for (const [index, check] of selected.entries()) {
  const { code, output, seconds } = await running[index];
  console.log(`\n\x1b[1m── ${check.title}\x1b[0m`);
  if (output.length > 0) process.stdout.write(output);
  console.log(code === 0 ? `clean (${seconds} s)` : `\x1b[31mfindings\x1b[0m (${seconds} s)`);
  if (code !== 0) failed.push(check.title);
}
if (failed.length > 0) {
  console.log(`\nlint failed: ${failed.join('; ')}`);
  process.exitCode = 1;
} else {
  console.log('\nlint clean');
}
