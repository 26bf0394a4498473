import { createRouter } from '../../lib/router.js';

export const dashboardRouter = createRouter();
