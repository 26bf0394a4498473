import fs from 'node:fs';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** Inserts markup right after the opening <head> tag (before any script of the app runs). */
export function injectAfterHead(html: string, markup: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return `${markup}${html}`;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${markup}${html.slice(at)}`;
}

/** Replaces the document title, or adds one when the page has none. */
export function replaceTitle(html: string, title: string): string {
  const escaped = `<title>${escapeHtml(title)}</title>`;
  if (/<title>[\s\S]*?<\/title>/i.test(html)) return html.replace(/<title>[\s\S]*?<\/title>/i, escaped);
  return injectAfterHead(html, escaped);
}

/**
 * Reads the built index.html, re-reading only when the file changes, so a rebuild
 * of the web app is picked up without restarting the server.
 */
export function createIndexHtmlReader(indexPath: string) {
  let cached: { mtimeMs: number; size: number; html: string } | null = null;
  return function readIndexHtml(): string | null {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(indexPath);
    } catch {
      return null;
    }
    if (!cached || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, html: fs.readFileSync(indexPath, 'utf8') };
    }
    return cached.html;
  };
}

/** Shown when the server runs before the web app was built (e.g. API-only development). */
export const WEB_NOT_BUILT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Soundbites</title></head>
<body><h1>The web app is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p></body></html>`;
