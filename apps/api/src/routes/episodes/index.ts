import { createRouter } from '../../lib/router.js';

export const episodesRouter = createRouter();
