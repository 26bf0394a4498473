// `npm run build -w @soundbites/api`: compiles the server to plain JavaScript in dist/, one file per
// source file (same layout, so paths relative to a module — migrations, demo content, worker
// entries — resolve the same way), for `NODE_ENV=production node apps/api/dist/main.js`.
// Dependencies stay in node_modules; only types are stripped, so this takes a second or two.
// Typechecking is `npm run typecheck`'s job.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const API_DIR = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const SRC = path.join(API_DIR, 'src');
const DIST = path.join(API_DIR, 'dist');

/** Every TypeScript source file the server runs: not tests, not declarations. */
function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [file] : [];
  });
}

const started = performance.now();
fs.rmSync(DIST, { recursive: true, force: true });
await build({
  entryPoints: sources(SRC),
  outdir: DIST,
  outbase: SRC,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
});
fs.cpSync(path.join(SRC, 'db/migrations'), path.join(DIST, 'db/migrations'), { recursive: true });
const files = sources(SRC).length;
console.log(
  `API compiled: ${files} files into ${path.relative(process.cwd(), DIST) || 'dist'} in ${Math.round(performance.now() - started)} ms`,
);
