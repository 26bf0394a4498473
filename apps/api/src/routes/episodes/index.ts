import { createRouter } from '../../lib/router.js';
import * as handlers from './episodes.handlers.js';
import * as routes from './episodes.routes.js';

export const episodesRouter = createRouter()
  .openapi(routes.listEpisodes, handlers.listEpisodes)
  .openapi(routes.getEpisode, handlers.getEpisode)
  .openapi(routes.patchEpisode, handlers.patchEpisode)
  .openapi(routes.getEpisodeTranscript, handlers.getEpisodeTranscript)
  .openapi(routes.getEpisodePeaks, handlers.getEpisodePeaks);
