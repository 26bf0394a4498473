import { createRouter } from '../../lib/router.js';
import * as handlers from './me.handlers.js';
import * as routes from './me.routes.js';

export const meRouter = createRouter().openapi(routes.getMe, handlers.getMe).openapi(routes.deleteMe, handlers.deleteMe);
