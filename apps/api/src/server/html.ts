import { escapeHtml } from '@soundbites/config';
import fs from 'node:fs';
import path from 'node:path';
import { firstPaintHtml, type FirstPaintHtml } from './first-paint.js';

/** Inserts markup right after the opening <head> tag (before any script of the app runs). */
export function injectAfterHead(html: string, markup: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return `${markup}${html}`;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${markup}${html.slice(at)}`;
}

/** Sets the page's one meta description, replacing the build's default. */
export function replaceDescription(html: string, description: string): string {
  const tag = `<meta name="description" content="${escapeHtml(description)}">`;
  const existing = /<meta name="description"[^>]*>/i;
  if (existing.test(html)) return html.replace(existing, () => tag);
  // Before </head>, so the runtime configuration stays the first thing in the head.
  return html.includes('</head>') ? html.replace('</head>', () => `${tag}</head>`) : injectAfterHead(html, tag);
}

/** Puts the server's first paint inside the app's root element; React replaces it on mount. */
export function fillRoot(html: string, markup: string): string {
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${markup}</div>`);
}

/** Replaces the document title, or adds one when the page has none. */
export function replaceTitle(html: string, title: string): string {
  const escaped = `<title>${escapeHtml(title)}</title>`;
  if (/<title>[\s\S]*?<\/title>/i.test(html)) return html.replace(/<title>[\s\S]*?<\/title>/i, () => escaped);
  return injectAfterHead(html, escaped);
}

/**
 * Reads the built index.html, re-reading only when the file changes, so a rebuild
 * of the web app is picked up without restarting the server.
 */
export interface IndexHtml {
  html: string;
  /** The same page shaped for a server-painted first paint (see first-paint.ts). */
  firstPaint: FirstPaintHtml;
  /** Changes with every new build, so pages rendered from an older one are not served from a cache. */
  revision: string;
}

export function createIndexHtmlReader(indexPath: string) {
  let cached: (IndexHtml & { mtimeMs: number; size: number }) | null = null;
  return function readIndexHtml(): IndexHtml | null {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(indexPath);
    } catch {
      return null;
    }
    if (!cached || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
      const html = fs.readFileSync(indexPath, 'utf8');
      cached = {
        mtimeMs: stat.mtimeMs,
        size: stat.size,
        html,
        firstPaint: firstPaintHtml(html, path.dirname(indexPath)),
        revision: `${stat.mtimeMs}:${stat.size}`,
      };
    }
    return cached;
  };
}

/** Shown when the server runs before the web app was built (e.g. API-only development). */
export const WEB_NOT_BUILT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Soundbites</title></head>
<body><h1>The web app is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p></body></html>`;
