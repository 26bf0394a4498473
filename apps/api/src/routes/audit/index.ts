import { createRouter } from '../../lib/router.js';
import * as handlers from './audit.handlers.js';
import * as routes from './audit.routes.js';

export const auditRouter = createRouter().openapi(routes.listAuditEvents, handlers.listAuditEvents);
