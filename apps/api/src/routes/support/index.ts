import { createRouter } from '../../lib/router.js';

export const supportRouter = createRouter();
