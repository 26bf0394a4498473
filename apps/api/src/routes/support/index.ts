import { createRouter } from '../../lib/router.js';
import * as handlers from './support.handlers.js';
import * as routes from './support.routes.js';

export const supportRouter = createRouter().openapi(routes.createSupportRequest, handlers.createSupportRequest);
