import { MESSAGE_MATCHER_IS_ALREADY_BUILT, METHOD_NAME_ALL, type Result, type Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/**
 * Hono's default router (RegExpRouter, else TrieRouter) picks one router for the whole app, and
 * RegExpRouter refuses a static segment and a parameter side by side under one method (POST
 * /ops/soundbites/bulk-status next to POST /ops/soundbites/:id/publish), so one such pair sent every
 * request, GET included, through the trie: about four times the matching cost per request.
 *
 * This router makes that choice per method instead. Each method's router holds that method's
 * routes and the all-methods ones (middleware) in the order they were registered, which is the
 * order Hono runs them in, so every method matches exactly what one router over all routes would;
 * a method no route names gets the all-methods routes alone.
 */
export class PerMethodRouter<T> implements Router<T> {
  name = 'PerMethodRouter';
  private routes: Array<[method: string, path: string, handler: T]> | undefined = [];
  private readonly routers = new Map<string, Router<T>>();

  add(method: string, path: string, handler: T): void {
    if (!this.routes) throw new Error(MESSAGE_MATCHER_IS_ALREADY_BUILT);
    this.routes.push([method, path, handler]);
  }

  match(method: string, path: string): Result<T> {
    if (this.routes) this.build(this.routes);
    return (this.routers.get(method) ?? this.routers.get(METHOD_NAME_ALL)!).match(method, path);
  }

  /** Which router serves each method (for tests). */
  activeRouters(): Record<string, string> {
    if (this.routes) this.build(this.routes);
    const names: Record<string, string> = {};
    for (const [method, router] of this.routers) {
      // A SmartRouter settles on its router at its first match.
      router.match(method, '/');
      names[method] = router instanceof SmartRouter ? router.activeRouter.name : router.name;
    }
    return names;
  }

  private build(routes: Array<[string, string, T]>) {
    this.routes = undefined;
    const methods = new Set(routes.map(([method]) => method));
    methods.add(METHOD_NAME_ALL);
    for (const method of methods) {
      const router = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] });
      for (const route of routes) {
        if (route[0] === method || route[0] === METHOD_NAME_ALL) router.add(...route);
      }
      this.routers.set(method, router);
    }
  }
}
