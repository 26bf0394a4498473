import type { Hash } from 'node:crypto';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { Env } from '../env.js';
import { ApiError } from '../lib/errors.js';
import { isNonPublicAddress } from './addresses.js';
import { ArrivingBody } from './arriving-body.js';

/**
 * HTTP statuses the API answers for fetch problems. The problem is the remote host's or the
 * URL's, never the request's shape, so 422 (we understood the URL but will not or cannot use
 * it), 502 (the host misbehaved) and 504 (the host was too slow).
 */
export const feedErrors = {
  hostRefused: (message: string) => new ApiError(422, 'feed_host_refused', message),
  tooLarge: (limit: number) => new ApiError(422, 'feed_too_large', `The response is larger than the ${formatBytes(limit)} limit`),
  notXml: (message: string) => new ApiError(422, 'feed_not_xml', message),
  unsupportedType: (type: string) =>
    new ApiError(422, 'feed_unsupported_content_type', `The host answered with content type ${type}, which is not a feed`),
  fetchFailed: (message: string) => new ApiError(502, 'feed_fetch_failed', message),
  /** A 304 to a request that sent no validators: the host answers something it was not asked. */
  unaskedNotModified: () => new ApiError(502, 'feed_fetch_failed', 'The feed host answered 304 Not Modified to an unconditional request'),
  tooManyRedirects: (message: string) => new ApiError(502, 'too_many_redirects', message),
  timeout: (message: string) => new ApiError(504, 'feed_timeout', message),
};

export type ExpectedContent = 'feed' | 'transcript' | 'json' | 'audio';

export interface SafeFetchOptions {
  env: Pick<Env, 'ALLOW_PRIVATE_FEED_HOSTS' | 'FEED_MAX_BYTES' | 'FEED_TIMEOUT_MS' | 'FEED_MAX_REDIRECTS'>;
  expect: ExpectedContent;
  /** Defaults to env.FEED_MAX_BYTES. */
  maxBytes?: number;
  etag?: string | null;
  lastModified?: string | null;
  /**
   * Fed the body's bytes (after decompression) as they arrive, for a digest of it: hashing a 20 MB
   * feed once it is all here held the thread that answers requests for about 12 ms. When the fetch
   * fails it has been fed part of a body: use a fresh hash for each fetch.
   */
  hash?: Hash;
}

export type SafeFetchResult =
  | { status: 'not_modified'; url: string; movedTo: string | null }
  | {
      status: 'ok';
      /** The URL the body came from, after redirects. */
      url: string;
      /**
       * Where the address asked for has moved for good: the last URL reached by permanent redirects
       * (301, 308) alone from the start; null when the first answer was not one.
       */
      movedTo: string | null;
      body: Buffer;
      contentType: string | null;
      etag: string | null;
      lastModified: string | null;
    };

const USER_AGENT = 'SoundbitesFeedFetcher/1.0 (+https://soundbites.example)';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Redirects that say the resource has a new address for good, which clients should use from now on. */
const PERMANENT_REDIRECTS = new Set([301, 308]);
/** A host that sends nothing for this long is stalled even when the total budget is not used up. */
const MAX_STALL_MS = 15_000;

/** Content types that are certainly not a feed or transcript; everything else is sniffed. */
const FOREIGN_TYPE = /^(image|audio|video|font|model)\/|^application\/(pdf|zip|gzip|x-tar|msword|wasm|x-msdownload|vnd\.)/;
/** Episode audio: hosts label MP3 many ways, and some not at all. */
const AUDIO_TYPE = /^(audio\/|video\/|application\/octet-stream$|binary\/octet-stream$|$)/;
/** Vendor types can still be XML or JSON (application/vnd.rss+xml). */
const TEXTUAL_TYPE = /xml|rss|atom|json/;

/**
 * Only a WHATWG-parsed, http(s), credential-free URL reaches the network. A bad URL typed by
 * staff is their input's fault (400 naming feedUrl); a bad redirect target is the host's.
 */
