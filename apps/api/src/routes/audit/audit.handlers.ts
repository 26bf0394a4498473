import { dbOf, type AppHandler } from '../../lib/handler.js';
import type * as routes from './audit.routes.js';
import * as service from './audit.service.js';

export const listAuditEvents: AppHandler<typeof routes.listAuditEvents> = async (c) => {
  return c.json(await service.listAuditEvents(dbOf(c), c.req.valid('query')), 200);
};
