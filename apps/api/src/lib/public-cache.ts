import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { Database } from '../db/client.js';
import type { ContentChange, ContentChanges } from '../db/content-changes.js';
import type { AppDeps } from './context.js';
import { tagListIncludes } from './precondition.js';

/** A rendered answer, kept as bytes-ready text with its validator. */
export interface CachedAnswer {
  status: 200 | 404;
  body: string;
  contentType: string;
  etag: string;
  /** What it shows, as `publicContentTags` names it: a change to any of these drops it. */
  tags: readonly string[];
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

export function answer(status: CachedAnswer['status'], body: string, contentType: string, tags: readonly string[]): CachedAnswer {
  // The one-shot digest: a Hash object per answer cost a third more, and with the cache off
  // (or for every render) this runs once per answer.
  const etag = `"${crypto.hash('sha1', body, 'base64url').slice(0, 22)}"`;
  return { status, body, contentType, etag, tags };
}

interface Entry {
  answer: Promise<CachedAnswer>;
  /** Null while it renders: what it shows is known only once its data is read. */
  tags: readonly string[] | null;
  render: () => Promise<CachedAnswer>;
  /** Served from the cache at least once since it was rendered: worth rendering again at once when dropped. */
  hot: boolean;
  /** Rendered ahead of requests after a change; rendered again if another change arrives meanwhile. */
  refresh: boolean;
}

/** Most answers rendered again ahead of requests after one change; the rest wait for their next request. */
const MAX_REFRESHES_PER_CHANGE = 64;

/**
 * Rendered public answers (share pages, the home page, embeds, public JSON), each filed under what
 * it shows. Every write to what the public sees notifies by trigger what it changed (migration
 * `public_content_notify_ids`), and only the entries showing that are dropped; no request reads
 * the database to validate its entry:
 *
 * - a write made by this process has been reported before it returned, so an edit, a hide or a
 *   re-import shows on the very next request here;
 * - a write made by another process shows once its notification arrives, milliseconds after commit;
 * - an answer still rendering when any change arrives may have read the data from before it, so it
 *   is handed to the requests already waiting for it and not kept;
 * - while no connection listens (start-up, a lost connection), nothing is cached, and when
 *   listening starts again everything kept before is dropped.
 *
 * A dropped answer that was being served (a share link in use) is rendered again at once rather
 * than by its next request: the render asks for a connection while the write that dropped it
 * still holds one, so it is queued ahead of the writer's next statements. On PGlite, whose one
 * session the pool hands out in turn, that keeps a reader from waiting behind a whole import the
 * staff start next.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly rendering = new Set<string>();

  constructor(private readonly changes: Pick<ContentChanges, 'live' | 'ensureListener' | 'subscribe'>) {
    changes.subscribe((change) => this.drop(change));
    changes.ensureListener();
  }

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.entries.size;
  }

  /** Whether `key`'s answer is kept and rendered (for tests). */
  has(key: string): boolean {
    return this.entries.get(key)?.tags != null;
  }

  get(key: string, render: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    if (!this.changes.live) return render();
    const hit = this.entries.get(key);
    if (hit) {
      // Re-inserting keeps the map in least-recently-used order for eviction.
      this.entries.delete(key);
      this.entries.set(key, hit);
      hit.hot = true;
      return hit.answer;
    }
    return this.start(key, render, false).answer;
  }

