import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configure } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export type Reply = { status: number; body: unknown; delayMs?: number };
export type Responder = (url: URL) => Reply;

/**
 * A real HTTP server standing in for the ops API in page tests: each test says how a path
 * answers (by pathname, given the whole URL); anything else is the API's 404. Every request
 * is recorded, so tests can see exactly which query the page sent.
 */
export interface OpsApiServer {
  baseUrl: string;
  on(pathname: string, responder: Responder): void;
  requests: URL[];
  reset(): void;
  close(): Promise<void>;
}

export async function startOpsApiServer(): Promise<OpsApiServer> {
  const responders = new Map<string, Responder>();
  const requests: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url);
    const responder = responders.get(url.pathname);
    const reply = responder?.(url) ?? { status: 404, body: { error: { code: 'not_found', message: `${url.pathname} not found` } } };
    setTimeout(() => {
      res.writeHead(reply.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify(reply.body));
    }, reply.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    on: (pathname, responder) => void responders.set(pathname, responder),
    requests,
    reset: () => {
      responders.clear();
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The stand-in API for every test of the calling file: started before them, closed after them,
 * forgetting its answers and requests before each. Page renders get 5 s to settle: the first loads
 * Mantine and the router cold, and a busy machine needs more than a second.
 */
export function opsApiServerForEachTest(): OpsApiServer {
  configure({ asyncUtilTimeout: 5000 });
  // Filled in once it listens; the tests only use it from then on.
  const server = {} as OpsApiServer;
  beforeAll(async () => void Object.assign(server, await startOpsApiServer()));
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  return server;
}

/** A page of a list as the API answers it. */
export function page<T>(items: T[], url: URL, total = items.length) {
  return {
    status: 200,
    body: { items, total, page: Number(url.searchParams.get('page') ?? 1), pageSize: Number(url.searchParams.get('pageSize') ?? 25) },
  };
}
