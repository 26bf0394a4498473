import fs from 'node:fs';
import path from 'node:path';
import { classesIn, criticalCss } from './critical-css.js';

/**
 * The build's index.html reshaped for pages the server paints itself (/, /share, not found).
 *
 * Their first paint needs only the HTML and a little CSS, so nothing else may compete with them for
 * the connection or delay the paint:
 * - the CSS the page's markup needs is written inline (no render-blocking round trip); the app's
 *   full stylesheets load when the app starts;
 * - the `modulepreload` links go (the browser would fetch the whole app at high priority before
 *   painting anything);
 * - the app's entry script is added only after the page has loaded and painted, once the full
 *   stylesheets are in, so the app never renders anything unstyled.
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
    // Not fetched until the app starts: a request made before the page's largest paint competes with it.
    return `${slot}<link data-app-css="${href}">`;
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
 * The app starts once the page has loaded and the browser has reported its first contentful paint,
 * one frame later, so nothing it fetches competes with the page's largest paint. A frame callback is
 * not proof of a paint: on a busy device the paint is shown well after the frames that drew it, and
 * the app's code, fetched meanwhile, then counts against it (Lighthouse's LCP was 1.7-2.0 s instead of
 * 0.9 s in 4 of 20 runs on a loaded machine). Its full stylesheets then load in their
 * places while its code is fetched, and the code runs only once they are in, so the app never renders
 * anything unstyled. A tab opened in the background paints nothing, and a browser without paint
 * timing reports nothing; a timer starts the app there.
 */
function startAfterFirstPaint(src: string): string {
  return `<script>(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var links = [].slice.call(document.querySelectorAll('link[data-app-css]'));
    var pending = links.length + 1;
    function run() {
      if (--pending > 0) return;
      var s = document.createElement('script'); s.type = 'module'; s.crossOrigin = ''; s.src = ${JSON.stringify(src)};
      document.head.appendChild(s);
    }
    links.forEach(function (l) {
      l.onload = l.onerror = run;
      l.crossOrigin = ''; l.rel = 'stylesheet'; l.href = l.getAttribute('data-app-css');
    });
    var preload = document.createElement('link'); preload.rel = 'modulepreload'; preload.crossOrigin = ''; preload.href = ${JSON.stringify(src)};
    document.head.appendChild(preload);
    run();
  }
  function startAfterNextFrame() {
    requestAnimationFrame(function () { setTimeout(start); });
  }
  function afterLoad() {
    setTimeout(start, 1000);
    try {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        startAfterNextFrame();
      }).observe({ type: 'paint', buffered: true });
    } catch (e) {
      requestAnimationFrame(startAfterNextFrame);
    }
  }
  if (document.readyState === 'complete') afterLoad(); else addEventListener('load', afterLoad);
})();</script>`;
}
