import { createRouter } from '../../lib/router.js';

export const podcastsRouter = createRouter();
