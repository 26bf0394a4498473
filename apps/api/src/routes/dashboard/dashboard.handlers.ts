import { dbOf, type AppHandler } from '../../lib/handler.js';
import type * as routes from './dashboard.routes.js';
import * as service from './dashboard.service.js';

export const getDashboard: AppHandler<typeof routes.getDashboard> = async (c) => c.json(await service.getDashboard(dbOf(c)), 200);
