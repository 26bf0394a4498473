import { actorOf } from '../../lib/actor.js';
import { dbOf, type AppHandler } from '../../lib/handler.js';
import { versionTag } from '../../lib/precondition.js';
import type * as routes from './entities.routes.js';
import { deleteEntities, deleteEntity as deleteEntityById } from './entities.deletion.js';
import * as service from './entities.service.js';

export const listEntities: AppHandler<typeof routes.listEntities> = async (c) => {
  return c.json(await service.listEntities(dbOf(c), c.req.valid('query')), 200);
};

export const createEntity: AppHandler<typeof routes.createEntity> = async (c) => {
  return c.json(await service.createEntity(dbOf(c), actorOf(c), c.req.valid('json')), 201);
};

export const getEntity: AppHandler<typeof routes.getEntity> = async (c) => {
  const detail = await service.getEntityDetail(dbOf(c), c.req.valid('param').id);
  c.header('ETag', versionTag(detail.updatedAt));
  return c.json(detail, 200);
};

export const listSimilarEntities: AppHandler<typeof routes.listSimilarEntities> = async (c) => {
  return c.json(await service.similarEntities(dbOf(c), c.req.valid('param').id), 200);
};

export const patchEntity: AppHandler<typeof routes.patchEntity> = async (c) => {
  const ifMatch = c.req.valid('header')['if-match'];
  const detail = await service.updateEntity(dbOf(c), actorOf(c), c.req.valid('param').id, c.req.valid('json'), ifMatch);
  c.header('ETag', versionTag(detail.updatedAt));
  return c.json(detail, 200);
};

export const createEntityLink: AppHandler<typeof routes.createEntityLink> = async (c) => {
  const link = await service.createEntityLink(dbOf(c), actorOf(c), c.req.valid('param').id, c.req.valid('json'));
  return c.json(link, 201);
};

export const deleteEntityLink: AppHandler<typeof routes.deleteEntityLink> = async (c) => {
  const { id, linkId } = c.req.valid('param');
  await service.deleteEntityLink(dbOf(c), actorOf(c), id, linkId);
  return c.body(null, 204);
};

export const mergeEntity: AppHandler<typeof routes.mergeEntity> = async (c) => {
  const merged = await service.mergeEntities(dbOf(c), actorOf(c), c.req.valid('param').id, c.req.valid('json').duplicateId);
  return c.json(merged, 200);
};

export const deleteEntity: AppHandler<typeof routes.deleteEntity> = async (c) => {
  return c.json(await deleteEntityById(dbOf(c), actorOf(c), c.req.valid('param').id), 200);
};

export const bulkDeleteEntities: AppHandler<typeof routes.bulkDeleteEntities> = async (c) => {
  return c.json(await deleteEntities(dbOf(c), actorOf(c), c.req.valid('json').ids), 200);
};
