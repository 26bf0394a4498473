import fs from 'node:fs';
import path from 'node:path';
import { classesIn, criticalCss } from './critical-css.js';

/**
 * The build's index.html reshaped for pages the server paints itself (/, /share, not found).
 *
 * Their first paint needs only the HTML and a little CSS, so nothing else may compete with them for
 * the connection or delay the paint:
 * - the CSS the page's markup needs is written inline (no render-blocking round trip); the app's
 *   full stylesheets load without blocking the paint (`media="print"` until the app starts);
 * - the `modulepreload` links go (the browser would fetch the whole app at high priority before
 *   painting anything);
 * - the app's entry script is added only after the first paint, once the full stylesheets are in,
 *   so the app never renders anything unstyled.
 *
 * The app still mounts only after the identity provider's first report; it just starts loading a
 * frame later, while the visitor already reads the page. Pages the server does not paint keep the
 * build's HTML as it is, preloads included, because there the app is the first paint.
 */
export interface FirstPaintHtml {
  /** The reshaped page, with CRITICAL_CSS_SLOT where the page's own critical CSS goes. */
  html: string;
  /** The app's render-blocking stylesheets, in order, to cut the critical CSS from. */
  css: string;
}

const CRITICAL_CSS_SLOT = '<!--critical-css-->';

export function firstPaintHtml(indexHtml: string, distDir: string): FirstPaintHtml {
  let entry: string | null = null;
  let html = indexHtml.replace(/<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g, (_tag, src: string) => {
    entry = src;
    return '';
  });
  if (!entry) return { html: indexHtml, css: '' };
  html = html.replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  let css = '';
  html = html.replace(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g, (tag, href: string) => {
    const text = readAsset(distDir, href);
    if (text === null) return tag;
    // The critical CSS goes where the first stylesheet was, so the cascade keeps its order.
    const slot = css === '' ? CRITICAL_CSS_SLOT : '';
    css += text;
    return `${slot}<link rel="stylesheet" crossorigin href="${href}" media="print" data-app-css>`;
  });
  return { html: html.replace('</body>', () => `${startAfterFirstPaint(entry!)}</body>`), css };
}

function readAsset(distDir: string, href: string): string | null {
  if (!href.startsWith('/assets/')) return null;
  const file = path.join(distDir, href);
  if (!file.startsWith(path.join(distDir, 'assets') + path.sep)) return null;
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Writes the critical CSS for this page into its slot. Pages with the same classes share the result,
 * so the share pages of a whole catalogue cost a handful of cuts per build.
 */
export function createCriticalCssFiller() {
  const memo = new Map<string, string>();
  return function fill(page: FirstPaintHtml, html: string): string {
    if (!html.includes(CRITICAL_CSS_SLOT)) return html;
    const key =
      [...classesIn(html)].sort().join(' ') +
      '\n' +
      [...html.matchAll(/var\(\s*(--[\w-]+)/g)]
        .map((m) => m[1])
        .sort()
        .join(' ');
    let critical = memo.get(key);
    if (critical === undefined) {
      // A style element ends at the first "</style", whatever comes before it.
      critical = criticalCss(page.css, html).replace(/<\/style/gi, '<\\/style');
      if (memo.size >= 100) memo.clear();
      memo.set(key, critical);
    }
    return html.replace(CRITICAL_CSS_SLOT, () => `<style data-critical-css>${critical}</style>`);
  };
}

/**
 * requestAnimationFrame runs just before the first paint and the timeout's task right after it. A
 * tab opened in the background gets no frames, so the load event counts as painted there. The app
 * starts once the page is painted and the full stylesheets have arrived (a stylesheet that failed
 * is not waited for).
 */
function startAfterFirstPaint(src: string): string {
  return `<script>(function () {
  var started = false, painted = false;
  var links = [].slice.call(document.querySelectorAll('link[data-app-css]'));
  function start() {
    if (started || !painted || links.some(function (l) { return !l.sheet; })) return;
    started = true;
    links.forEach(function (l) { l.media = 'all'; });
    var s = document.createElement('script'); s.type = 'module'; s.crossOrigin = ''; s.src = ${JSON.stringify(src)};
    document.head.appendChild(s);
  }
  links.forEach(function (l) {
    l.addEventListener('load', start);
    l.addEventListener('error', function () { links.splice(links.indexOf(l), 1); start(); });
  });
  function paint() { painted = true; start(); }
  requestAnimationFrame(function () { setTimeout(paint); });
  addEventListener('load', paint);
})();</script>`;
}
