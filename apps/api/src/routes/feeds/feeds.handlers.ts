import type { RouteHandler } from '@hono/zod-openapi';
import { refreshPodcast, importFeed } from '../../ingest/import.js';
import { actorOf } from '../../lib/actor.js';
import type { AppBindings } from '../../lib/context.js';
import type * as routes from './feeds.routes.js';
import { importedPodcast } from './feeds.service.js';

export const importPodcastFeed: RouteHandler<typeof routes.importPodcastFeed, AppBindings> = async (c) => {
  const deps = c.get('deps');
  const result = await importFeed(deps, { feedUrl: c.req.valid('json').feedUrl, actor: actorOf(c) });
  return c.json(await importedPodcast(deps.database, result), result.created ? 201 : 200);
};

export const refreshPodcastFeed: RouteHandler<typeof routes.refreshPodcastFeed, AppBindings> = async (c) => {
  const deps = c.get('deps');
  const result = await refreshPodcast(deps, c.req.valid('param').id, actorOf(c));
  return c.json(await importedPodcast(deps.database, result), 200);
};
