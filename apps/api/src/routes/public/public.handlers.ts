import { badRequest, errorBody, notFound } from '../../lib/errors.js';
import { dbOf, type AppHandler } from '../../lib/handler.js';
import { publicContentTags } from '../../db/content-changes.js';
import { answer, publicCacheFor, sendCached } from '../../lib/public-cache.js';
import * as queries from './public.queries.js';
import type * as routes from './public.routes.js';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const JSON_TYPE = 'application/json; charset=UTF-8';

/** A share link that goes viral hits this with every play: answered from the public cache, with an ETag. */
export const getPublicSoundbite: AppHandler<typeof routes.getPublicSoundbite> = async (c) => {
  const id = c.req.valid('param').id;
  const deps = c.env.deps;
  const { database } = deps;
  const cached = await publicCacheFor(deps).get(`json:soundbite:${id}`, async () => {
    const soundbite = await queries.getPublishedSoundbite(database.db, id);
    return soundbite
      ? answer(200, JSON.stringify(soundbite), JSON_TYPE, publicContentTags.soundbite(soundbite))
      : answer(404, JSON.stringify(errorBody('not_found', `Soundbite ${id} not found`)), JSON_TYPE, publicContentTags.missingSoundbite(id));
  });
  // The body is the schema's JSON, serialized once for the cache rather than by c.json on every request.
  return sendCached(c, cached, { direct: true });
};

export const getFeatured: AppHandler<typeof routes.getFeatured> = async (c) => {
  const { limit } = c.req.valid('query');
  const deps = c.env.deps;
  const { database } = deps;
  const cached = await publicCacheFor(deps).get(`json:featured:${limit}`, async () => {
    const items = await queries.listFeaturedSoundbites(database.db, limit);
    return answer(200, JSON.stringify({ items }), JSON_TYPE, publicContentTags.list(items));
  });
  return sendCached(c, cached, { direct: true });
};

export const getPublicEpisode: AppHandler<typeof routes.getPublicEpisode> = async (c) => {
  const id = c.req.valid('param').id;
  const episode = UUID_PATTERN.test(id) ? await queries.getPublicEpisode(dbOf(c), id) : null;
  if (!episode) throw notFound(`Episode ${id}`);
  return c.json(episode, 200);
};

export const getPublicEpisodeTranscript: AppHandler<typeof routes.getPublicEpisodeTranscript> = async (c) => {
  const id = c.req.valid('param').id;
  const { from, to } = c.req.valid('query');
  if (from !== undefined && to !== undefined && to <= from) {
    throw badRequest('The part of the transcript ends before it starts', [{ field: 'to', message: 'Must be after from' }]);
  }
  const segments = UUID_PATTERN.test(id) ? await queries.getPublicTranscript(dbOf(c), id, { from, to }) : null;
  if (!segments) throw notFound(`Episode ${id}`);
  return c.json({ segments }, 200);
};

export const getPublicPodcast: AppHandler<typeof routes.getPublicPodcast> = async (c) => {
  const id = c.req.valid('param').id;
  const podcast = UUID_PATTERN.test(id) ? await queries.getPublicPodcast(dbOf(c), id) : null;
  if (!podcast) throw notFound(`Podcast ${id}`);
  return c.json(podcast, 200);
};

export const listPublicPodcastEpisodes: AppHandler<typeof routes.listPublicPodcastEpisodes> = async (c) => {
  const id = c.req.valid('param').id;
  const page = UUID_PATTERN.test(id) ? await queries.listPublicPodcastEpisodes(dbOf(c), id, c.req.valid('query')) : null;
  if (!page) throw notFound(`Podcast ${id}`);
  return c.json(page, 200);
};
