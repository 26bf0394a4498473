import { createRouter } from '../../lib/router.js';
import * as handlers from './nova.handlers.js';
import * as routes from './nova.routes.js';

export const novaRouter = createRouter()
  .openapi(routes.getFeed, handlers.getFeed)
  .openapi(routes.listSaved, handlers.listSaved)
  .openapi(routes.saveSoundbite, handlers.saveSoundbite)
  .openapi(routes.unsaveSoundbite, handlers.unsaveSoundbite)
  .openapi(routes.listFollows, handlers.listFollows)
  .openapi(routes.followPodcast, handlers.followPodcast)
  .openapi(routes.unfollowPodcast, handlers.unfollowPodcast)
  .openapi(routes.search, handlers.search)
  .openapi(routes.getPodcast, handlers.getPodcast)
  .openapi(routes.listPodcastEpisodes, handlers.listPodcastEpisodes);
