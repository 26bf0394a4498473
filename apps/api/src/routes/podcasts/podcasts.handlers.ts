import { actorOf } from '../../lib/actor.js';
import { dbOf, type AppHandler } from '../../lib/handler.js';
import { confirmNewFeedUrl } from '../../ingest/feed-move.js';
import type * as routes from './podcasts.routes.js';
import * as service from './podcasts.service.js';

export const listPodcasts: AppHandler<typeof routes.listPodcasts> = async (c) => {
  return c.json(await service.listPodcasts(dbOf(c), c.req.valid('query')), 200);
};

export const getPodcast: AppHandler<typeof routes.getPodcast> = async (c) => {
  return c.json(await service.getPodcastDetail(dbOf(c), c.req.valid('param').id), 200);
};

export const patchPodcast: AppHandler<typeof routes.patchPodcast> = async (c) => {
  const { id } = c.req.valid('param');
  const { acceptOtherTitle, ...patch } = c.req.valid('json');
  if (patch.feedUrl !== undefined) await confirmNewFeedUrl(c.env.deps, id, patch.feedUrl, { acceptOtherTitle });
  const detail = await service.updatePodcast(dbOf(c), actorOf(c), id, patch);
  return c.json(detail, 200);
};

export const deletePodcast: AppHandler<typeof routes.deletePodcast> = async (c) => {
  return c.json(await service.deletePodcast(dbOf(c), actorOf(c), c.req.valid('param').id), 200);
};
