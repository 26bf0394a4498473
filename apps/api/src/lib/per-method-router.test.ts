import type { Result } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadEnv } from '../env.js';
import type { AppDeps } from './context.js';
import { PerMethodRouter } from './per-method-router.js';

type Route = { method: string; path: string; handler: unknown };

/** The app's real route table: routes and middleware in registration order. */
function appRoutes(): Route[] {
  const env = loadEnv({ NODE_ENV: 'test', REFRESH_INTERVAL_MINUTES: '0' });
  // Building the app reads only the environment; nothing here sends it a request.
  return createApp({ env } as AppDeps).routes;
}

/** Handlers in the order they would run, each with its decoded-as-matched parameters. */
function normalize(result: Result<unknown>): Array<[unknown, Record<string, string>]> {
  const [matches, stash] = result;
  return matches.map(([handler, params]) => {
    if (!stash) return [handler, { ...(params as Record<string, string>) }];
    const named: Record<string, string> = {};
    for (const [key, index] of Object.entries(params as Record<string, number>)) named[key] = stash[index]!;
    return [handler, named];
  });
}

function honoDefaultRouter(routes: Route[]) {
  const router = new SmartRouter<unknown>({ routers: [new RegExpRouter(), new TrieRouter()] });
  for (const route of routes) router.add(route.method, route.path, route.handler);
  return router;
}

function perMethodRouter(routes: Route[]) {
  const router = new PerMethodRouter<unknown>();
  for (const route of routes) router.add(route.method, route.path, route.handler);
  return router;
}

describe('PerMethodRouter', () => {
  it("matches exactly what Hono's default router matches, for every route of the app and its neighbours", () => {
    const routes = appRoutes();
    const expected = honoDefaultRouter(routes);
    const actual = perMethodRouter(routes);
    const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => `${name}-x1`);
    const paths = new Set<string>(['/', '/api', '/api/', '/api/unknown', '/api/public/soundbites/', '/api/public/soundbites/a/b']);
    for (const { path } of routes) {
      const url = concrete(path.replace(/\/\*$/, '/anything'));
      paths.add(url);
      paths.add(`${url}/`);
      paths.add(`${url}/extra`);
    }
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PURGE'];
    let compared = 0;
    for (const method of methods) {
      for (const path of paths) {
        expect(normalize(actual.match(method, path)), `${method} ${path}`).toEqual(normalize(expected.match(method, path)));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(methods.length * routes.length);
  });

  it("uses RegExpRouter for reads even though POST's routes need the trie", () => {
    const routes = appRoutes();
    // Hono's default settles on the trie for every method: POST has a static segment beside a parameter.
    const fallback = honoDefaultRouter(routes);
    fallback.match('GET', '/api/public/soundbites/x');
    expect(fallback.activeRouter.name).toBe('TrieRouter');
    const router = perMethodRouter(routes);
    expect(router.activeRouters()).toMatchObject({ GET: 'RegExpRouter', PATCH: 'RegExpRouter', POST: 'TrieRouter', ALL: 'RegExpRouter' });
  });

  it('refuses routes added after the first match, like the routers it wraps', () => {
    const router = new PerMethodRouter<string>();
    router.add('GET', '/a', 'a');
    router.match('GET', '/a');
    expect(() => router.add('GET', '/b', 'b')).toThrow();
  });
});
