import type { RouteHandler } from '@hono/zod-openapi';
import type { AppBindings } from '../../lib/context.js';
import type { getHealth } from './health.routes.js';

export const health: RouteHandler<typeof getHealth, AppBindings> = (c) => c.json({ status: 'ok' as const }, 200);
