import createClient, { type Client, type Middleware } from 'openapi-fetch';

/** Every HTTP method the client offers, the nine of the HTTP standard. */
export const API_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE', 'CONNECT'] as const;
export type ApiMethod = (typeof API_METHODS)[number];

/** Fetch refuses these methods outright (they are "forbidden methods" in the Fetch standard). */
const METHODS_FETCH_REFUSES = new Set<ApiMethod>(['CONNECT', 'TRACE']);

/** Thrown for a non-success response when the client was created with `throwOnError`. */
export class ApiError<Body = unknown> extends Error {
  readonly status: number;
  readonly body: Body;

  constructor(status: number, body: Body, message?: string) {
    super(message ?? ApiError.messageOf(status, body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  private static messageOf(status: number, body: unknown): string {
    const message =
      typeof body === 'object' && body !== null && 'error' in body ? (body as { error?: { message?: unknown } }).error?.message : undefined;
    return typeof message === 'string' ? message : statusMessage(status);
  }
}

/** Rejected before any request is made: browsers' fetch cannot send CONNECT or TRACE. */
export class UnsupportedMethodError extends Error {
  readonly method: ApiMethod;

  constructor(method: ApiMethod) {
    super(`${method} requests cannot be sent from a browser: fetch refuses the ${method} method.`);
    this.name = 'UnsupportedMethodError';
    this.method = method;
  }
}

export interface ApiClientOptions {
  /** '' means the page's own origin (the app and the API are served together). */
  baseUrl?: string;
  /** The signed-in user's current ID token, or null when nobody is signed in. Called before every request. */
  getIdToken: () => Promise<string | null>;
  /** Throw an `ApiError` for non-success responses instead of returning `{ error }`. */
  throwOnError?: boolean;
  fetch?: typeof globalThis.fetch;
}

type RefusedMethod = (url: string, init?: unknown) => Promise<never>;

/**
 * The typed API client: openapi-fetch's methods, each sending the signed-in user's ID token and
 * answering `{ data }` or `{ error: { code, message } }` (or throwing `ApiError` with `throwOnError`).
 * TRACE and CONNECT exist for completeness and always reject with `UnsupportedMethodError`.
 */
export type ApiClient<Paths extends object> = Omit<Client<Paths>, 'TRACE' | 'request'> & {
  TRACE: RefusedMethod;
  CONNECT: RefusedMethod;
};

interface RawResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Words for an answer without the API's own (a proxy's or a gateway's page, an empty body): their text
 * is not for people (often a whole HTML page), so the status says what happened.
 */
export function statusMessage(status: number): string {
  if (status >= 500) return `The server could not answer (HTTP ${status}). Try again in a moment.`;
  if (status === 429) return 'Too many requests for now (HTTP 429). Wait a moment, then try again.';
  return `The request was refused (HTTP ${status}).`;
}

/** A JSON error body as the server sent it; an empty or non-JSON one in the API's own error shape. */
function errorBody(result: RawResult): unknown {
  const { error, response } = result;
  if (error !== undefined && error !== '' && typeof error !== 'string') return error;
  return { error: { code: `http_${response.status}`, message: statusMessage(response.status) } };
}

export function createApiClient<Paths extends object>(options: ApiClientOptions): ApiClient<Paths> {
  const client = createClient<Paths>({
    baseUrl: options.baseUrl ?? '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  // A fresh token for every request: the SDK hands out its cached token and renews it
  // itself 30 s before expiry, so this stays cheap.
  const bearer: Middleware = {
    async onRequest({ request }) {
      const token = await options.getIdToken();
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
  client.use(bearer);

  const settle = (result: RawResult) => {
    if (result.response.ok) {
      // 204, HEAD and empty bodies come back from openapi-fetch as undefined.
      return { data: result.data ?? {}, response: result.response };
    }
    const body = errorBody(result);
    if (options.throwOnError) throw new ApiError(result.response.status, body);
    return { error: body, response: result.response };
  };

  const send =
    (method: ApiMethod) =>
    async (url: string, init?: Record<string, unknown>): Promise<unknown> => {
      if (METHODS_FETCH_REFUSES.has(method)) throw new UnsupportedMethodError(method);
      const request = client.request as unknown as (m: string, u: string, i?: unknown) => Promise<RawResult>;
      return settle(await request(method, url, init));
    };

  const methods = Object.fromEntries(API_METHODS.map((method) => [method, send(method)]));
  return { use: client.use.bind(client), eject: client.eject.bind(client), ...methods } as unknown as ApiClient<Paths>;
}
