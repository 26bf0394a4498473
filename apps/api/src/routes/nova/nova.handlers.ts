import type { RouteHandler } from '@hono/zod-openapi';
import type { AppBindings } from '../../lib/context.js';
import type * as routes from './nova.routes.js';
import * as browse from './nova-browse.service.js';
import * as service from './nova.service.js';

export const getFeed: RouteHandler<typeof routes.getFeed, AppBindings> = async (c) =>
  c.json(await service.getFeed(c.get('deps').database.db, c.get('user').uid, c.req.valid('query')), 200);

export const listSaved: RouteHandler<typeof routes.listSaved, AppBindings> = async (c) =>
  c.json(await service.listSaved(c.get('deps').database.db, c.get('user').uid, c.req.valid('query')), 200);

export const saveSoundbite: RouteHandler<typeof routes.saveSoundbite, AppBindings> = async (c) => {
  await service.saveSoundbite(c.get('deps').database.db, c.get('user').uid, c.req.valid('param').id);
  return c.body(null, 204);
};

export const unsaveSoundbite: RouteHandler<typeof routes.unsaveSoundbite, AppBindings> = async (c) => {
  await service.unsaveSoundbite(c.get('deps').database.db, c.get('user').uid, c.req.valid('param').id);
  return c.body(null, 204);
};

export const listFollows: RouteHandler<typeof routes.listFollows, AppBindings> = async (c) =>
  c.json(await service.listFollows(c.get('deps').database.db, c.get('user').uid), 200);

export const followPodcast: RouteHandler<typeof routes.followPodcast, AppBindings> = async (c) => {
  await service.followPodcast(c.get('deps').database.db, c.get('user').uid, c.req.valid('param').id);
  return c.body(null, 204);
};

export const unfollowPodcast: RouteHandler<typeof routes.unfollowPodcast, AppBindings> = async (c) => {
  await service.unfollowPodcast(c.get('deps').database.db, c.get('user').uid, c.req.valid('param').id);
  return c.body(null, 204);
};

export const search: RouteHandler<typeof routes.search, AppBindings> = async (c) => {
  const { q, limit } = c.req.valid('query');
  return c.json(await browse.searchListenerContent(c.get('deps').database.db, c.get('user').uid, q, limit), 200);
};

export const getPodcast: RouteHandler<typeof routes.getPodcast, AppBindings> = async (c) =>
  c.json(await browse.getListenerPodcast(c.get('deps').database.db, c.get('user').uid, c.req.valid('param').id), 200);
