import { createRouter } from '../../lib/router.js';
import * as handlers from './public.handlers.js';
import * as routes from './public.routes.js';

export const publicRouter = createRouter()
  .openapi(routes.getPublicSoundbite, handlers.getPublicSoundbite)
  .openapi(routes.getFeatured, handlers.getFeatured)
  .openapi(routes.getPublicEpisode, handlers.getPublicEpisode)
  .openapi(routes.getPublicEpisodeTranscript, handlers.getPublicEpisodeTranscript)
  .openapi(routes.getPublicPodcast, handlers.getPublicPodcast)
  .openapi(routes.listPublicPodcastEpisodes, handlers.listPublicPodcastEpisodes);
