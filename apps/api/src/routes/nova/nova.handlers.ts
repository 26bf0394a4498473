import type * as routes from './nova.routes.js';
import * as browse from './nova-browse.service.js';
import * as service from './nova.service.js';
import { dbOf, type AppHandler } from '../../lib/handler.js';

export const getFeed: AppHandler<typeof routes.getFeed> = async (c) =>
  c.json(await service.getFeed(dbOf(c), c.get('user').uid, c.req.valid('query')), 200);

export const listSaved: AppHandler<typeof routes.listSaved> = async (c) =>
  c.json(await service.listSaved(dbOf(c), c.get('user').uid, c.req.valid('query')), 200);

export const saveSoundbite: AppHandler<typeof routes.saveSoundbite> = async (c) => {
  await service.saveSoundbite(dbOf(c), c.get('user').uid, c.req.valid('param').id, c.req.valid('query').savedAt);
  return c.body(null, 204);
};

export const unsaveSoundbite: AppHandler<typeof routes.unsaveSoundbite> = async (c) =>
  c.json(await service.unsaveSoundbite(dbOf(c), c.get('user').uid, c.req.valid('param').id), 200);

export const listFollows: AppHandler<typeof routes.listFollows> = async (c) =>
  c.json(await service.listFollows(dbOf(c), c.get('user').uid), 200);

export const followPodcast: AppHandler<typeof routes.followPodcast> = async (c) => {
  await service.followPodcast(dbOf(c), c.get('user').uid, c.req.valid('param').id);
  return c.body(null, 204);
};

export const unfollowPodcast: AppHandler<typeof routes.unfollowPodcast> = async (c) => {
  await service.unfollowPodcast(dbOf(c), c.get('user').uid, c.req.valid('param').id);
  return c.body(null, 204);
};

export const search: AppHandler<typeof routes.search> = async (c) => {
  const { q, limit } = c.req.valid('query');
  return c.json(await browse.searchForListener(c.env.deps.database, c.get('user').uid, q, limit), 200);
};

export const getPodcast: AppHandler<typeof routes.getPodcast> = async (c) =>
  c.json(await browse.getListenerPodcast(dbOf(c), c.get('user').uid, c.req.valid('param').id), 200);

export const listPodcastEpisodes: AppHandler<typeof routes.listPodcastEpisodes> = async (c) =>
  c.json(await browse.listListenerEpisodes(dbOf(c), c.req.valid('param').id, c.req.valid('query')), 200);
