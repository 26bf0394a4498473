import type { RouteHandler } from '@hono/zod-openapi';
import { actorOf } from '../../lib/actor.js';
import type { AppBindings } from '../../lib/context.js';
import type * as routes from './podcasts.routes.js';
import * as service from './podcasts.service.js';

export const listPodcasts: RouteHandler<typeof routes.listPodcasts, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  return c.json(await service.listPodcasts(db, c.req.valid('query')), 200);
};

export const getPodcast: RouteHandler<typeof routes.getPodcast, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  return c.json(await service.getPodcastDetail(db, c.req.valid('param').id), 200);
};

export const patchPodcast: RouteHandler<typeof routes.patchPodcast, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  const detail = await service.updatePodcast(db, actorOf(c), c.req.valid('param').id, c.req.valid('json'));
  return c.json(detail, 200);
};
