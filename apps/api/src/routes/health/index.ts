import { createRouter } from '../../lib/router.js';
import { health, ready } from './health.handlers.js';
import { getHealth, getReady } from './health.routes.js';

export const healthRouter = createRouter().openapi(getHealth, health).openapi(getReady, ready);
