import type { RouteHandler } from '@hono/zod-openapi';
import type { AppBindings } from '../../lib/context.js';
import type * as routes from './audit.routes.js';
import * as service from './audit.service.js';

export const listAuditEvents: RouteHandler<typeof routes.listAuditEvents, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  return c.json(await service.listAuditEvents(db, c.req.valid('query')), 200);
};
