import { createRouter } from '../../lib/router.js';

export const auditRouter = createRouter();
