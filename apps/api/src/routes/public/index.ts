import { createRouter } from '../../lib/router.js';

export const publicRouter = createRouter();
