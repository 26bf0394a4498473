// Prints the JavaScript a first visit to `/` downloads before the app can render:
// the entry module and every module it preloads, each gzipped (level 9) as a server would.
// Usage: node scripts/initial-js.mjs   (after `npm run build`)
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/paths.mjs';

const dist = path.join(ROOT, 'apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const urls = new Set();
for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) urls.add(match[1]);
for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1]);

let raw = 0;
let gzipped = 0;
for (const url of urls) {
  const body = fs.readFileSync(path.join(dist, url.replace(/^\//, '')));
  const size = gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gzipped += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB gz  ${url}`);
}
console.log(`Initial JavaScript of /: ${(gzipped / 1024).toFixed(1)} kB gzipped (${(raw / 1024).toFixed(1)} kB raw, ${urls.size} files)`);
