/** `npx tsx bench/public-only.ts`: only the public-pages part of `npm run bench`. */
import { publicPagesSummary, runPublicPagesBench } from './public-pages.js';

const figures = await runPublicPagesBench((line) => console.log(line));
console.log(publicPagesSummary(figures));
for (const f of figures.lighthouse) if (f.failing.length) console.log(`  ${f.page} below 0.9: ${f.failing.join(', ')}`);
