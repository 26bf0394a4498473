import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Database } from '../db/client.js';

/** A rendered answer, kept as bytes-ready text with its validator. */
export interface CachedAnswer {
  status: 200 | 404;
  body: string;
  contentType: string;
  etag: string;
}

/**
 * Browsers and CDNs revalidate every time (max-age=0) with the ETag, which costs a 304; while a
 * revalidation is under way a CDN may hand out its copy for a little longer rather than make the
 * visitor wait. The origin itself always answers from the current version.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=30';
/** Not-found answers must not outlive a republish. */
export const NOT_FOUND_CACHE_CONTROL = 'no-cache';

const MAX_ENTRIES = 5_000;

export function answer(status: CachedAnswer['status'], body: string, contentType: string): CachedAnswer {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return { status, body, contentType, etag };
}

/**
 * Calls `read` so that every caller gets a result read after it called: a caller that arrives while a
 * read is in flight waits for the next one, which all callers that arrived meanwhile share. Under load
 * that is at most one read in flight and one queued, however many requests there are.
 */
export function coalesceFreshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const current = read().finally(() => {
      if (inFlight === current) inFlight = null;
    });
    inFlight = current;
    return current;
  };
  return () => {
    if (!inFlight) return start();
    if (!queued) {
      const next = inFlight.then(
        () => undefined,
        () => undefined,
      );
      queued = next.then(() => {
        queued = null;
        return start();
      });
    }
    return queued;
  };
}

/**
 * Rendered public answers (share pages, the home page, public JSON), each stored with the public
 * content version it was made from. The version is a row the database bumps in the same transaction
 * as any write to what the public sees (migration `public_content_version`), and it is read once per
 * request, so an edit, a hide or a re-import committed by any server shows on the very next request.
 */
export class PublicCache {
  private readonly entries = new Map<string, { version: string; answer: Promise<CachedAnswer> }>();
  readonly currentVersion: () => Promise<string>;

  constructor(database: Database) {
    this.currentVersion = coalesceFreshReads(async () => {
      const [row] = await database.query<{ version: string | number }>('SELECT sum(version)::text AS version FROM public_content_version');
      return String(row?.version ?? '0');
    });
  }

  async get(key: string, render: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const version = await this.currentVersion();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Re-inserting keeps the map in least-recently-used order for eviction.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.answer;
    }
    // The data is read after the version, so an entry is never older than the version it is filed under.
    const rendered = render();
    const entry = { version, answer: rendered };
    this.entries.set(key, entry);
    rendered.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return rendered;
  }
}

const cacheByDatabase = new WeakMap<Database, PublicCache>();

/** One cache per database, shared by the API's public routes and the server's HTML pages. */
export function publicCacheFor(database: Database): PublicCache {
  let cache = cacheByDatabase.get(database);
  if (!cache) {
    cache = new PublicCache(database);
    cacheByDatabase.set(database, cache);
  }
  return cache;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The cached answer, or 304 when the client already holds it; HEAD gets the headers only. */
export function sendCached(c: Context, cached: CachedAnswer, extraHeaders: Record<string, string> = {}): Response {
  const headers: Record<string, string> = {
    'Content-Type': cached.contentType,
    'Cache-Control': cached.status === 200 ? PUBLIC_CACHE_CONTROL : NOT_FOUND_CACHE_CONTROL,
    ETag: cached.etag,
    ...extraHeaders,
  };
  if (cached.status === 200 && matchesEtag(c.req.header('If-None-Match'), cached.etag)) {
    return c.body(null, 304, headers);
  }
  if (c.req.method === 'HEAD') return c.body(null, cached.status, headers);
  return c.body(cached.body, cached.status, headers);
}
