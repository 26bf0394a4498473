import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../src/db/client.js';
import { REPO_ROOT } from '../../src/env.js';

/** What the fake feed host does for one path. */
export type FixtureRoute =
  | {
      kind: 'body';
      body: string | Buffer;
      contentType?: string;
      etag?: string;
      lastModified?: string;
      status?: number;
      headers?: Record<string, string>;
      /** Done (and awaited) after the request arrives, before the answer: what happens while a fetch is under way. */
      beforeAnswer?: () => Promise<void>;
    }
  | { kind: 'redirect'; location: string; status?: number }
  /** Sends the headers and a first chunk, then goes quiet for `stallMs`. */
  | { kind: 'slow'; stallMs: number; contentType?: string }
  /** Takes the connection and never answers (the client gives up; stop() closes it). */
  | { kind: 'silent' }
  /** Streams `totalBytes` of an endless-looking feed (in chunks) without a Content-Length. */
  | { kind: 'huge'; totalBytes: number; contentType?: string }
  | { kind: 'status'; status: number };

/**
 * A local stand-in for remote feed and transcript hosts: tests register what each path does
 * (serve, redirect, stall, stream forever, answer 304 to a matching conditional GET).
 */
export class FixtureServer {
  private readonly routes = new Map<string, FixtureRoute>();
  /** Requests per path, so tests can tell whether a host was contacted. */
  readonly hits = new Map<string, number>();
  private server: http.Server | null = null;
  private readonly sockets = new Set<Socket>();
  origin = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** Registers a route and answers its absolute URL. */
  set(path: string, route: FixtureRoute): string {
    this.routes.set(path, route);
    return this.url(path);
  }

  serve(
    path: string,
    body: string | Buffer,
    contentType = 'application/rss+xml; charset=utf-8',
    extra: Partial<Extract<FixtureRoute, { kind: 'body' }>> = {},
  ): string {
    return this.set(path, { kind: 'body', body, contentType, ...extra });
  }

  url(path: string): string {
    return `${this.origin}${path}`;
  }

  /** Request headers of the latest request per path. */
  readonly lastHeaders = new Map<string, http.IncomingHttpHeaders>();

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const path = (req.url ?? '/').split('?')[0]!;
    this.hits.set(path, (this.hits.get(path) ?? 0) + 1);
    this.lastHeaders.set(path, req.headers);
    const route = this.routes.get(path);
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    if (route.kind === 'body' && route.beforeAnswer) {
      const { beforeAnswer, ...rest } = route;
      void beforeAnswer().then(() => this.answer(req, res, rest));
      return;
    }
    this.answer(req, res, route);
  }

  private answer(req: http.IncomingMessage, res: http.ServerResponse, route: FixtureRoute) {
    switch (route.kind) {
      case 'body': {
        const matches =
          (route.etag && req.headers['if-none-match'] === route.etag) ||
          (route.lastModified && req.headers['if-modified-since'] === route.lastModified);
        if (matches) {
          res.writeHead(304);
          res.end();
          return;
        }
        const headers: Record<string, string> = { ...route.headers };
        if (route.contentType) headers['content-type'] = route.contentType;
        if (route.etag) headers.etag = route.etag;
        if (route.lastModified) headers['last-modified'] = route.lastModified;
        res.writeHead(route.status ?? 200, headers);
        res.end(route.body);
        return;
      }
      case 'redirect':
        res.writeHead(route.status ?? 302, { location: route.location });
        res.end();
        return;
      case 'status':
        res.writeHead(route.status);
        res.end();
        return;
      case 'slow': {
        res.writeHead(200, { 'content-type': route.contentType ?? 'application/rss+xml' });
        res.write('<?xml version="1.0"?><rss version="2.0"><channel>');
        const timer = setTimeout(() => res.end('</channel></rss>'), route.stallMs);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case 'silent':
        return;
      case 'huge': {
        res.writeHead(200, { 'content-type': route.contentType ?? 'application/rss+xml' });
        const chunk = Buffer.from(`<item><title>Filler</title><description>${'x'.repeat(60 * 1024)}</description></item>\n`);
        let sent = 0;
        res.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title>');
        const pump = () => {
          while (sent < route.totalBytes) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end('</channel></rss>');
        };
        res.on('error', () => {});
        pump();
        return;
      }
    }
  }
}

export async function startFixtureServer(): Promise<FixtureServer> {
  return new FixtureServer().start();
}

export const FIXTURES_DIR = fileURLToPath(new URL('../fixtures/', import.meta.url));
/** Real feeds and transcripts shared by the team; absent on a fresh clone, so tests over it are conditional. */
export const SHARED_FIXTURES_DIR = path.resolve(REPO_ROOT, '../shared/fixtures');

/** Every `.xml` file in a folder as [file name, text], none when the folder does not exist. */
export function xmlFilesIn(dir: string): (readonly [string, string])[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.xml'))
    .map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')] as const);
}

export function readFixture(relativePath: string): string {
  return fs.readFileSync(path.join(FIXTURES_DIR, relativePath), 'utf8');
}

const COUNTED_TABLES = [
  'podcasts',
  'episodes',
  'soundbites',
  'entities',
  'entity_links',
  'transcripts',
  'transcript_segments',
  'audit_events',
  'feed_imports',
] as const;

/** Row counts of every table an import touches, to show a failed import changed nothing. */
export async function rowCounts(database: Database): Promise<Record<(typeof COUNTED_TABLES)[number], number>> {
  const select = COUNTED_TABLES.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', ');
  const [row] = await database.query<Record<(typeof COUNTED_TABLES)[number], number>>(`select ${select}`);
  return row!;
}
