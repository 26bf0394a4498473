import { createRouter } from '../../lib/router.js';
import * as handlers from './feeds.handlers.js';
import * as routes from './feeds.routes.js';

/** Adding and refreshing podcasts by feed; the rest of /ops/podcasts lives in routes/podcasts. */
export const feedsRouter = createRouter();
// The events of the import stream are not a JSON response, so they are named here for clients.
feedsRouter.openAPIRegistry.register('ImportProgress', routes.ImportProgressSchema);
feedsRouter.openAPIRegistry.register('ImportDoneEvent', routes.ImportDoneEventSchema);
feedsRouter.openAPIRegistry.register('ImportFailedEvent', routes.ImportFailedEventSchema);
feedsRouter
  .openapi(routes.importPodcastFeed, handlers.importPodcastFeed)
  .openapi(routes.refreshPodcastFeed, handlers.refreshPodcastFeed)
  .openapi(routes.importPodcastFeedWithProgress, handlers.importPodcastFeedWithProgress);
