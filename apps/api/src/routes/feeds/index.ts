import { createRouter } from '../../lib/router.js';
import * as handlers from './feeds.handlers.js';
import * as routes from './feeds.routes.js';

/** Adding and refreshing podcasts by feed; the rest of /ops/podcasts lives in routes/podcasts. */
export const feedsRouter = createRouter()
  .openapi(routes.importPodcastFeed, handlers.importPodcastFeed)
  .openapi(routes.refreshPodcastFeed, handlers.refreshPodcastFeed);
