// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, UnsupportedMethodError } from './api-client';

/** A small typed API, shaped like openapi-typescript's output, for the client under test. */
interface TestPaths {
  '/api/echo': {
    get: {
      parameters: { query?: { q?: string } };
      responses: { 200: { content: { 'application/json': { method: string; headers: Record<string, string> } } } };
    };
    post: {
      requestBody: { content: { 'application/json': { name: string } } };
      responses: { 200: { content: { 'application/json': { method: string; body: string; headers: Record<string, string> } } } };
    };
    put: { responses: { 200: { content: { 'application/json': { method: string } } } } };
    patch: { responses: { 200: { content: { 'application/json': { method: string } } } } };
    delete: { responses: { 200: { content: { 'application/json': { method: string } } } } };
    options: { responses: { 200: { content: { 'application/json': { method: string } } } } };
    head: { responses: { 200: { content: never } } };
    trace: { responses: { 200: { content: never } } };
  };
  '/api/items/{id}': {
    get: {
      parameters: { path: { id: string } };
      responses: { 200: { content: { 'application/json': { id: string } } } };
    };
  };
  '/api/no-content': { delete: { responses: { 204: { content: never } } } };
  '/api/empty': { get: { responses: { 200: { content: never } } } };
  '/api/missing': {
    get: { responses: { 404: { content: { 'application/json': { error: { code: string; message: string } } } } } };
  };
  '/api/limited': { get: { responses: { 429: { content: never } } } };
  '/api/broken': { get: { responses: { 502: { content: never } } } };
}

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let baseUrl = '';
const received: Received[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = new URL(req.url ?? '/', 'http://localhost');
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (url.pathname === '/api/echo') {
        return json(200, { method: req.method, body, query: url.search, headers: req.headers });
      }
      if (url.pathname.startsWith('/api/items/')) return json(200, { id: decodeURIComponent(url.pathname.slice(11)) });
      if (url.pathname === '/api/no-content') {
        res.writeHead(204);
        return res.end();
      }
      if (url.pathname === '/api/empty') {
        // Chunked with no bytes: no Content-Length to tell the client the body is empty.
        res.writeHead(200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
        return res.end();
      }
      if (url.pathname === '/api/missing') return json(404, { error: { code: 'not_found', message: 'No such thing' } });
      if (url.pathname === '/api/limited') {
        res.writeHead(429, 'Too Many Requests');
        return res.end();
      }
      if (url.pathname === '/api/broken') {
        res.writeHead(502, { 'content-type': 'text/html' });
        return res.end('<h1>Bad gateway</h1>');
      }
      json(500, { error: { code: 'unexpected', message: url.pathname } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
});

const signedOut = async () => null;

describe('API client', () => {
  it('adds a fresh bearer token to every request when someone is signed in', async () => {
    let issued = 0;
    const api = createApiClient<TestPaths>({ baseUrl, getIdToken: async () => `token-${++issued}` });
    await api.GET('/api/echo');
    await api.GET('/api/echo');
    expect(received.map((request) => request.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const api = createApiClient<TestPaths>({ baseUrl, getIdToken: signedOut });
    await api.GET('/api/echo');
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('sends JSON bodies as JSON and drops the content type when there is no body', async () => {
    const api = createApiClient<TestPaths>({ baseUrl, getIdToken: signedOut });
    const posted = await api.POST('/api/echo', { body: { name: 'Ada' } });
    expect(posted.data?.body).toBe('{"name":"Ada"}');
    expect(received[0]?.headers['content-type']).toBe('application/json');

    await api.GET('/api/echo', { params: { query: { q: 'x' } } });
    expect(received[1]?.headers['content-type']).toBeUndefined();
    expect(received[1]?.url).toBe('/api/echo?q=x');
  });

  it('writes path parameters into {name} placeholders', async () => {
    const api = createApiClient<TestPaths>({ baseUrl, getIdToken: signedOut });
    const { data } = await api.GET('/api/items/{id}', { params: { path: { id: 'a b/c' } } });
    expect(data).toEqual({ id: 'a b/c' });
  });

  it('turns 204 and empty bodies into an empty data object', async () => {
    const api = createApiClient<TestPaths>({ baseUrl, getIdToken: signedOut });
    const deleted = await api.DELETE('/api/no-content');
    expect(deleted.data).toEqual({});
    expect(deleted.error).toBeUndefined();
    const empty = await api.GET('/api/empty');
    expect(empty.data).toEqual({});
    const head = await api.HEAD('/api/echo');
    expect(head.data).toEqual({});
  });

  it('returns the parsed error body for a non-success response', async () => {
    const api = createApiClient<TestPaths>({ baseUrl, getIdToken: signedOut });
    const { data, error, response } = await api.GET('/api/missing');
    expect(data).toBeUndefined();
    expect(response.status).toBe(404);
    expect(error).toEqual({ error: { code: 'not_found', message: 'No such thing' } });
  });

  it('gives empty and non-JSON error bodies the API error shape, so `if (error)` always works, in words for people', async () => {
    const api = createApiClient<TestPaths>({ baseUrl, getIdToken: signedOut });
    const limited = await api.GET('/api/limited');
    expect(limited.error).toEqual({
      error: { code: 'http_429', message: 'Too many requests for now (HTTP 429). Wait a moment, then try again.' },
    });
    // A gateway's page is not shown as text.
    const broken = await api.GET('/api/broken');
    expect(broken.error).toEqual({
      error: { code: 'http_502', message: 'The server could not answer (HTTP 502). Try again in a moment.' },
    });
  });

  it('throws a typed ApiError carrying status and body with throwOnError', async () => {
    const api = createApiClient<TestPaths>({ baseUrl, getIdToken: signedOut, throwOnError: true });
    const failure = await api.GET('/api/missing').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found', message: 'No such thing' } },
      message: 'No such thing',
    });
    const ok = await api.GET('/api/echo');
    expect(ok.data?.method).toBe('GET');
  });

  it.each(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'PATCH'] as const)('sends %s', async (method) => {
    const api = createApiClient<TestPaths>({ baseUrl, getIdToken: async () => 'token' });
    const { data } = await (api[method] as (url: string) => Promise<{ data?: { method?: string } }>)('/api/echo');
    expect(data?.method).toBe(method);
    expect(received[0]).toMatchObject({ method, headers: { authorization: 'Bearer token' } });
  });

  it('sends HEAD', async () => {
    const api = createApiClient<TestPaths>({ baseUrl, getIdToken: signedOut });
    const { response } = await api.HEAD('/api/echo');
    expect(response.status).toBe(200);
    expect(received[0]?.method).toBe('HEAD');
  });

  it.each(['CONNECT', 'TRACE'] as const)('fails %s at once with a clear error, sending nothing', async (method) => {
    // The premise: fetch itself refuses these methods.
    expect(() => new Request(`${baseUrl}/api/echo`, { method })).toThrow(TypeError);
    const api = createApiClient<TestPaths>({ baseUrl, getIdToken: signedOut });
    const failure = await api[method]('/api/echo').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnsupportedMethodError);
    expect((failure as Error).message).toContain(`fetch refuses the ${method} method`);
    expect(received).toHaveLength(0);
  });
});
