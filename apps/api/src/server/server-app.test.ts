import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG_GLOBAL, type PublicConfig } from '@soundbites/config';
import { createTestContext, type TestContext } from '../../test/support/context.js';
import { createFirebaseVerifier } from '../auth/verify.js';
import { episodes, podcasts, soundbites, transcripts, transcriptSegments } from '../db/schema.js';
import { createServerApp } from './server-app.js';

const HOSTILE_API_KEY = '</script><script>alert("owned")</script><!--';
const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Soundbites</title><script type="module" src="/assets/index-a1b2c3.js"></script></head>
<body><div id="root"></div></body></html>`;
/** The shape of the web build's route table (app-routes.json). */
const TEST_ROUTES = ['/', '/ops', '/$', '/privacy', '/share', '/nova/auth', '/nova/', '/ops/', '/ops/soundbites', '/ops/soundbite/$id'];
const AUDIO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

let ctx: TestContext;
let server: ReturnType<typeof createServerApp>;
let webDist: string;
/** The episode the share-preview tests insert. */
let episodeId = '';

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'soundbites-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.mkdirSync(path.join(webDist, 'media'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDist, 'assets/index-a1b2c3.js'), 'console.log("app");');
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(webDist, 'media/clip.mp3'), AUDIO);
  fs.writeFileSync(path.join(webDist, 'app-routes.json'), JSON.stringify({ routes: TEST_ROUTES }));
  ctx = await createTestContext({
    WEB_DIST_DIR: webDist,
    FIREBASE_API_KEY: HOSTILE_API_KEY,
    PUBLIC_ORIGIN: 'https://soundbites.example',
  });
  server = createServerApp({ deps: { env: ctx.env, database: ctx.database, verifier: createFirebaseVerifier(ctx.env) } });
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** Reads back the object the injected script assigns, the way a browser would see it. */
function injectedConfig(html: string): PublicConfig {
  const match = new RegExp(`<script>window\\.${PUBLIC_CONFIG_GLOBAL} = (.*?);</script>`).exec(html);
  if (!match?.[1]) throw new Error('no config script in the page');
  return JSON.parse(match[1]) as PublicConfig;
}

describe('static files of the web build', () => {
  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await server.request('/assets/index-a1b2c3.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toBe('console.log("app");');
  });

  it('compresses text files for clients that accept gzip', async () => {
    const script = 'console.log("a fairly long line of application code");\n'.repeat(100);
    fs.writeFileSync(path.join(webDist, 'assets/big-d4e5f6.js'), script);
    const res = await server.request('/assets/big-d4e5f6.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(body).toString()).toBe(script);
    const audio = await server.request('/media/clip.mp3', { headers: { 'accept-encoding': 'gzip', range: 'bytes=0-9' } });
    expect(audio.headers.get('content-encoding')).toBeNull();
  });

  it('gives unhashed files a short cache', async () => {
    const res = await server.request('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers 404 (not the app HTML) for a missing asset, so a failed chunk load is detectable', async () => {
    const res = await server.request('/assets/index-gone.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toMatch(/html/);
  });

  it('refuses paths that climb out of the build directory', async () => {
    const res = await server.request('/assets/..%2f..%2fpackage.json');
    expect(res.status).toBe(404);
  });
});

describe('app routes', () => {
  it.each(['/index.html', '/ops/soundbites?status=draft', '/ops/soundbite/abc123', '/ops/no-such-page', '/nova', '/privacy'])(
    'serves index.html with no-cache for %s',
    async (url) => {
      const res = await server.request(url, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root"></div>');
    },
  );

  it('titles the pages that say the same to everyone in the HTML itself, with their link previews', async () => {
    const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
    const privacy = await (await server.request('/privacy')).text();
    expect(privacy).toContain('<title>Privacy policy · Soundbites</title>');
    expect(meta(privacy, 'description')).toBe('What Soundbites collects, why, and what you can do about it.');
    expect(meta(privacy, 'og:title')).toBe('Privacy policy · Soundbites');
    expect(meta(privacy, 'og:url')).toBe('https://soundbites.example/privacy');
    expect(meta(privacy, 'og:image')).toBe('https://soundbites.example/icons/icon-512.png');
    // A page whose words depend on who looks is titled by the app.
    const ops = await (await server.request('/ops/soundbites')).text();
    expect(ops).toContain('<title>Soundbites</title>');
    expect(meta(ops, 'og:title')).toBeUndefined();
  });

  it('sends headers that stop sniffing, framing by other sites and leaking full URLs', async () => {
    for (const url of ['/ops', '/assets/index-a1b2c3.js']) {
      const res = await server.request(url);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    }
  });

  it('keeps unknown /api paths as JSON 404s', async () => {
    const res = await server.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('serves the API itself', async () => {
    const res = await server.request('/api/health', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('runtime configuration', () => {
  it('is injected right after <head>, before any script of the app', async () => {
    const html = await (await server.request('/')).text();
    const head = html.indexOf('<head>') + '<head>'.length;
    expect(html.indexOf(`<script>window.${PUBLIC_CONFIG_GLOBAL} = `)).toBe(head);
    expect(html.indexOf(`window.${PUBLIC_CONFIG_GLOBAL}`)).toBeLessThan(html.indexOf('/assets/index-a1b2c3.js'));
  });

  it('carries the deployment values and cannot break out of its script tag', async () => {
    const html = await (await server.request('/ops')).text();
    expect(html).not.toContain('</script><script>alert');
    expect(html).not.toContain('<!--');
    const config = injectedConfig(html);
    expect(config).toEqual({
      staffEmailDomain: 'example.com',
      firebase: {
        apiKey: HOSTILE_API_KEY,
        authDomain: 'demo-soundbites.firebaseapp.com',
        projectId: 'demo-soundbites',
      },
      authEmulatorHost: ctx.env.FIREBASE_AUTH_EMULATOR_HOST,
    });
  });
});

describe('byte ranges for audio', () => {
  it('answers a bounded range with 206 and exactly those bytes', async () => {
    const res = await server.request('/media/clip.mp3', { headers: { range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(res.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(AUDIO.subarray(100, 200));
  });

  it('answers an open-ended and a suffix range', async () => {
    const open = await server.request('/media/clip.mp3', { headers: { range: 'bytes=990-' } });
    expect(open.status).toBe(206);
    expect(Buffer.from(await open.arrayBuffer())).toEqual(AUDIO.subarray(990));
    const suffix = await server.request('/media/clip.mp3', { headers: { range: 'bytes=-10' } });
    expect(suffix.headers.get('content-range')).toBe('bytes 990-999/1000');
  });

  it('advertises ranges on a full response and refuses an unsatisfiable one with 416', async () => {
    const full = await server.request('/media/clip.mp3');
    expect(full.status).toBe(200);
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    expect(full.headers.get('content-type')).toBe('audio/mpeg');
    const beyond = await server.request('/media/clip.mp3', { headers: { range: 'bytes=5000-6000' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */1000');
  });
});

describe('share page previews', () => {
  const ids = { published: 'pubShare01', untitled: 'untitled01', draft: 'draftShare1', hidden: 'hiddenShr01' };

  beforeAll(async () => {
    const { db } = ctx.database;
    const [podcast] = await db
      .insert(podcasts)
      .values({ feedUrl: 'https://feeds.example/show.xml', title: 'Night & Day', imageUrl: 'https://img.example/show.jpg' })
      .returning();
    const [episode] = await db
      .insert(episodes)
      .values({
        podcastId: podcast!.id,
        guid: 'ep-1',
        title: 'On "quotes"',
        description: '<p>Notes with <b>bold</b> &amp; a <a href="https://x.example">link</a>.</p>',
        enclosureUrl: '/demo/audio/ep1.mp3',
        enclosureType: 'audio/mpeg',
        durationSeconds: 1800,
      })
      .returning();
    episodeId = episode!.id;
    const [transcript] = await db
      .insert(transcripts)
      .values({ episodeId: episode!.id, url: 'https://feeds.example/ep1.vtt', mimeType: 'text/vtt', status: 'fetched' })
      .returning();
    await db.insert(transcriptSegments).values([
      { transcriptId: transcript!.id, episodeId: episode!.id, position: 0, startSeconds: 0, endSeconds: 10, body: 'Before the moment.' },
      { transcriptId: transcript!.id, episodeId: episode!.id, position: 1, startSeconds: 10, endSeconds: 15, body: 'The <best> part' },
      { transcriptId: transcript!.id, episodeId: episode!.id, position: 2, startSeconds: 15, endSeconds: 20, body: 'is right here.' },
      { transcriptId: transcript!.id, episodeId: episode!.id, position: 3, startSeconds: 30, endSeconds: 40, body: 'Long after.' },
    ]);
    const base = { episodeId: episode!.id, startSeconds: 10.5, durationSeconds: 9, source: 'feed' as const };
    await db.insert(soundbites).values([
      { ...base, id: ids.published, title: 'Hear <this> "now"', status: 'published' },
      { ...base, id: ids.untitled, title: '', status: 'published' },
      { ...base, id: ids.draft, title: 'Not yet', status: 'draft' },
      { ...base, id: ids.hidden, title: 'Gone', status: 'hidden' },
    ]);
  });

  const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

  it('builds Open Graph and Twitter tags for a published soundbite, escaped', async () => {
    const res = await server.request(`/share?soundbite=${ids.published}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('>Hear &lt;this&gt; &quot;now&quot;</h1>');
    expect(injectedConfig(html).staffEmailDomain).toBe('example.com');
    expect(html).not.toContain('<this>');
    expect(meta(html, 'og:title')).toBe('Hear &lt;this&gt; &quot;now&quot; — Night &amp; Day');
    expect(meta(html, 'og:description')).toBe('The &lt;best&gt; part is right here.');
    expect(meta(html, 'og:image')).toBe('https://img.example/show.jpg');
    expect(meta(html, 'og:audio')).toBe('https://soundbites.example/demo/audio/ep1.mp3#t=10.5,19.5');
    expect(meta(html, 'og:url')).toBe(`https://soundbites.example/share?soundbite=${ids.published}`);
    expect(meta(html, 'twitter:card')).toBe('player');
    expect(meta(html, 'twitter:player')).toBe(`https://soundbites.example/embed/soundbite/${ids.published}`);
    expect(html).toContain('<title>Hear &lt;this&gt; &quot;now&quot; — Night &amp; Day · Soundbites</title>');
  });

  it("describes an episode's link by the words of its range, else by the episode's notes as plain text", async () => {
    const description = async (query: string) =>
      meta(await (await server.request(`/share?episode=${episodeId}${query}`)).text(), 'og:description');
    expect(await description('&t=10,20')).toBe('The &lt;best&gt; part is right here.');
    expect(await description('')).toBe('Notes with bold &amp; a link.');
    // No transcript under the range: the notes again.
    expect(await description('&t=100,120')).toBe('Notes with bold &amp; a link.');
  });

  it('sends a link pasted with the punctuation after it on to the link meant', async () => {
    for (const tail of ['.', ')', '),', '”.']) {
      const res = await server.request(`/share?soundbite=${ids.published}${encodeURIComponent(tail)}`);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`/share?soundbite=${ids.published}`);
    }
    const ranged = await server.request(`/share?episode=${episodeId}.&t=10,20`);
    expect(ranged.headers.get('location')).toBe(`/share?episode=${episodeId}&t=10%2C20`);
    expect((await server.request(`/share?soundbite=${ids.published}`)).status).toBe(200);
  });

  it('names an untitled soundbite after its episode without passing the episode title off as its own', async () => {
    const html = await (await server.request(`/share?soundbite=${ids.untitled}`)).text();
    expect(meta(html, 'og:title')).toBe('Untitled moment from On &quot;quotes&quot; — Night &amp; Day');
  });

  it.each([
    ['unknown', 'nope404'],
    ['draft', ids.draft],
    ['hidden', ids.hidden],
    ['malformed', '"><script>'],
  ])('answers the app HTML with 404 and no preview for a %s soundbite', async (_, id) => {
    const res = await server.request(`/share?soundbite=${encodeURIComponent(id)}`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('This soundbite is not available');
    expect(html).toContain('<title>Not found · Soundbites</title>');
    expect(meta(html, 'og:title')).toBeUndefined();
    expect(html).not.toContain('<script>"');
  });
});

