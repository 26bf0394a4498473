// Decides whether the production build of the web app is missing or stale.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/config/src',
  'packages/api-types/src',
  'package-lock.json',
];

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** @returns {string | null} why a build is needed, or null when dist is up to date */
export function webBuildNeeded(distDir = path.join(ROOT, 'apps/web/dist')) {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) return 'no production build yet';
  const builtAt = fs.statSync(index).mtimeMs;
  const changed = WEB_SOURCES.find((source) => newestMtime(path.join(ROOT, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}
