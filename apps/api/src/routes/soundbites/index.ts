import { createRouter } from '../../lib/router.js';

export const soundbitesRouter = createRouter();
