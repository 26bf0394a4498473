import type { RouteHandler } from '@hono/zod-openapi';
import { actorOf } from '../../lib/actor.js';
import type { AppBindings } from '../../lib/context.js';
import { versionTag } from '../../lib/precondition.js';
import type * as routes from './soundbites.routes.js';
import * as service from './soundbites.service.js';

export const listSoundbites: RouteHandler<typeof routes.listSoundbites, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  return c.json(await service.listSoundbites(db, c.req.valid('query')), 200);
};

export const getSoundbite: RouteHandler<typeof routes.getSoundbite, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  const detail = await service.getSoundbiteDetail(db, c.req.valid('param').id);
  c.header('ETag', versionTag(detail.updatedAt));
  return c.json(detail, 200);
};

export const patchSoundbite: RouteHandler<typeof routes.patchSoundbite, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  const ifMatch = c.req.valid('header')['if-match'];
  const detail = await service.updateSoundbite(db, actorOf(c), c.req.valid('param').id, c.req.valid('json'), 'soundbite.update', ifMatch);
  c.header('ETag', versionTag(detail.updatedAt));
  return c.json(detail, 200);
};

export const createSoundbite: RouteHandler<typeof routes.createSoundbite, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  const detail = await service.createStaffSoundbite(db, actorOf(c), c.req.valid('param').id, c.req.valid('json'));
  return c.json(detail, 201);
};

export const publishSoundbite: RouteHandler<typeof routes.publishSoundbite, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  const id = c.req.valid('param').id;
  return c.json(await service.updateSoundbite(db, actorOf(c), id, { status: 'published' }, 'soundbite.publish'), 200);
};

export const hideSoundbite: RouteHandler<typeof routes.hideSoundbite, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  const id = c.req.valid('param').id;
  return c.json(await service.updateSoundbite(db, actorOf(c), id, { status: 'hidden' }, 'soundbite.hide'), 200);
};

export const bulkSoundbiteStatus: RouteHandler<typeof routes.bulkSoundbiteStatus, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  const { ids, status } = c.req.valid('json');
  return c.json(await service.setSoundbiteStatuses(db, actorOf(c), ids, status), 200);
};
