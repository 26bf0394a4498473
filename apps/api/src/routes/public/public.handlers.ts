import type { RouteHandler } from '@hono/zod-openapi';
import type { AppBindings } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import * as queries from './public.queries.js';
import type * as routes from './public.routes.js';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const getPublicSoundbite: RouteHandler<typeof routes.getPublicSoundbite, AppBindings> = async (c) => {
  const id = c.req.valid('param').id;
  const soundbite = await queries.getPublishedSoundbite(c.get('deps').database.db, id);
  if (!soundbite) throw notFound(`Soundbite ${id}`);
  return c.json(soundbite, 200);
};

export const getFeatured: RouteHandler<typeof routes.getFeatured, AppBindings> = async (c) => {
  const items = await queries.listFeaturedSoundbites(c.get('deps').database.db, c.req.valid('query').limit);
  return c.json({ items }, 200);
};

export const getPublicEpisode: RouteHandler<typeof routes.getPublicEpisode, AppBindings> = async (c) => {
  const id = c.req.valid('param').id;
  const episode = UUID_PATTERN.test(id) ? await queries.getPublicEpisode(c.get('deps').database.db, id) : null;
  if (!episode) throw notFound(`Episode ${id}`);
  return c.json(episode, 200);
};
