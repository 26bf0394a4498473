import type { AppHandler } from '../../lib/handler.js';
import type { getHealth } from './health.routes.js';

export const health: AppHandler<typeof getHealth> = (c) => c.json({ status: 'ok' as const }, 200);
