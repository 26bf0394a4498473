import { dbOf, type AppHandler } from '../../lib/handler.js';
import type * as routes from './me.routes.js';
import * as service from './me.service.js';

export const getMe: AppHandler<typeof routes.getMe> = async (c) => c.json(await service.touchProfile(dbOf(c), c.get('user')), 200);

export const deleteMe: AppHandler<typeof routes.deleteMe> = async (c) => {
  const { database, verifier } = c.env.deps;
  const result = await service.deleteAccount(database.db, verifier, c.get('user'));
  return result.identityAccount === 'deleted' ? c.json(result, 200) : c.json(result, 202);
};
