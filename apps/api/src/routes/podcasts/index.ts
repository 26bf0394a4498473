import { createRouter } from '../../lib/router.js';
import * as handlers from './podcasts.handlers.js';
import * as routes from './podcasts.routes.js';

export const podcastsRouter = createRouter()
  .openapi(routes.listPodcasts, handlers.listPodcasts)
  .openapi(routes.getPodcast, handlers.getPodcast)
  .openapi(routes.patchPodcast, handlers.patchPodcast)
  .openapi(routes.deletePodcast, handlers.deletePodcast);
