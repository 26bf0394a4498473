import { createRouter } from '../../lib/router.js';
import { health } from './health.handlers.js';
import { getHealth } from './health.routes.js';

export const healthRouter = createRouter().openapi(getHealth, health);