  private start(key: string, render: () => Promise<CachedAnswer>, refresh: boolean): Entry {
    const entry: Entry = { answer: render(), tags: null, render, hot: false, refresh };
    this.entries.set(key, entry);
    this.rendering.add(key);
    entry.answer.then(
      (rendered) => {
        if (this.entries.get(key) !== entry) return;
        this.rendering.delete(key);
        entry.tags = rendered.tags;
        for (const tag of rendered.tags) {
          let keys = this.keysByTag.get(tag);
          if (!keys) this.keysByTag.set(tag, (keys = new Set()));
          keys.add(key);
        }
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    return entry;
  }

  private drop(change: ContentChange) {
    const dropped: Array<[string, Entry]> = [];
    if (change.all) {
      for (const [key, entry] of this.entries) if (entry.hot) dropped.push([key, entry]);
      this.entries.clear();
      this.keysByTag.clear();
      this.rendering.clear();
    } else {
      for (const key of this.rendering) {
        const entry = this.entries.get(key);
        if (entry && (entry.hot || entry.refresh)) dropped.push([key, entry]);
        this.entries.delete(key);
      }
      this.rendering.clear();
      for (const tag of change.tags) {
        const keys = this.keysByTag.get(tag);
        if (!keys) continue;
        for (const key of keys) {
          const entry = this.entries.get(key);
          if (entry?.hot) dropped.push([key, entry]);
          this.remove(key);
        }
      }
    }
    if (!this.changes.live) return;
    for (const [key, entry] of dropped.slice(-MAX_REFRESHES_PER_CHANGE)) {
      if (!this.entries.has(key)) this.start(key, entry.render, true);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    this.entries.delete(key);
    this.rendering.delete(key);
    for (const tag of entry?.tags ?? []) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}

const cacheByDatabase = new WeakMap<Database, PublicCache>();
/** PUBLIC_CACHE=0: every answer rendered afresh, for measuring what the cache saves. */
const NO_CACHE: Pick<PublicCache, 'get'> = { get: (_key, render) => render() };

/** One cache per database, shared by the API's public routes and the server's HTML pages. */
export function publicCacheFor({ database, env }: Pick<AppDeps, 'database' | 'env'>): Pick<PublicCache, 'get'> {
  if (!env.PUBLIC_CACHE) return NO_CACHE;
  let cache = cacheByDatabase.get(database);
  if (!cache) {
    cache = new PublicCache(database.contentChanges);
    cacheByDatabase.set(database, cache);
  }
  return cache;
}

type Encoding = 'br' | 'gzip';
const ENCODINGS: Record<Encoding, { suffix: string; encode: (body: string) => Buffer }> = {
  // Quality 5 takes about as long as gzip's default and compresses better; each body is encoded once.
  br: { suffix: 'br', encode: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) },
  gzip: { suffix: 'gz', encode: (body) => zlib.gzipSync(body) },
};
/** Below this, compressing saves less than it costs. */
const MIN_COMPRESSIBLE_BYTES = 1024;

/** The best encoding the client accepts (br before gzip), or null for identity. */
function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let gzip = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

const encodedBodies = new WeakMap<CachedAnswer, Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>>();

/** The answer's body in `encoding`, encoded on first use and kept as long as the answer. */
function encodedBody(cached: CachedAnswer, encoding: Encoding): Uint8Array<ArrayBuffer> {
  let bodies = encodedBodies.get(cached);
  if (!bodies) encodedBodies.set(cached, (bodies = {}));
  return (bodies[encoding] ??= new Uint8Array(ENCODINGS[encoding].encode(cached.body)));
}

export interface SendCachedOptions {
  /**
   * Compress for clients that accept it, from bodies encoded once per cached answer (pages). The
   * server's compress middleware would encode every answer anew, and rebuild each response to do it.
   */
  compress?: boolean;
  /**
   * Make the response without c, with plain headers that @hono/node-server writes as they are:
   * no Headers object per answer. Headers set on c beforehand are then not added, so only for
   * routes whose middleware sets none (the API's public routes).
   */
  direct?: boolean;
}

/**
 * A request header read from node's IncomingMessage when @hono/node-server serves the request:
 * asking Hono builds a web Headers object of every header first.
 */
function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The cached answer, or 304 when the client already holds it; HEAD gets the headers only. */
export function sendCached(c: Context, cached: CachedAnswer, { compress = false, direct = false }: SendCachedOptions = {}): Response {
  const headers: Record<string, string> = {
    'Content-Type': cached.contentType,
    'Cache-Control': cached.status === 200 ? PUBLIC_CACHE_CONTROL : NOT_FOUND_CACHE_CONTROL,
    ETag: cached.etag,
  };
  let body: string | Uint8Array<ArrayBuffer> | null = cached.body;
  let status: 200 | 304 | 404 = cached.status;
  if (compress && cached.body.length >= MIN_COMPRESSIBLE_BYTES) {
    headers.Vary = 'Accept-Encoding';
    const encoding = acceptedEncoding(requestHeader(c, 'accept-encoding'));
    if (encoding) {
      // Each encoding is its own representation, with its own validator.
      headers.ETag = `${cached.etag.slice(0, -1)}-${ENCODINGS[encoding].suffix}"`;
      headers['Content-Encoding'] = encoding;
      body = encodedBody(cached, encoding);
    }
  }
  const ifNoneMatch = requestHeader(c, 'if-none-match');
  if (cached.status === 200 && ifNoneMatch && tagListIncludes(ifNoneMatch, headers.ETag!)) {
    status = 304;
    body = null;
  }
  if (c.req.method === 'HEAD') body = null;
  if (direct) return new Response(body, { status, headers });
  return body === null ? c.body(null, status, headers) : c.body(body, cached.status, headers);
}
