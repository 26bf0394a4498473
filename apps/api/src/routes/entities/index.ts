import { createRouter } from '../../lib/router.js';

export const entitiesRouter = createRouter();
