import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criticalCss } from './critical-css.js';
import { createCriticalCssFiller, firstPaintHtml } from './first-paint.js';

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><title>Soundbites</title>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b2.js">
<link rel="modulepreload" crossorigin href="/assets/router-c3.js">
<link rel="stylesheet" crossorigin href="/assets/index-d4.css">
<link rel="stylesheet" crossorigin href="/assets/missing-e5.css">
</head>
<body><div id="root"></div></body></html>`;
const CSS = ':root{--used:1px;--unused:2px;--chain:var(--used)}.a{margin:var(--chain)}.b{color:red;content:"</style><script>x</script>"}';

let dist: string;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'soundbites-first-paint-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets/index-d4.css'), CSS);
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const page = (markup: string) => {
  const shaped = firstPaintHtml(INDEX_HTML, dist);
  return createCriticalCssFiller()(shaped, shaped.html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`));
};

describe('the HTML of a page the server paints', () => {
  it('drops the module preloads, so the app does not compete with the first paint', () => {
    expect(page('')).not.toContain('<link rel="modulepreload"');
  });

  it('inlines only the CSS its markup uses, unable to close its style element, and leaves the full stylesheet for the app’s start', () => {
    const html = page('<p class="a">Hi</p>');
    expect(html).toContain('<style data-critical-css>:root{--used:1px;--chain:var(--used)}.a{margin:var(--chain)}</style>');
    expect(html).toContain('<link data-app-css="/assets/index-d4.css">');
    // A stylesheet the server cannot read stays as it was.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/missing-e5.css">');
    expect(page('<p class="b">Hi</p>')).toContain('.b{color:red;content:"<\\/style><script>x</script>"}</style>');
  });

  it('starts the app script only after the first paint, at the end of the body', () => {
    const html = page('');
    expect(html).not.toContain('<script type="module"');
    const loader = html.slice(html.indexOf('</div>'), html.indexOf('</body>'));
    expect(loader).toContain("getEntriesByName('first-contentful-paint')");
    expect(loader).toContain('"/assets/index-a1.js"');
  });

  it('leaves a page without an entry script as it is', () => {
    const plain = '<html><head><link rel="modulepreload" href="/x.js"></head><body></body></html>';
    expect(firstPaintHtml(plain, dist).html).toBe(plain);
  });
});

describe('the critical CSS', () => {
  const css =
    '@media (min-width:48em){.a{--a-size:2rem}.c{color:blue}}@keyframes spin{to{rotate:1turn}}' +
    '.a:not(.z),.c .a{width:var(--a-size)}[data-x] .a>.b{gap:1px}html{font-size:16px}';

  it('keeps rules whose classes the page has (ignoring :not), inside their media queries, and no animations', () => {
    expect(criticalCss(css, '<div class="a"></div>')).toBe(
      '@media (min-width:48em){.a{--a-size:2rem}}.a:not(.z){width:var(--a-size)}html{font-size:16px}',
    );
    expect(criticalCss(css, '<div class="a b"></div>')).toContain('[data-x] .a>.b{gap:1px}');
  });
});
