// Draws the installable app's icons (PNG, as install prompts require) from the logo's
// shapes: white sound bars on the brand violet, filling the square so one image serves
// as both a plain and a maskable icon (the bars stay inside the 80 % safe circle).
// Run: node scripts/generate-app-icons.mjs (writes apps/web/public/icons/*.png).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas } from './demo/png.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'apps/web/public/icons');
const VIOLET = [0x70, 0x48, 0xe8];
const WHITE = [255, 255, 255];
/** The logo's bars on its 32-unit grid: x, top, bottom (favicon.svg). */
const BARS = [
  [7, 14, 18],
  [11, 10, 22],
  [15, 7, 25],
  [19, 12, 20],
  [23, 9, 23],
  [27, 15, 17],
];

function drawIcon(size) {
  const canvas = createCanvas(size, size);
  canvas.rect(0, 0, size, size, VIOLET);
  // The logo's 20 × 18 units of bars, scaled to 55 % of the icon and centred.
  const unit = (size * 0.55) / 20;
  const stroke = Math.max(2, Math.round(2.4 * unit));
  for (const [x, top, bottom] of BARS) {
    const cx = Math.round(size / 2 + (x - 17) * unit);
    const cy = Math.round(size / 2 + ((top + bottom) / 2 - 16) * unit);
    // Round caps add half a stroke at each end, as in the SVG.
    const height = Math.round((bottom - top) * unit);
    canvas.pill(cx, cy, stroke, height, WHITE);
  }
  return canvas.toPng();
}

fs.mkdirSync(OUT, { recursive: true });
for (const size of [192, 512]) {
  fs.writeFileSync(path.join(OUT, `icon-${size}.png`), drawIcon(size));
  console.log(`wrote apps/web/public/icons/icon-${size}.png`);
}
