import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '../db/client.js';
import type { AppBindings } from './context.js';

/** A handler of one route of this app, typed by the route's OpenAPI definition. */
export type AppHandler<R extends RouteConfig> = RouteHandler<R, AppBindings>;

/** The database of the app answering this request. */
export function dbOf(c: Context<AppBindings>): Db {
  return c.env.deps.database.db;
}
