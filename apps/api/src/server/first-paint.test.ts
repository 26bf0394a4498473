import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPaintHtml } from './first-paint.js';

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><title>Soundbites</title>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b2.js">
<link rel="modulepreload" crossorigin href="/assets/router-c3.js">
<link rel="stylesheet" crossorigin href="/assets/index-d4.css">
<link rel="stylesheet" crossorigin href="/assets/missing-e5.css">
</head>
<body><div id="root"></div></body></html>`;

let dist: string;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'soundbites-first-paint-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets/index-d4.css'), '.a{color:red}/*</style><script>x</script>*/');
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('the HTML of a page the server paints', () => {
  it('drops the module preloads, so the app does not compete with the first paint', () => {
    expect(firstPaintHtml(INDEX_HTML, dist)).not.toContain('modulepreload');
  });

  it('writes the stylesheets inline, unable to close their style element, and keeps a link it cannot read', () => {
    const html = firstPaintHtml(INDEX_HTML, dist);
    expect(html).toContain('<style data-app-css="/assets/index-d4.css">.a{color:red}/*<\\/style><script>x</script>*/</style>');
    expect(html).not.toContain('href="/assets/index-d4.css"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/missing-e5.css">');
  });

  it('starts the app script only after the first paint, at the end of the body', () => {
    const html = firstPaintHtml(INDEX_HTML, dist);
    expect(html).not.toContain('<script type="module"');
    const loader = html.slice(html.indexOf('</div>'), html.indexOf('</body>'));
    expect(loader).toContain('requestAnimationFrame');
    expect(loader).toContain('"/assets/index-a1.js"');
  });

  it('leaves a page without an entry script as it is', () => {
    const plain = '<html><head><link rel="modulepreload" href="/x.js"></head><body></body></html>';
    expect(firstPaintHtml(plain, dist)).toBe(plain);
  });
});
