import fs from 'node:fs';
import path from 'node:path';
import { EMBED_HEIGHT, EMBED_THEMES, EMBED_WIDTH, embedCode, escapeHtml, soundbiteDisplayTitle, type EmbedTheme } from '@soundbites/config';
import { Hono } from 'hono';
import type { AppDeps } from '../lib/context.js';
import { publicContentTags } from '../db/content-changes.js';
import { answer, publicCacheFor, sendCached } from '../lib/public-cache.js';
import { getPublishedSoundbite } from '../routes/public/public.queries.js';
import { formatClock } from './lookalike/markup.js';

/** The embed player's script, as the web build's manifest names it (the entry `src/embed/main.ts`). */
function createEmbedScriptReader(webDist: string) {
  const manifestPath = path.join(webDist, '.vite/manifest.json');
  let cached: { mtimeMs: number; src: string | null } | null = null;
  return (): string | null => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(manifestPath).mtimeMs;
    } catch {
      return null;
    }
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
      const entry = manifest['src/embed/main.ts'];
      cached = { mtimeMs, src: entry ? `/${entry.file}` : null };
    }
    return cached.src;
  };
}

/** The site's icon: without a link the browser asks for /favicon.ico, and an icon link is what lets it use the SVG (favicon.ico is there for tools that read no HTML). */
const ICON = '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';

/** Said by screen readers after a link's name: both of the embed's links leave the host's page for a new tab. */
const NEW_TAB = '<span class="new-tab"> (opens in a new tab)</span>';
/** Light colours first; the dark ones come after and so win over them where they apply. */
const STYLE = `*{box-sizing:border-box}html,body{margin:0;height:100%}
body{font-family:Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1a1b1e;background:#fff}
.card{display:flex;gap:14px;align-items:center;height:100%;padding:14px;border:1px solid #dee2e6;border-radius:12px;overflow:hidden}
.art{width:96px;height:96px;border-radius:8px;object-fit:cover;flex-shrink:0;background:#f3d9fa}
.body{flex:1;min-width:0;display:flex;flex-direction:column;gap:6px}
.show{margin:0;font-size:11px;font-weight:700;letter-spacing:.05em;text-transform:uppercase;color:#5c5f66;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.title{margin:0;font-size:16px;font-weight:700;line-height:1.3;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.title a{color:inherit;text-decoration:none}.title a:hover{text-decoration:underline}
.player{display:flex;align-items:center;gap:10px}
button{flex-shrink:0;width:40px;height:40px;border:0;border-radius:50%;background:#7048e8;color:#fff;display:grid;place-items:center;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:2px solid #7048e8;outline-offset:2px}
input[type=range]{flex:1;min-width:0;accent-color:#7048e8}
.clock{font:12px ui-monospace,SFMono-Regular,Menlo,monospace;color:#5c5f66;white-space:nowrap}
.brand{margin:0;font-size:11px;color:#5c5f66}.brand a{color:inherit}
.new-tab{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
[role=status]:empty{display:none}[role=status]{margin:0;font-size:12px;color:#c92a2a}
@media (max-width:360px){.art{width:64px;height:64px}}`;
/** Each text colour reads at 4.5:1 or more on the dark background. */
const DARK_STYLE = `body{color:#e9ecef;background:#1f1f1f}.card{border-color:#424242}.show,.clock,.brand{color:#adb5bd}
input[type=range]{accent-color:#9775fa}button:focus-visible,input:focus-visible,a:focus-visible{outline-color:#9775fa}[role=status]{color:#ff8787}`;

/**
 * The page's colours: fixed when the host page asked for them (`?theme=light` or `dark`, for a site
 * whose own colours do not follow the system), else the visitor's system setting.
 */
function themeStyle(theme: EmbedTheme | null): { style: string; colorScheme: string } {
  if (theme === 'dark') return { style: STYLE + DARK_STYLE, colorScheme: 'dark' };
  if (theme === 'light') return { style: STYLE, colorScheme: 'light' };
  return { style: `${STYLE}\n@media (prefers-color-scheme:dark){${DARK_STYLE}}`, colorScheme: 'light dark' };
}

const themeOf = (asked: string | undefined): EmbedTheme | null => EMBED_THEMES.find((theme) => theme === asked) ?? null;

const PLAY_ICON =
  '<svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l11-6.86a1 1 0 0 0 0-1.7l-11-6.86A1 1 0 0 0 8 5.14Z"></path></svg>';

/**
 * The embed player and the oEmbed endpoint that hands it out. The player page is answered from the
 * public cache like the share page, so an edit or a hide shows in every embed on its next load.
 */
