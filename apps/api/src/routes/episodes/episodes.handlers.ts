import { actorOf } from '../../lib/actor.js';
import type * as routes from './episodes.routes.js';
import * as service from './episodes.service.js';
import { getEpisodePeaksWindow } from './peaks.service.js';
import { dbOf, type AppHandler } from '../../lib/handler.js';

export const listEpisodes: AppHandler<typeof routes.listEpisodes> = async (c) => {
  return c.json(await service.listEpisodes(dbOf(c), c.req.valid('query')), 200);
};

export const getEpisode: AppHandler<typeof routes.getEpisode> = async (c) => {
  return c.json(await service.getEpisodeDetail(dbOf(c), c.req.valid('param').id), 200);
};

export const patchEpisode: AppHandler<typeof routes.patchEpisode> = async (c) => {
  const detail = await service.updateEpisode(dbOf(c), actorOf(c), c.req.valid('param').id, c.req.valid('json'));
  return c.json(detail, 200);
};

export const getEpisodeTranscript: AppHandler<typeof routes.getEpisodeTranscript> = async (c) => {
  return c.json(await service.getEpisodeTranscript(dbOf(c), c.req.valid('param').id, c.req.valid('query')), 200);
};

export const getEpisodePeaks: AppHandler<typeof routes.getEpisodePeaks> = async (c) => {
  const { database, env } = c.env.deps;
  const peaks = await getEpisodePeaksWindow(database.db, env, c.req.valid('param').id, c.req.valid('query'));
  // Peaks change only when the feed replaces the enclosure; a staff browser may keep them a while.
  c.header('Cache-Control', 'private, max-age=600');
  return c.json(peaks, 200);
};
