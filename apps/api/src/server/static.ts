import fs from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

/** Vite puts content-hashed files under /assets/: a new build means new names. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Unhashed files (favicon, manifest, demo audio) may change between deployments. */
export const SHORT_CACHE = 'public, max-age=300';
export const NO_CACHE = 'no-cache';

/**
 * Serves files from `root` (GET and HEAD, single byte ranges answered with 206 so
 * audio can seek). Falls through to the next handler when no file matches.
 * `index.html` is never served from here: the app's HTML always goes through the
 * handler that injects the runtime configuration.
 */
export function staticFiles(root: string, cacheControlFor: (path: string) => string): MiddlewareHandler {
  const serve = fs.existsSync(root) ? serveStatic({ root }) : null;
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (c.req.path === '/' || c.req.path.endsWith('/') || c.req.path.endsWith('/index.html')) return next();
    const handler = serve ?? (fs.existsSync(root) ? serveStatic({ root }) : null);
    if (!handler) return next();
    // Set before serving: serveStatic builds its response from the headers present at that moment.
    c.header('Cache-Control', cacheControlFor(c.req.path));
    c.header('Accept-Ranges', 'bytes');
    const response = await handler(c, async () => {
      c.header('Cache-Control', undefined);
      c.header('Accept-Ranges', undefined);
      await next();
    });
    return response ?? undefined;
  };
}

export const webCacheControl = (path: string) => (path.startsWith('/assets/') ? IMMUTABLE_CACHE : SHORT_CACHE);