export function parseFeedUrl(input: string, source: 'input' | 'redirect' = 'input'): URL {
  const refuse = (message: string) =>
    source === 'input'
      ? new ApiError(400, 'invalid_request', message, [{ field: 'feedUrl', message }])
      : feedErrors.hostRefused(`The feed redirected to an unusable URL: ${message}`);
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw refuse(`"${input}" is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refuse(`Only http and https URLs can be fetched, not ${url.protocol}`);
  }
  if (url.username || url.password) throw refuse('URLs with credentials are not fetched');
  url.hash = '';
  return url;
}

/**
 * GET a URL a person typed, as a server that must not be turned against its own network:
 * every hop's address is checked at connect time (a custom DNS lookup, so a name that
 * resolves differently on the second query cannot slip through), redirects are followed by
 * hand up to a limit, and time, size and content type are bounded.
 */
export async function safeFetch(input: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const { env } = options;
  const maxBytes = options.maxBytes ?? env.FEED_MAX_BYTES;
  const deadline = Date.now() + env.FEED_TIMEOUT_MS;
  const seen = new Set<string>();
  let url = parseFeedUrl(input);
  let movedTo: string | null = null;
  let stillPermanent = true;
  for (let hop = 0; ; hop++) {
    if (seen.has(url.href)) throw feedErrors.tooManyRedirects(`The feed redirects in a loop (back to ${url.href})`);
    seen.add(url.href);
    const outcome = await requestOnce(url, options, maxBytes, deadline);
    if (outcome.kind === 'redirect') {
      if (hop >= env.FEED_MAX_REDIRECTS) {
        throw feedErrors.tooManyRedirects(`The feed redirected more than ${env.FEED_MAX_REDIRECTS} times`);
      }
      url = parseFeedUrl(resolveLocation(outcome.location, url), 'redirect');
      // A temporary hop anywhere before makes every later address temporary too.
      stillPermanent &&= PERMANENT_REDIRECTS.has(outcome.status);
      if (stillPermanent) movedTo = url.href;
      continue;
    }
    return { ...outcome.result, movedTo };
  }
}

/** One request's answer: where the address has moved is known only from the whole chain of them. */
type OneAnswer<T = SafeFetchResult> = T extends unknown ? Omit<T, 'movedTo'> : never;
type Outcome = { kind: 'redirect'; status: number; location: string } | { kind: 'done'; result: OneAnswer };

function requestOnce(url: URL, options: SafeFetchOptions, maxBytes: number, deadline: number): Promise<Outcome> {
  const { env } = options;
  const allowPrivate = env.ALLOW_PRIVATE_FEED_HOSTS;
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && net.isIP(hostname) && isNonPublicAddress(hostname)) {
    // IP literals never go through `lookup`, so they are checked here, before any socket exists.
    return Promise.reject(feedErrors.hostRefused(`${hostname} is a private or reserved address`));
  }
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(feedErrors.timeout('The feed host did not answer in time'));

  return new Promise<Outcome>((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(totalTimer);
      request.destroy();
      reject(error);
    };
    const succeed = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(totalTimer);
      resolve(outcome);
    };

    const headers: Record<string, string> = {
      'user-agent': USER_AGENT,
      accept: acceptHeader(options.expect),
      'accept-encoding': 'gzip, deflate, br',
    };
    if (options.etag) headers['if-none-match'] = options.etag;
    if (options.lastModified) headers['if-modified-since'] = options.lastModified;

    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(url, {
      method: 'GET',
      headers,
      lookup: checkedLookup(allowPrivate),
      // A fresh connection per request: a pooled socket would skip the address check.
      agent: false,
    });
    // A host silent from the start never answered; one that went quiet mid-body stopped sending.
    let answered = false;
    const totalTimer = setTimeout(
      () =>
        fail(
          feedErrors.timeout(
            answered
              ? `The feed host did not send the whole feed within ${env.FEED_TIMEOUT_MS} ms`
              : `The feed host did not answer within ${env.FEED_TIMEOUT_MS} ms`,
          ),
        ),
      remaining,
    );
    request.setTimeout(Math.min(env.FEED_TIMEOUT_MS, MAX_STALL_MS), () =>
      fail(
        feedErrors.timeout(answered ? 'The feed host stopped sending data' : 'The feed host accepted the connection but never answered'),
      ),
    );
    request.on('error', (error) => fail(error instanceof ApiError ? error : networkError(error)));
    request.on('response', (response) => {
      answered = true;
      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location) return fail(feedErrors.fetchFailed(`The feed host answered ${status} without a Location`));
        return succeed({ kind: 'redirect', status, location });
      }
      if (status === 304) {
        response.resume();
        return succeed({ kind: 'done', result: { status: 'not_modified', url: url.href } });
      }
      if (status < 200 || status >= 300) {
        response.resume();
        return fail(feedErrors.fetchFailed(`The feed host answered HTTP ${status}`));
      }
      const contentType = response.headers['content-type']?.toLowerCase() ?? null;
      const mediaType = contentType?.split(';')[0]?.trim() ?? '';
      const refused =
        options.expect === 'audio' ? !AUDIO_TYPE.test(mediaType) : FOREIGN_TYPE.test(mediaType) && !TEXTUAL_TYPE.test(mediaType);
      if (refused) {
        response.resume();
        return fail(feedErrors.unsupportedType(mediaType));
      }
      const declaredLength = Number(response.headers['content-length']);
      if (Number.isFinite(declaredLength) && declaredLength > maxBytes) {
        response.resume();
        return fail(feedErrors.tooLarge(maxBytes));
      }
      let stream: Readable = response;
      const encoding = response.headers['content-encoding']?.toLowerCase();
      if (encoding === 'gzip' || encoding === 'x-gzip') stream = response.pipe(zlib.createGunzip());
      else if (encoding === 'deflate') stream = response.pipe(zlib.createInflate());
      else if (encoding === 'br') stream = response.pipe(zlib.createBrotliDecompress());
      if (stream !== response) stream.on('error', (e) => fail(feedErrors.fetchFailed(`Could not decompress: ${e.message}`)));

      const body = new ArrivingBody(stream === response && Number.isFinite(declaredLength) ? declaredLength : null, options.hash);
      stream.on('data', (chunk: Buffer) => {
        // Counted after decompression, so a small gzip bomb is cut off too.
        if (body.length + chunk.length > maxBytes) {
          // Settle first: destroying the response emits 'aborted', which must not win.
          fail(feedErrors.tooLarge(maxBytes));
          stream.destroy();
          response.destroy();
          return;
        }
        body.add(chunk);
      });
      response.on('aborted', () => fail(feedErrors.fetchFailed('The feed host closed the connection early')));
      response.on('error', (e) => fail(networkError(e)));
      stream.on('end', () => {
        if (!response.complete) return fail(feedErrors.fetchFailed('The feed host closed the connection early'));
        succeed({
          kind: 'done',
          result: {
            status: 'ok',
            url: url.href,
            body: body.whole(),
            contentType,
            etag: headerValue(response.headers.etag),
            lastModified: headerValue(response.headers['last-modified']),
          },
        });
      });
    });
    request.end();
  });
}

function resolveLocation(location: string, base: URL): string {
  try {
    return new URL(location, base).href;
  } catch {
    return location;
  }
}

function checkedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses;
      if (!allowPrivate) {
        const refused = list.find((a) => isNonPublicAddress(a.address));
        if (refused) {
          const err = feedErrors.hostRefused(`${hostname} resolves to ${refused.address}, a private or reserved address`);
          return callback(err, '', 0);
        }
      }
      if (list.length === 0) return callback(new Error(`${hostname} has no address`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function networkError(error: Error & { code?: string }): ApiError {
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') {
    return feedErrors.fetchFailed('The feed host name could not be resolved');
  }
  if (error.code === 'ECONNREFUSED') return feedErrors.fetchFailed('The feed host refused the connection');
  if (error.code === 'ECONNRESET') return feedErrors.fetchFailed('The feed host reset the connection');
  return feedErrors.fetchFailed(`Could not fetch the feed: ${error.message}`);
}

function acceptHeader(expect: ExpectedContent): string {
  if (expect === 'audio') return 'audio/mpeg, audio/*;q=0.9, */*;q=0.5';
  if (expect === 'feed') return 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';
  if (expect === 'json') return 'application/json, application/json+chapters, */*;q=0.5';
  return 'application/json, text/vtt, application/srt, application/x-subrip, text/html, text/plain, */*;q=0.5';
}

function headerValue(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
