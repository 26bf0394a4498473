import { streamSSE } from 'hono/streaming';
import { refreshPodcast, importFeed } from '../../ingest/import.js';
import { actorOf } from '../../lib/actor.js';
import { ApiError, errorBody } from '../../lib/errors.js';
import type { AppHandler } from '../../lib/handler.js';
import type * as routes from './feeds.routes.js';
import { importedPodcast } from './feeds.service.js';

export const importPodcastFeed: AppHandler<typeof routes.importPodcastFeed> = async (c) => {
  const deps = c.env.deps;
  const result = await importFeed(deps, { feedUrl: c.req.valid('json').feedUrl, actor: actorOf(c) });
  return c.json(await importedPodcast(deps.database, result), result.created ? 201 : 200);
};

export const refreshPodcastFeed: AppHandler<typeof routes.refreshPodcastFeed> = async (c) => {
  const deps = c.env.deps;
  const result = await refreshPodcast(deps, c.req.valid('param').id, actorOf(c));
  return c.json(await importedPodcast(deps.database, result), 200);
};

/** Keeps proxies from closing the stream while a slow host is fetched. */
const KEEPALIVE_MS = 15_000;

export const importPodcastFeedWithProgress: AppHandler<typeof routes.importPodcastFeedWithProgress> = (c) => {
  const deps = c.env.deps;
  const feedUrl = c.req.valid('json').feedUrl;
  const actor = actorOf(c);
  return streamSSE(c, async (stream) => {
    let open = true;
    stream.onAbort(() => {
      open = false;
    });
    const send = async (event: string, data: unknown) => {
      if (!open) return;
      await stream.writeSSE({ event, data: JSON.stringify(data) }).catch(() => {
        open = false;
      });
    };
    const keepalive = setInterval(() => void (open && stream.write(': keepalive\n\n').catch(() => (open = false))), KEEPALIVE_MS);
    try {
      // The import itself ignores the connection: a staff member closing the tab still gets the podcast.
      const result = await importFeed(deps, { feedUrl, actor, onProgress: (progress) => void send('progress', progress) });
      await send('done', { status: result.created ? 201 : 200, podcast: await importedPodcast(deps.database, result) });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(500, 'internal_error', 'Something went wrong on our side');
      if (!(error instanceof ApiError)) console.error(error);
      await send('failed', { status: failure.status, ...errorBody(failure.code, failure.message, failure.details) });
    } finally {
      clearInterval(keepalive);
    }
  });
};
