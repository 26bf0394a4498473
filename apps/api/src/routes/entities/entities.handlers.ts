import type { RouteHandler } from '@hono/zod-openapi';
import { actorOf } from '../../lib/actor.js';
import type { AppBindings } from '../../lib/context.js';
import { versionTag } from '../../lib/precondition.js';
import type * as routes from './entities.routes.js';
import * as service from './entities.service.js';

export const listEntities: RouteHandler<typeof routes.listEntities, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  return c.json(await service.listEntities(db, c.req.valid('query')), 200);
};

export const createEntity: RouteHandler<typeof routes.createEntity, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  return c.json(await service.createEntity(db, actorOf(c), c.req.valid('json')), 201);
};

export const getEntity: RouteHandler<typeof routes.getEntity, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  const detail = await service.getEntityDetail(db, c.req.valid('param').id);
  c.header('ETag', versionTag(detail.updatedAt));
  return c.json(detail, 200);
};

export const patchEntity: RouteHandler<typeof routes.patchEntity, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  const ifMatch = c.req.valid('header')['if-match'];
  const detail = await service.updateEntity(db, actorOf(c), c.req.valid('param').id, c.req.valid('json'), ifMatch);
  c.header('ETag', versionTag(detail.updatedAt));
  return c.json(detail, 200);
};

export const createEntityLink: RouteHandler<typeof routes.createEntityLink, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  const link = await service.createEntityLink(db, actorOf(c), c.req.valid('param').id, c.req.valid('json'));
  return c.json(link, 201);
};

export const deleteEntityLink: RouteHandler<typeof routes.deleteEntityLink, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  const { id, linkId } = c.req.valid('param');
  await service.deleteEntityLink(db, actorOf(c), id, linkId);
  return c.body(null, 204);
};

export const mergeEntity: RouteHandler<typeof routes.mergeEntity, AppBindings> = async (c) => {
  const { db } = c.get('deps').database;
  const merged = await service.mergeEntities(db, actorOf(c), c.req.valid('param').id, c.req.valid('json').duplicateId);
  return c.json(merged, 200);
};
