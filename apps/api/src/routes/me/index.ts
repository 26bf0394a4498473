import { createRouter } from '../../lib/router.js';

export const meRouter = createRouter();
