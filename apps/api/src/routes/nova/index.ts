import { createRouter } from '../../lib/router.js';

export const novaRouter = createRouter();
