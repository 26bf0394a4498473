import { healthRouter } from './health/index.js';

/** Every resource's router, mounted under /api by createApp. */
export const routers = [healthRouter];
