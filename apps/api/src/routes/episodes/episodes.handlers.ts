import type { RouteHandler } from '@hono/zod-openapi';
import { actorOf } from '../../lib/actor.js';
import type { AppBindings } from '../../lib/context.js';
import type * as routes from './episodes.routes.js';
import * as service from './episodes.service.js';
import { getEpisodePeaksWindow } from './peaks.service.js';

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

export const getEpisodePeaks: RouteHandler<typeof routes.getEpisodePeaks, AppBindings> = async (c) => {
  const { database, env } = c.get('deps');
  const peaks = await getEpisodePeaksWindow(database.db, env, c.req.valid('param').id, c.req.valid('query'));
  // Peaks change only when the feed replaces the enclosure; a staff browser may keep them a while.
  c.header('Cache-Control', 'private, max-age=600');
  return c.json(peaks, 200);
};
