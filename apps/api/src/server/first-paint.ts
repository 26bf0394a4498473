import fs from 'node:fs';
import path from 'node:path';

/**
 * The build's index.html reshaped for pages the server paints itself (/, /share, not found).
 *
 * Their first paint needs only the HTML and its CSS, so nothing else may compete with them for the
 * connection or delay the paint:
 * - the stylesheets are written inline (no render-blocking round trip);
 * - the `modulepreload` links go (the browser would fetch the whole app at high priority before
 *   painting anything);
 * - the app's entry script is added only after the first paint has been handed to the browser.
 *
 * The app still mounts only after the identity provider's first report; it just starts loading a
 * frame later, while the visitor already reads the page. Pages the server does not paint keep the
 * build's HTML as it is, preloads included, because there the app is the first paint.
 */
export function firstPaintHtml(indexHtml: string, distDir: string): string {
  let entry: string | null = null;
  let html = indexHtml.replace(/<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g, (_tag, src: string) => {
    entry = src;
    return '';
  });
  if (!entry) return indexHtml;
  html = html.replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  html = html.replace(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g, (tag, href: string) => {
    const css = readAsset(distDir, href);
    return css === null ? tag : `<style data-app-css="${href}">${css}</style>`;
  });
  return html.replace('</body>', () => `${startAfterFirstPaint(entry!)}</body>`);
}

function readAsset(distDir: string, href: string): string | null {
  if (!href.startsWith('/assets/')) return null;
  const file = path.join(distDir, href);
  if (!file.startsWith(path.join(distDir, 'assets') + path.sep)) return null;
  try {
    // A style element ends at the first "</style", whatever comes before it.
    return fs.readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
  } catch {
    return null;
  }
}

/**
 * requestAnimationFrame runs just before the first paint and the timeout's task right after it. A
 * tab opened in the background gets no frames, so the load event starts the app there.
 */
function startAfterFirstPaint(src: string): string {
  return (
    `<script>(function () { var started = false; function start() { if (started) return; started = true;` +
    ` var s = document.createElement('script'); s.type = 'module'; s.crossOrigin = ''; s.src = ${JSON.stringify(src)};` +
    ` document.head.appendChild(s); }` +
    ` requestAnimationFrame(function () { setTimeout(start); }); addEventListener('load', start); })();</script>`
  );
}
