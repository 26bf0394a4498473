import type { RouteHandler } from '@hono/zod-openapi';
import type { AppBindings } from '../../lib/context.js';
import type * as routes from './dashboard.routes.js';
import * as service from './dashboard.service.js';

export const getDashboard: RouteHandler<typeof routes.getDashboard, AppBindings> = async (c) =>
  c.json(await service.getDashboard(c.get('deps').database.db), 200);
