import { createRouter } from '../../lib/router.js';
import * as handlers from './entities.handlers.js';
import * as routes from './entities.routes.js';

export const entitiesRouter = createRouter()
  .openapi(routes.listEntities, handlers.listEntities)
  .openapi(routes.createEntity, handlers.createEntity)
  .openapi(routes.getEntity, handlers.getEntity)
  .openapi(routes.listSimilarEntities, handlers.listSimilarEntities)
  .openapi(routes.patchEntity, handlers.patchEntity)
  .openapi(routes.bulkDeleteEntities, handlers.bulkDeleteEntities)
  .openapi(routes.deleteEntity, handlers.deleteEntity)
  .openapi(routes.createEntityLink, handlers.createEntityLink)
  .openapi(routes.deleteEntityLink, handlers.deleteEntityLink)
  .openapi(routes.mergeEntity, handlers.mergeEntity);
