import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PRELOAD_GLOBAL, transcriptQueryKey } from '@soundbites/config';
import { PODCAST_EPISODES_PAGE_SIZE, podcastEpisodesQueryKey, podcastQueryKey } from '@soundbites/config/podcast-page';
import { insertEpisode, insertPodcast, insertSoundbite, insertTranscript } from '../../test/support/catalog.js';
import { createTestContext, type TestContext } from '../../test/support/context.js';
import { createFirebaseVerifier } from '../auth/verify.js';
import { createServerApp } from './server-app.js';

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="description" content="Default."><title>Soundbites</title><script type="module" src="/assets/index-a1b2c3.js"></script></head>
<body><div id="root"></div></body></html>`;
const ROUTES = [
  '/',
  '/ops',
  '/$',
  '/privacy',
  '/share',
  '/support',
  '/nova/auth',
  '/nova/',
  '/ops/',
  '/ops/soundbites',
  '/ops/soundbite/$id',
];
const HOSTILE = `</script><script>alert("x")</script> & 'quotes'`;

let ctx: TestContext;
let server: ReturnType<typeof createServerApp>;
let webDist: string;
let episodeId: string;
let soundbiteId: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'soundbites-pages-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDist, 'app-routes.json'), JSON.stringify({ routes: ROUTES }));
  ctx = await createTestContext({ WEB_DIST_DIR: webDist, PUBLIC_ORIGIN: 'https://soundbites.example' });
  server = createServerApp({ deps: { env: ctx.env, database: ctx.database, verifier: createFirebaseVerifier(ctx.env) } });
  const { db } = ctx.database;
  const podcast = await insertPodcast(db, { title: `Night <b>& Day</b>`, imageUrl: 'https://img.example/show.jpg' });
  episodeId = (await insertEpisode(db, podcast.id, { title: 'On "quotes"', durationSeconds: 1830.25 })).id;
  await insertTranscript(db, episodeId, [
    { start: 10, end: 14, text: 'The <best> part', speaker: 'Ada <Q>' },
    { start: 14, end: 19, text: 'is right here.', speaker: 'Ada <Q>' },
  ]);
  soundbiteId = (await insertSoundbite(db, episodeId, { title: HOSTILE, startSeconds: 10.5, durationSeconds: 9, status: 'published' })).id;
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.request(url, { headers });
const count = (html: string, needle: string) => html.split(needle).length - 1;
/** The markup inside the root element: the server's look-alike of the page. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));

describe('the share page from the server', () => {
  it('carries the soundbite’s content and previews, every text escaped', async () => {
    const res = await get(`/share?soundbite=${soundbiteId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = rootOf(html);
    const escapedTitle = '&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;';
    expect(root).toContain(`>${escapedTitle}</h1>`);
    // The show's name leads to its page, as the app's does.
    expect(root).toMatch(/<a [^>]*href="\/share\?podcast=[0-9a-f-]{36}"[^>]*>Night &lt;b&gt;&amp; Day&lt;\/b&gt;<\/a>/);
    expect(root).toContain('From On &quot;quotes&quot;');
    expect(root).toContain('src="https://img.example/show.jpg"');
    // Each line a span, a space between, as the app writes them, so its text measures the same.
    expect(root).toContain('>Ada &lt;Q&gt;:</span><span>The &lt;best&gt; part</span> <span>is right here.</span></p>');
    expect(root).toContain(`aria-label="Play “${escapedTitle}”"`);
    expect(root).toContain('>0:10–0:19</span>');
    // "Listen to the full episode" stays in the app's player: the whole episode as the range, from the moment.
    expect(root).toContain(`href="/share?episode=${episodeId}&amp;t=10.5"`);
    // "Share…" is there for browsers with a share sheet: hidden, and shown by its script before the first paint.
    expect(root).toMatch(
      /<button [^>]*display: none" data-web-share>.*?>Share…<\/span><\/span><\/button><script>if \(typeof navigator\.share/,
    );
    expect(html).toContain(`<title>${escapedTitle} — Night &lt;b&gt;&amp; Day&lt;/b&gt; · Soundbites</title>`);
    expect(count(html, '<meta name="description"')).toBe(1);
    expect(html).toContain('<meta name="description" content="The &lt;best&gt; part is right here.">');
    // Nothing from the data closes a script or opens a tag, in the markup or in the preloaded JSON.
    expect(count(html, '<script>alert')).toBe(0);
    expect(count(html, '</script>')).toBe(count(html, '<script'));
    const preload = new RegExp(`<script>window\\.${PAGE_PRELOAD_GLOBAL} = (.*?);</script>`).exec(html)?.[1];
    expect(JSON.parse(preload!).queries[0][1].title).toBe(HOSTILE);
  });

  it("shows the episode's notes under the moment, as the app does, with the episode preloaded for it", async () => {
    const { db } = ctx.database;
    const show = await insertPodcast(db, { title: 'Notes show' });
    const episode = await insertEpisode(db, show.id, { description: '<p>Bread, <em>slowly</em>.</p>' });
    const soundbite = await insertSoundbite(db, episode.id, { title: 'Crust', status: 'published' });
    const html = await (await get(`/share?soundbite=${soundbite.id}`)).text();
    expect(rootOf(html)).toMatch(
      /<h2 [^>]*id="episode-heading"[^>]*>About this episode<\/h2><div class="m_d08caa0 mantine-Typography-root"><div><p>Bread, <em>slowly<\/em>\.<\/p><\/div><\/div>/,
    );
    const preload = new RegExp(`<script>window\\.${PAGE_PRELOAD_GLOBAL} = (.*?);</script>`).exec(html)?.[1];
    expect(JSON.parse(preload!).queries.map(([key]: [unknown[]]) => key)).toEqual([
      ['public', 'soundbite', soundbite.id],
      ['public', 'episode', episode.id],
    ]);
    // A whole episode's notes come after its chapters and transcript, which the app adds: not painted ahead of them.
    expect(rootOf(await (await get(`/share?episode=${episode.id}`)).text())).not.toContain('About this episode');
    expect(rootOf(await (await get(`/share?episode=${episode.id}&t=10,20`)).text())).toContain('About this episode');
  });

  it('answers from its cache with an ETag, 304 when unchanged, and shows an edit and a hide on the next request', async () => {
    const first = await get(`/share?soundbite=${soundbiteId}`);
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, stale-while-revalidate=30');
    expect((await get(`/share?soundbite=${soundbiteId}`, { 'if-none-match': etag })).status).toBe(304);

    await ctx.database.query(`UPDATE soundbites SET title = 'A calmer title' WHERE id = $1`, [soundbiteId]);
    const edited = await get(`/share?soundbite=${soundbiteId}`, { 'if-none-match': etag });
    expect(edited.status).toBe(200);
    expect(rootOf(await edited.text())).toContain('>A calmer title</h1>');

    await ctx.database.query(`UPDATE soundbites SET status = 'hidden' WHERE id = $1`, [soundbiteId]);
    const hidden = await get(`/share?soundbite=${soundbiteId}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).toContain('This soundbite is not available');
    await ctx.database.query(`UPDATE soundbites SET status = 'published', title = $2 WHERE id = $1`, [soundbiteId, HOSTILE]);
  });

  it('compresses the cached page once per encoding, each with its own ETag', async () => {
    const plain = await get(`/share?soundbite=${soundbiteId}`);
    const html = await plain.text();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const etags = new Set([plain.headers.get('etag')]);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip, br;q=0', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await get(`/share?soundbite=${soundbiteId}`, { 'accept-encoding': accept });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(decode(Buffer.from(await res.arrayBuffer())).toString()).toBe(html);
      const etag = res.headers.get('etag')!;
      etags.add(etag);
      const again = await get(`/share?soundbite=${soundbiteId}`, { 'accept-encoding': accept, 'if-none-match': etag });
      expect(again.status).toBe(304);
    }
    expect(etags.size).toBe(3);
  });

  it('renders an episode range with its own title and the range asked for', async () => {
    const html = await (await get(`/share?episode=${episodeId}&t=60,75.5`)).text();
    expect(rootOf(html)).toContain('>A moment from On &quot;quotes&quot;</h1>');
    expect(rootOf(html)).toContain('>1:00–1:15</span>');
  });

  it('shows the transcript lines a range covers and preloads them under the key the app reads them with', async () => {
    const html = await (await get(`/share?episode=${episodeId}&t=12,15`)).text();
    const root = rootOf(html);
    expect(root).toContain('id="transcript-heading"');
    expect(root).toContain('The &lt;best&gt; part');
    expect(root).toContain('is right here.');
    const preload = new RegExp(`<script>window\\.${PAGE_PRELOAD_GLOBAL} = (.*?);</script>`).exec(html)?.[1];
    const queries = JSON.parse(preload!).queries as Array<[unknown[], unknown]>;
    expect(queries.map(([key]) => key)).toEqual([['public', 'episode', episodeId], transcriptQueryKey(episodeId, { from: 12, to: 15 })]);
    expect((queries[1]![1] as Array<{ text: string }>).map((line) => line.text)).toEqual(['The <best> part', 'is right here.']);
    // Outside the lines: a heading would announce a transcript that is not there.
    expect(rootOf(await (await get(`/share?episode=${episodeId}&t=60,75.5`)).text())).not.toContain('transcript-heading');
  });

  it('leaves a whole episode’s transcript, which may be long, for the app to load', async () => {
    const html = await (await get(`/share?episode=${episodeId}`)).text();
    expect(rootOf(html)).not.toContain('transcript-heading');
    const preload = new RegExp(`<script>window\\.${PAGE_PRELOAD_GLOBAL} = (.*?);</script>`).exec(html)?.[1];
    expect((JSON.parse(preload!).queries as Array<[unknown[]]>).map(([key]) => key)).toEqual([['public', 'episode', episodeId]]);
  });

  it('reads the range as clocks too: t=1:00,1:15.5 is t=60,75.5', async () => {
    const html = await (await get(`/share?episode=${episodeId}&t=1:00,1:15.5`)).text();
    expect(rootOf(html)).toContain('>A moment from On &quot;quotes&quot;</h1>');
    expect(rootOf(html)).toContain('>1:00–1:15</span>');
  });

  it('names the whole episode as the full episode, with no link back to itself, with or without a range or a start alone', async () => {
    for (const query of ['', '&t=0,1830.25', '&t=90', '&t=1:30']) {
      const res = await get(`/share?episode=${episodeId}${query}`);
      expect(res.status, query).toBe(200);
      const root = rootOf(await res.text());
      expect(root).toContain('>On &quot;quotes&quot;</h1>');
      expect(root).toContain('>Whole episode</span>');
      expect(root).not.toContain('From On');
      expect(root).toContain('0:00 / 30:30');
      expect(root).not.toContain('Listen to the full episode');
    }
  });

  it('renders a whole episode whose feed gave no length as ending with its audio', async () => {
    const { db } = ctx.database;
    const podcast = await insertPodcast(db, { title: 'No lengths given' });
    const episode = await insertEpisode(db, podcast.id, {
      title: 'Live from the studio',
      durationSeconds: null,
      publishedAt: new Date('2026-03-01T23:30:00Z'),
    });
    const res = await get(`/share?episode=${episode.id}`);
    expect(res.status).toBe(200);
    const root = rootOf(await res.text());
    expect(root).toContain('>Live from the studio</h1>');
    // Its date in UTC words, as the app prints it wherever the visitor is.
    expect(root).toContain('>Published Mar 1, 2026</p>');
    expect(root).toContain('>Whole episode</span>');
    expect(root).not.toContain(' long</p>');
    expect(root).toContain('0:00 / –:––');
    expect(root).toContain('aria-valuetext="0:00"');
  });
});

describe("a podcast's page from the server", () => {
  it('is titled and previewed as the show, with the show preloaded for the app to list its episodes', async () => {
    const { db } = ctx.database;
    const show = await insertPodcast(db, {
      title: `Field <Notes>`,
      author: 'Ana',
      description: '<p>Walks &amp; <b>talks</b>.</p>',
      imageUrl: 'https://img.example/field.jpg',
    });
    await insertEpisode(db, show.id);
    const res = await get(`/share?podcast=${show.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Field &lt;Notes&gt; · Soundbites</title>');
    expect(count(html, '<meta name="description"')).toBe(1);
    expect(html).toContain('<meta name="description" content="Walks &amp; talks.">');
    expect(html).toContain('<meta property="og:title" content="Field &lt;Notes&gt;">');
    expect(html).toContain(`<link rel="canonical" href="https://soundbites.example/share?podcast=${show.id}">`);
    expect(html).toContain('<meta property="og:image" content="https://img.example/field.jpg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('og:audio');
    // The app starts from the same answers, under the keys it reads them with: nothing is asked again.
    const preload = new RegExp(`<script>window\\.${PAGE_PRELOAD_GLOBAL} = (.*?);</script>`).exec(html)?.[1];
    const [podcastQuery, episodesQuery] = JSON.parse(preload!).queries;
    expect(podcastQuery).toEqual([podcastQueryKey(show.id), expect.objectContaining({ title: 'Field <Notes>', episodeCount: 1 })]);
    expect(episodesQuery[0]).toEqual(podcastEpisodesQueryKey(show.id));
    expect(episodesQuery[1]).toMatchObject({ pages: [{ total: 1, page: 1, items: [{ title: 'An episode' }] }], pageParams: [1] });
    // Painted by the server as the app draws it: the show, its notes, its episodes.
    const root = rootOf(html);
    expect(root).toContain('>Field &lt;Notes&gt;</h1>');
    expect(root).toContain('>By Ana</p>');
    expect(root).toContain('<div><p>Walks &amp; <b>talks</b>.</p></div>');
    expect(root).toMatch(/<a [^>]*href="\/share\?episode=[0-9a-f-]{36}"[^>]*>An episode<\/a>/);
    expect(root).toContain('>All 1 episode</p>');
    // A show whose episodes all fit its first page has nothing to find them with.
    expect(root).not.toContain('Find an episode');
    expect(root).not.toContain('Oldest first');
    // Pasted at the end of a sentence, the link still leads to the show.
    const pasted = await get(`/share?podcast=${show.id}).`);
    expect(pasted.status).toBe(301);
    expect(pasted.headers.get('location')).toBe(`/share?podcast=${show.id}`);
  });

  it('describes a show without notes by who makes it and its episodes', async () => {
    const { db } = ctx.database;
    const show = await insertPodcast(db, { title: 'Quiet', author: 'Bo' });
    await insertEpisode(db, show.id);
    await insertEpisode(db, show.id);
    const html = await (await get(`/share?podcast=${show.id}`)).text();
    expect(html).toContain('<meta name="description" content="A podcast by Bo, 2 episodes, on Soundbites.">');
  });

  it('paints the app\'s "Find an episode" box, empty, and "Oldest first", not pressed, for a show with more episodes than its first page', async () => {
    const { db } = ctx.database;
    const show = await insertPodcast(db, { title: 'Long runner' });
    for (let i = 0; i <= PODCAST_EPISODES_PAGE_SIZE; i++) await insertEpisode(db, show.id, { title: `Part ${i}` });
    const root = rootOf(await (await get(`/share?podcast=${show.id}`)).text());
    expect(root).toMatch(/<input [^>]*aria-label="Find an episode" placeholder="Find an episode" type="search"[^>]*>/);
    expect(root).not.toContain('</input>');
    expect(root).toMatch(/<button [^>]*data-variant="default"[^>]*aria-pressed="false"[^>]*>.*?Oldest first<\/span><\/span><\/button>/);
    expect(root).toContain(`>Showing ${PODCAST_EPISODES_PAGE_SIZE} of ${PODCAST_EPISODES_PAGE_SIZE + 1} episodes</p>`);
  });

  it('answers a paused, unknown or malformed podcast with the not-found page and 404, kept out of search engines', async () => {
    const paused = await insertPodcast(ctx.database.db, { status: 'paused' });
    for (const id of [paused.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await get(`/share?podcast=${id}`);
      expect(res.status, id).toBe(404);
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain(PAGE_PRELOAD_GLOBAL + ' = ');
    }
  });
});

describe('the home page from the server', () => {
  it('shows the featured soundbites, with its own title, one description and their data preloaded', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Soundbites: the best moments of every podcast</title>');
    expect(count(html, '<meta name="description"')).toBe(1);
    const root = rootOf(html);
    expect(root).toContain('Hear the best moments of every podcast.');
    expect(root).toContain(`href="/share?soundbite=${soundbiteId}"`);
    expect(root).toContain('&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)');
    expect(html).toContain(`window.${PAGE_PRELOAD_GLOBAL} = `);
    expect(res.headers.get('etag')).toMatch(/^"/);
    // Its link preview: the site's title and words, and the logo.
    expect(html).toContain('<meta property="og:title" content="Soundbites: the best moments of every podcast">');
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/icons\/icon-512\.png">/);
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });

  it('holds its first paint until the whole look-alike is parsed, so no half-parsed page is painted', async () => {
    const html = await (await get('/')).text();
    expect(html.indexOf('<link rel="expect" href="#lookalike-end" blocking="render">')).toBeLessThan(html.indexOf('</head>'));
    // The marker closes the look-alike, inside the app's root: after its last card and its footer.
    const end = html.indexOf('<div id="lookalike-end" hidden></div></div>');
    expect(end).toBeGreaterThan(html.lastIndexOf('</article>'));
    expect(end).toBeGreaterThan(html.indexOf('aria-label="Footer"'));
  });
});

describe('status codes from the route table', () => {
  it.each(['/no/such/page', '/share/extra', '/privacy/x', '/nova-x'])('answers %s with the not-found page and 404', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<title>Not found · Soundbites</title>');
    expect(rootOf(html)).toContain('This page does not exist');
    expect(count(html, '<meta name="description"')).toBe(1);
  });

  it.each(['/privacy', '/support', '/ops', '/ops/soundbite/abc', '/ops/whatever/deep', '/nova', '/nova/auth', '/nova/anything'])(
    'answers the app route %s with 200',
    async (url) => {
      expect((await get(url)).status).toBe(200);
    },
  );
});

describe('the embed player and oEmbed', () => {
  it('answers the embed page with the soundbite’s range, framable by any site, escaped', async () => {
    const res = await get(`/embed/soundbite/${soundbiteId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe('frame-ancestors *');
    expect(res.headers.get('x-frame-options')).toBeNull();
    const html = await res.text();
    expect(html).toContain('data-start="10.5" data-end="19.5"');
    // The position slider spans the soundbite's length exactly (no 8.999999999999998).
    expect(html).toContain('type="range" min="0" max="9"');
    expect(html).not.toContain('<script>alert');
    const missing = await get('/embed/soundbite/nope');
    expect(missing.status).toBe(404);
    // An icon link on both, or the browser asks for /favicon.ico, which is not there, and logs the 404.
    for (const page of [html, await missing.text()]) expect(page).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    // Other pages still refuse to be framed elsewhere.
    expect((await get('/')).headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('follows the visitor’s system colours, or the ones a host page fixed with ?theme', async () => {
    const colorScheme = async (query: string) =>
      /<meta name="color-scheme" content="([^"]+)">/.exec(await (await get(`/embed/soundbite/${soundbiteId}${query}`)).text())?.[1];
    expect(await colorScheme('')).toBe('light dark');
    expect(await colorScheme('?theme=dark')).toBe('dark');
    expect(await colorScheme('?theme=light')).toBe('light');
    // Anything else is the default, not an error: an embed code keeps playing whatever was pasted.
    expect(await colorScheme('?theme=purple')).toBe('light dark');
    expect(await colorScheme('')).toBe('light dark');
  });

  it('describes a share link as a rich embed, advertised by the share page', async () => {
    const shareUrl = `https://soundbites.example/share?soundbite=${soundbiteId}`;
    const page = await (await get(`/share?soundbite=${soundbiteId}`)).text();
    const href = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBe(`https://soundbites.example/oembed?url=${encodeURIComponent(shareUrl)}&format=json`);
    const res = await get(href!.replace('https://soundbites.example', ''));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { html: string };
    expect(body).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'Soundbites', title: HOSTILE, width: 480 });
    expect(body.html).toContain(`src="https://soundbites.example/embed/soundbite/${soundbiteId}"`);
    expect(body.html).not.toContain('<script>');
  });

  it('hands out a player of fixed colours when the consumer asks for a theme, and the reader’s otherwise', async () => {
    const shareUrl = encodeURIComponent(`https://soundbites.example/share?soundbite=${soundbiteId}`);
    const htmlFor = async (theme: string) =>
      ((await (await get(`/oembed?url=${shareUrl}&format=json${theme}`)).json()) as { html: string }).html;
    expect(await htmlFor('&theme=dark')).toContain(`src="https://soundbites.example/embed/soundbite/${soundbiteId}?theme=dark"`);
    expect(await htmlFor('&theme=light')).toContain(`src="https://soundbites.example/embed/soundbite/${soundbiteId}?theme=light"`);
    // Cached apart: the first answer does not stand for the others.
    expect(await htmlFor('')).toContain(`src="https://soundbites.example/embed/soundbite/${soundbiteId}"`);
    expect(await htmlFor('&theme=purple')).toContain(`src="https://soundbites.example/embed/soundbite/${soundbiteId}"`);
  });

  it('refuses links that are not share links of this site', async () => {
    expect((await get(`/oembed?url=${encodeURIComponent('https://elsewhere.example/share?soundbite=x')}`)).status).toBe(404);
    expect((await get('/oembed?url=not-a-url')).status).toBe(400);
    expect((await get(`/oembed?url=${encodeURIComponent('https://soundbites.example/share?soundbite=nope')}`)).status).toBe(404);
    expect((await get(`/oembed?url=x&format=xml`)).status).toBe(501);
  });
});
