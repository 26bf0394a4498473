import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PUBLIC_CONFIG_GLOBAL } from '@soundbites/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFeed } from '../../src/ingest/sample-feed.js';
import { json } from '../support/catalog.js';
import { STAFF_DOMAIN } from '../support/constants.js';
import { startFixtureServer, type FixtureServer } from '../support/fixture-server.js';
import { bearer, createUser } from '../support/identity.js';
import { API_DIR, createSharedDatabase, startServerProcess, type ServerProcess, type SharedDatabase } from '../support/server-process.js';

/**
 * The production path: `npm run build` compiles the server, and `NODE_ENV=production node
 * apps/api/dist/main.js` runs it with plain node (no TypeScript loader: node 20 cannot run a .ts
 * file at all, so every thread it starts proves it is compiled).
 */
let shared: SharedDatabase;
let feeds: FixtureServer;
let server: ServerProcess;
let webDist: string;

beforeAll(async () => {
  await promisify(execFile)(process.execPath, [path.join(API_DIR, 'scripts/build.mjs')], { cwd: API_DIR });
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'soundbites-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Soundbites</title></head><body><div id="root"></div></body></html>',
  );
  [shared, feeds] = await Promise.all([createSharedDatabase(), startFixtureServer()]);
  server = await startServerProcess({ build: 'compiled', database: shared.env, env: { WEB_DIST_DIR: webDist } });
  // Starting servers (and building) takes a while on a busy machine.
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await feeds?.stop();
  await shared?.drop();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the compiled server (NODE_ENV=production node dist/main.js)', { timeout: 120_000 }, () => {
  it('contains no TypeScript and no tsx', () => {
    const files = fs.readdirSync(path.join(API_DIR, 'dist'), { recursive: true }).map(String);
    expect(files).toContain('main.js');
    expect(files).toContain(path.join('db', 'pglite-worker.js'));
    expect(files).toContain(path.join('ingest', 'parser-thread.worker.js'));
    expect(files.filter((f) => /\.(ts|mts|mjs)$/.test(f))).toEqual([]);
    for (const file of files.filter((f) => f.endsWith('.js'))) {
      expect(fs.readFileSync(path.join(API_DIR, 'dist', file), 'utf8'), file).not.toMatch(/from ["']tsx|import\(["']tsx/);
    }
  });

  it('answers health, readiness and an app page', async () => {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${server.url}/api/ready`)).json()).toEqual({ status: 'ready' });
    const page = await fetch(`${server.url}/ops`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(`window.${PUBLIC_CONFIG_GLOBAL}`);
  });

  it('imports a big feed through the compiled parser and database threads', async () => {
    const staff = await createUser({ domain: STAFF_DOMAIN, verified: true, localPart: 'staff' });
    // Over the size at which parsing leaves the request thread.
    const feedUrl = feeds.serve('/big.xml', sampleFeed(300));
    const res = await fetch(`${server.url}/api/ops/podcasts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(staff.idToken) },
      body: JSON.stringify({ feedUrl }),
    });
    expect(res.status).toBe(201);
    expect((await json(res)).counts).toMatchObject({ episodes: 300, soundbites: 600 });
  });

  it('stops cleanly on SIGTERM', async () => {
    const { code } = await server.stop();
    expect(code).toBe(0);
    expect(server.output()).toMatch(/stopped cleanly/);
  });
});
