import { createRouter } from '../../lib/router.js';
import * as handlers from './soundbites.handlers.js';
import * as routes from './soundbites.routes.js';

export const soundbitesRouter = createRouter()
  .openapi(routes.listSoundbites, handlers.listSoundbites)
  .openapi(routes.bulkSoundbiteStatus, handlers.bulkSoundbiteStatus)
  .openapi(routes.getSoundbite, handlers.getSoundbite)
  .openapi(routes.patchSoundbite, handlers.patchSoundbite)
  .openapi(routes.deleteSoundbite, handlers.deleteSoundbite)
  .openapi(routes.publishSoundbite, handlers.publishSoundbite)
  .openapi(routes.hideSoundbite, handlers.hideSoundbite)
  .openapi(routes.createSoundbite, handlers.createSoundbite);
