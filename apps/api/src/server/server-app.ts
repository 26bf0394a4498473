import path from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context, type ExecutionContext } from 'hono';
import { compress } from 'hono/compress';
import { createApp } from '../app.js';
import type { AppDeps } from '../lib/context.js';
import { sendCached } from '../lib/public-cache.js';
import { createAppRouteMatcher } from './app-routes.js';
import { createEmbedRouter } from './embed.js';
import { createIndexHtmlReader, WEB_NOT_BUILT_HTML } from './html.js';
import { createPages } from './pages.js';
import { publicConfigFromEnv, publicConfigScript } from './public-config.js';
import { NO_CACHE, staticFiles, webCacheControl } from './static.js';

export interface ServerAppOptions {
  deps: AppDeps;
  /** Extra routes outside /api, e.g. the demo podcast's media under /demo/*. */
  extraRouters?: Hono[];
}

/** Written by the web build from the router's route tree. */
const ROUTE_MANIFEST_FILE = 'app-routes.json';
/** A last path segment with an extension names a file, not an app route. */
const looksLikeFile = (p: string) => /\.[A-Za-z0-9]+$/.test(p.slice(p.lastIndexOf('/') + 1));

/**
 * The production server: the API under /api, the built web app everywhere else.
 * Kept free of sockets so tests drive it with app.request.
 */
export function createServerApp({ deps, extraRouters = [] }: ServerAppOptions) {
  const api = createApp(deps);
  const webDist = deps.env.WEB_DIST_DIR;
  const readIndexHtml = createIndexHtmlReader(path.join(webDist, 'index.html'));
  const pages = createPages(deps, readIndexHtml, publicConfigScript(publicConfigFromEnv(deps.env)));
  const isAppRoute = createAppRouteMatcher(path.join(webDist, ROUTE_MANIFEST_FILE));

  const originOf = (requestUrl: string) => deps.env.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? new URL(requestUrl).origin;

  const server = new Hono();
  // The API keeps its own error handling and JSON 404s, including for unknown /api paths.
  const apiFetch = (request: Request, env: unknown, executionContext?: ExecutionContext) =>
    api.fetch(request, env as Partial<HttpBindings> | undefined, executionContext);
  server.all('/api', (c) => apiFetch(c.req.raw, c.env));
  server.all('/api/*', (c) => apiFetch(c.req.raw, c.env));
  for (const router of extraRouters) server.route('/', router);

  // The web app's text files (HTML, JS, CSS, SVG) are compressed; audio and ranges never are.
  // The API stays uncompressed: its answers are small and its latency matters more.
  server.use('*', compress());
  // Set before the handler runs, so they go into the response it makes (every handler below makes
  // its response with c): set afterwards, they would make Hono rebuild each response to add them.
  server.use('*', async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // The embed player exists to be framed by other sites; everything else may only be framed by this one.
    if (c.req.path.startsWith('/embed/')) c.header('Content-Security-Policy', 'frame-ancestors *');
    else c.header('X-Frame-Options', 'SAMEORIGIN');
    // Firebase's Google sign-in talks to its popup window; "same-origin" would cut that line.
    c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    await next();
  });

  const htmlOr503 = (c: Context, html: string | null, status: 200 | 404 = 200) =>
    html === null ? c.html(WEB_NOT_BUILT_HTML, 503) : c.html(html, status);

  server.route('/', createEmbedRouter(deps, originOf));

  server.get('/', async (c) => {
    const page = await pages.home(originOf(c.req.url));
    return page ? sendCached(c, page, { compress: true }) : htmlOr503(c, null);
  });

  server.get('/share', async (c) => {
    const query = new URL(c.req.url).searchParams;
    const tidied = withoutTrailingPunctuation(query);
    if (tidied) return c.redirect(`/share?${tidied.toString()}`, 301);
    // A link without a soundbite, an episode or a podcast leads nowhere: the app explains, and the status says so.
    if (!SHARED_THINGS.some((name) => query.has(name))) {
      c.header('Cache-Control', NO_CACHE);
      return htmlOr503(c, pages.brokenShareLink(), 404);
    }
    const page = await pages.share(query, originOf(c.req.url));
    return page ? sendCached(c, page, { compress: true }) : htmlOr503(c, null);
  });

  server.use('*', staticFiles(webDist, webCacheControl));

  // Hono answers HEAD with the GET handler.
  server.get('*', (c) => {
    c.header('Cache-Control', NO_CACHE);
    // A missing script or asset must fail as a 404, never as HTML the browser would try to run.
    const isIndexHtml = c.req.path === '/index.html' || c.req.path.endsWith('/index.html');
    if (!isIndexHtml && (c.req.path.startsWith('/assets/') || looksLikeFile(c.req.path))) {
      return c.text('Not found', 404);
    }
    if (isIndexHtml || isAppRoute(c.req.path)) return htmlOr503(c, pages.app(c.req.path, originOf(c.req.url)));
    return htmlOr503(c, pages.notFound(), 404);
  });
  server.all('*', (c) => c.text('Method not allowed', 405));

  // API requests go straight to the API app: routing them through this one first cost a second
  // dispatch (router, context, middleware chain) on every request. The routes above stay for
  // anything that calls them directly.
  const serveWeb = server.fetch;
  server.fetch = (request, env, executionContext) =>
    isApiPath(request.url) ? apiFetch(request, env, executionContext) : serveWeb(request, env, executionContext);
  return server;
}

/** Whether an absolute request URL's path is /api or under /api/. */
function isApiPath(url: string): boolean {
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  if (pathStart < 0 || !url.startsWith('/api', pathStart)) return false;
  const next = url.charCodeAt(pathStart + 4);
  // End of the URL, '/', '?' or '#'.
  return Number.isNaN(next) || next === 47 || next === 63 || next === 35;
}

/** What a share link names, by its parameter: one of these is what the page is about. */
const SHARED_THINGS: readonly string[] = ['soundbite', 'episode', 'podcast'];

/**
 * A share link pasted at the end of a sentence often carries its full stop or closing bracket ("…=0gopju3ect.").
 * No id ends in punctuation, so the link meant is the one without it: the query without it, or null when none.
 */
export function withoutTrailingPunctuation(query: URLSearchParams): URLSearchParams | null {
  const tidied = new URLSearchParams();
  let changed = false;
  for (const [name, value] of query) {
    const trimmed = value.replace(/[.,;:!?)\]}>'"”’]+$/u, '');
    // Only a value that is an id once trimmed: anything else stays as it came, to be refused as it is.
    const kept = SHARED_THINGS.includes(name) && /^[0-9A-Za-z-]+$/.test(trimmed) ? trimmed : value;
    changed ||= kept !== value;
    tidied.append(name, kept);
  }
  return changed ? tidied : null;
}