export function createEmbedRouter(deps: AppDeps, originOf: (requestUrl: string) => string) {
  const cache = publicCacheFor(deps);
  const embedScript = createEmbedScriptReader(deps.env.WEB_DIST_DIR);
  const router = new Hono();

  router.get('/embed/soundbite/:id', async (c) => {
    const id = c.req.param('id');
    const origin = originOf(c.req.url);
    const script = embedScript();
    const theme = themeOf(c.req.query('theme'));
    const page = await cache.get(`page:embed:${origin}:${script}:${id}:${theme ?? 'auto'}`, async () => {
      // Built with the page, once per version kept in the cache, not on every request.
      const { style, colorScheme } = themeStyle(theme);
      const head = `<meta name="color-scheme" content="${colorScheme}">${ICON}<style>${style}</style>`;
      const soundbite = await getPublishedSoundbite(deps.database.db, id);
      if (!soundbite) {
        return answer(
          404,
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found · Soundbites</title><meta name="robots" content="noindex">${head}</head><body><main class="card"><p>This soundbite is not available.</p></main></body></html>`,
          'text/html; charset=UTF-8',
          publicContentTags.missingSoundbite(id),
        );
      }
      const name = soundbiteDisplayTitle(soundbite.title, soundbite.episode.title);
      const start = soundbite.startSeconds;
      const length = soundbite.durationSeconds;
      const end = start + length;
      const art = soundbite.episode.imageUrl ?? soundbite.podcast.imageUrl;
      const e = escapeHtml;
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(name)} · Soundbites</title><meta name="robots" content="noindex">${head}</head>
<body><main class="card" data-soundbite-embed data-start="${start}" data-end="${end}" data-label="${e(name)}">
${art ? `<img class="art" src="${e(art)}" alt="${e(soundbite.podcast.title)} artwork" width="96" height="96">` : ''}
<div class="body"><p class="show">${e(soundbite.podcast.title)}</p>
<h1 class="title"><a href="${e(`${origin}${soundbite.shareUrl}`)}" target="_blank" rel="noopener">${e(name)}${NEW_TAB}</a></h1>
<div class="player"><button type="button" data-play aria-label="Play “${e(name)}”">${PLAY_ICON}</button>
<input type="range" min="0" max="${length}" step="0.1" value="0" aria-label="Position in “${e(name)}”" aria-valuetext="0:00 of ${formatClock(length)}">
<span class="clock" data-clock aria-hidden="true">0:00 / ${formatClock(length)}</span></div>
<p role="status" aria-live="polite"></p>
<p class="brand">From ${e(soundbite.episode.title)} · <a href="${e(origin)}/" target="_blank" rel="noopener">Soundbites${NEW_TAB}</a></p></div>
${soundbite.episode.audioUrl ? `<audio preload="metadata" src="${e(soundbite.episode.audioUrl)}"></audio>` : ''}
</main>${script ? `<script type="module" src="${e(script)}"></script>` : ''}</body></html>`;
      return answer(200, html, 'text/html; charset=UTF-8', publicContentTags.soundbite(soundbite));
    });
    return sendCached(c, page, { compress: true });
  });

  /**
   * oEmbed 1.0 (https://oembed.com): a share link's player as a "rich" embed, JSON only. Besides `maxwidth`,
   * `theme=light|dark` fixes the player's colours, as the embed's own `?theme=` does.
   */
  router.get('/oembed', async (c) => {
    const origin = originOf(c.req.url);
    const format = c.req.query('format') ?? 'json';
    if (format !== 'json') return c.json({ error: { code: 'not_implemented', message: 'Only format=json is offered' } }, 501);
    let shared: URL;
    try {
      shared = new URL(c.req.query('url') ?? '');
    } catch {
      return c.json({ error: { code: 'invalid_request', message: 'url must be a Soundbites share link' } }, 400);
    }
    const id = shared.pathname === '/share' ? shared.searchParams.get('soundbite') : null;
    if (shared.origin !== origin || !id) {
      return c.json({ error: { code: 'not_found', message: 'url must be a Soundbites share link to a soundbite' } }, 404);
    }
    const maxWidth = Number(c.req.query('maxwidth')) || EMBED_WIDTH;
    const width = Math.max(240, Math.min(EMBED_WIDTH, maxWidth));
    // A consumer whose site has fixed colours asks for them (an extension, as oEmbed allows); anything else follows the reader's.
    const theme = themeOf(c.req.query('theme'));
    const cached = await cache.get(`json:oembed:${origin}:${id}:${width}:${theme ?? 'auto'}`, async () => {
      const soundbite = await getPublishedSoundbite(deps.database.db, id);
      if (!soundbite)
        return answer(
          404,
          JSON.stringify({ error: { code: 'not_found', message: `Soundbite ${id} not found` } }),
          'application/json',
          publicContentTags.missingSoundbite(id),
        );
      const name = soundbiteDisplayTitle(soundbite.title, soundbite.episode.title);
      const body = {
        version: '1.0',
        type: 'rich',
        provider_name: 'Soundbites',
        provider_url: `${origin}/`,
        title: name,
        author_name: soundbite.podcast.title,
        ...((soundbite.episode.imageUrl ?? soundbite.podcast.imageUrl)
          ? { thumbnail_url: new URL(soundbite.episode.imageUrl ?? soundbite.podcast.imageUrl!, origin).href }
          : {}),
        width,
        height: EMBED_HEIGHT,
        html: embedCode({ origin, soundbiteId: soundbite.id, title: name, width, ...(theme ? { theme } : {}) }),
      };
      return answer(200, JSON.stringify(body), 'application/json', publicContentTags.soundbite(soundbite));
    });
    return sendCached(c, cached);
  });

  return router;
}
