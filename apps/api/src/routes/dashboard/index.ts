import { createRouter } from '../../lib/router.js';
import * as handlers from './dashboard.handlers.js';
import * as routes from './dashboard.routes.js';

export const dashboardRouter = createRouter().openapi(routes.getDashboard, handlers.getDashboard);
