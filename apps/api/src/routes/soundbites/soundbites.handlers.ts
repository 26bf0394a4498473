import { actorOf } from '../../lib/actor.js';
import { dbOf, type AppHandler } from '../../lib/handler.js';
import { versionTag } from '../../lib/precondition.js';
import type * as routes from './soundbites.routes.js';
import * as service from './soundbites.service.js';

export const listSoundbites: AppHandler<typeof routes.listSoundbites> = async (c) => {
  return c.json(await service.listSoundbites(dbOf(c), c.req.valid('query')), 200);
};

export const getSoundbite: AppHandler<typeof routes.getSoundbite> = async (c) => {
  const detail = await service.getSoundbiteDetail(dbOf(c), c.req.valid('param').id);
  c.header('ETag', versionTag(detail.updatedAt));
  return c.json(detail, 200);
};

export const patchSoundbite: AppHandler<typeof routes.patchSoundbite> = async (c) => {
  const ifMatch = c.req.valid('header')['if-match'];
  const detail = await service.updateSoundbite(
    dbOf(c),
    actorOf(c),
    c.req.valid('param').id,
    c.req.valid('json'),
    'soundbite.update',
    ifMatch,
  );
  c.header('ETag', versionTag(detail.updatedAt));
  return c.json(detail, 200);
};

export const createSoundbite: AppHandler<typeof routes.createSoundbite> = async (c) => {
  const detail = await service.createStaffSoundbite(dbOf(c), actorOf(c), c.req.valid('param').id, c.req.valid('json'));
  return c.json(detail, 201);
};

export const publishSoundbite: AppHandler<typeof routes.publishSoundbite> = async (c) => {
  const id = c.req.valid('param').id;
  return c.json(await service.updateSoundbite(dbOf(c), actorOf(c), id, { status: 'published' }, 'soundbite.publish'), 200);
};

export const hideSoundbite: AppHandler<typeof routes.hideSoundbite> = async (c) => {
  const id = c.req.valid('param').id;
  return c.json(await service.updateSoundbite(dbOf(c), actorOf(c), id, { status: 'hidden' }, 'soundbite.hide'), 200);
};

export const bulkSoundbiteStatus: AppHandler<typeof routes.bulkSoundbiteStatus> = async (c) => {
  const { ids, status, onlyIf } = c.req.valid('json');
  return c.json(await service.setSoundbiteStatuses(dbOf(c), actorOf(c), ids, status, onlyIf), 200);
};

export const deleteSoundbite: AppHandler<typeof routes.deleteSoundbite> = async (c) => {
  const ifMatch = c.req.valid('header')['if-match'];
  return c.json(await service.deleteSoundbite(dbOf(c), actorOf(c), c.req.valid('param').id, ifMatch), 200);
};