describe('share page previews of an episode range', () => {
  const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

  it('previews the episode with the shared range as a media fragment', async () => {
    const res = await server.request(`/share?episode=${episodeId}&t=12.25,20`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(meta(html, 'og:title')).toBe('On &quot;quotes&quot; — Night &amp; Day');
    expect(meta(html, 'og:audio')).toBe('https://soundbites.example/demo/audio/ep1.mp3#t=12.25,20');
    expect(meta(html, 'og:url')).toBe(`https://soundbites.example/share?episode=${episodeId}&amp;t=12.25,20`);
  });

  it('answers 404 for an unknown or malformed episode id', async () => {
    expect((await server.request('/share?episode=00000000-0000-4000-8000-000000000000&t=1,2')).status).toBe(404);
    expect((await server.request('/share?episode=not-a-uuid')).status).toBe(404);
  });

  it('answers 404 with the app, which explains, when the link names nothing', async () => {
    const res = await server.request('/share');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    expect(meta(html, 'og:title')).toBeUndefined();
    expect(meta(html, 'robots')).toBe('noindex');
  });

  it('previews the whole episode, with no media fragment, when the link has no range', async () => {
    for (const query of ['', '&t=', '&t=%20']) {
      const res = await server.request(`/share?episode=${episodeId}${query}`);
      expect(res.status, query).toBe(200);
      const html = await res.text();
      expect(meta(html, 'og:audio'), query).toBe('https://soundbites.example/demo/audio/ep1.mp3');
      expect(meta(html, 'og:url'), query).toBe(`https://soundbites.example/share?episode=${episodeId}`);
    }
    // Blanks around the numbers are ignored, as the app ignores them.
    expect((await server.request(`/share?episode=${episodeId}&t=%2012.25%20,%2020`)).status).toBe(200);
  });

  it('answers 404 with the app, which explains, when the range is empty, malformed or past the end', async () => {
    for (const query of ['&t=abc', '&t=20,10', '&t=99999,100000', '&t=12,']) {
      const res = await server.request(`/share?episode=${episodeId}${query}`);
      expect(res.status, query).toBe(404);
      expect(res.headers.get('cache-control'), query).toBe('no-cache');
    }
    // Past the end is clamped to it, not refused, when the range starts inside the episode.
    expect((await server.request(`/share?episode=${episodeId}&t=12,99999`)).status).toBe(200);
  });
});

describe('before the web app is built', () => {
  it('explains how to build it instead of failing obscurely', async () => {
    const bare = createServerApp({
      deps: {
        env: { ...ctx.env, WEB_DIST_DIR: path.join(webDist, 'missing') },
        database: ctx.database,
        verifier: createFirebaseVerifier(ctx.env),
      },
    });
    const res = await bare.request('/ops');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
    expect((await bare.request('/api/health')).status).toBe(200);
  });
});
