import type { RouteHandler } from '@hono/zod-openapi';
import { actorOf } from '../../lib/actor.js';
import type { AppBindings } from '../../lib/context.js';
import type * as routes from './episodes.routes.js';
import * as service from './episodes.service.js';

export const listEpisodes: RouteHandler<typeof routes.listEpisodes, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  return c.json(await service.listEpisodes(db, c.req.valid('query')), 200);
};

export const getEpisode: RouteHandler<typeof routes.getEpisode, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  return c.json(await service.getEpisodeDetail(db, c.req.valid('param').id), 200);
};

export const patchEpisode: RouteHandler<typeof routes.patchEpisode, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  const detail = await service.updateEpisode(db, actorOf(c), c.req.valid('param').id, c.req.valid('json'));
  return c.json(detail, 200);
};

export const getEpisodeTranscript: RouteHandler<typeof routes.getEpisodeTranscript, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  return c.json(await service.getEpisodeTranscript(db, c.req.valid('param').id, c.req.valid('query')), 200);
};
