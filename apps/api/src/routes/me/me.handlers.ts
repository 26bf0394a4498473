import type { RouteHandler } from '@hono/zod-openapi';
import type { AppBindings } from '../../lib/context.js';
import type * as routes from './me.routes.js';
import * as service from './me.service.js';

export const getMe: RouteHandler<typeof routes.getMe, AppBindings> = async (c) =>
  c.json(await service.touchProfile(c.get('deps').database.db, c.get('user')), 200);

export const deleteMe: RouteHandler<typeof routes.deleteMe, AppBindings> = async (c) => {
  const { database, verifier } = c.get('deps');
  const result = await service.deleteAccount(database.db, verifier, c.get('user'));
  return result.identityAccount === 'deleted' ? c.json(result, 200) : c.json(result, 202);
};
