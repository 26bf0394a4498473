import http from 'node:http';
import { E2E_FEED_HOST_PORT } from './constants';
import type { Account } from './fixtures';
import { importFeed } from './ops-api';

/**
 * A podcast host on this machine for the ops tests: a small Podcasting 2.0 feed with
 * soundbites, people and transcripts, served slowly enough that an import's progress can be
 * watched (the feed trickles in, each transcript waits before answering).
 */
export const HARBOUR = {
  title: 'Harbour Notes',
  host: 'Wilhelmina Quarrington',
  /** Said only in the newest episode's transcript. */
  phrase: 'the marmalade lighthouse hums at dawn',
  soundbites: ['Salt in the ropes', 'Gulls at first light', 'The tide tables explained', 'Knots for beginners'],
  episodes: 40,
  transcripts: 3,
};

function feedXml(origin: string): string {
  const items = Array.from({ length: HARBOUR.episodes }, (_, index) => {
    const n = HARBOUR.episodes - index;
    const published = new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toUTCString();
    const soundbite = HARBOUR.soundbites[index];
    return `
    <item>
      <title>Harbour Notes ${n}</title>
      <guid isPermaLink="false">harbour-notes-${n}</guid>
      <pubDate>${published}</pubDate>
      <description>Episode ${n} of the harbour.</description>
      <enclosure url="${origin}/audio/${n}.mp3" type="audio/mpeg" length="1000"/>
      <itunes:duration>600</itunes:duration>
      ${soundbite ? `<podcast:soundbite startTime="${10 + index}" duration="20">${soundbite}</podcast:soundbite>` : ''}
      ${index < HARBOUR.transcripts ? `<podcast:transcript url="${origin}/transcripts/${n}.vtt" type="text/vtt"/>` : ''}
    </item>`;
  }).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
  <channel>
    <title>${HARBOUR.title}</title>
    <link>${origin}/</link>
    <description>Stories from a small harbour.</description>
    <language>en</language>
    <podcast:guid>8d7c9a4e-0c55-5d0e-9c52-1f5b0a7e3c21</podcast:guid>
    <podcast:person role="host">${HARBOUR.host}</podcast:person>
    ${items}
  </channel>
</rss>`;
}

/** A small feed of its own, for what deletes a podcast: no other test reads it. */
export const MISTAKE = { title: 'A Feed Added by Mistake', episodes: 2, soundbite: 'Not meant to be here' };

function mistakeFeedXml(origin: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0">
  <channel>
    <title>${MISTAKE.title}</title>
    <link>${origin}/</link>
    <description>Added by a slip of the paste.</description>
    <item>
      <title>Mistake 2</title>
      <guid isPermaLink="false">mistake-2</guid>
      <enclosure url="${origin}/audio/m2.mp3" type="audio/mpeg" length="1000"/>
      <podcast:soundbite startTime="5" duration="10">${MISTAKE.soundbite}</podcast:soundbite>
    </item>
    <item>
      <title>Mistake 1</title>
      <guid isPermaLink="false">mistake-1</guid>
      <enclosure url="${origin}/audio/m1.mp3" type="audio/mpeg" length="1000"/>
    </item>
  </channel>
</rss>`;
}

/** A feed that moved host without a redirect or a word about it: the same feed at both addresses. */
export const DRIFT = {
  title: 'Drifting Shore',
  oldPath: '/drift.xml',
  newPath: '/drift/new.xml',
  /** The same podcast renamed at its next home (no podcast:guid to tell). */
  renamedPath: '/drift/renamed.xml',
  newTitle: 'Drifting Shore Revisited',
};

function driftFeedXml(origin: string, title = DRIFT.title): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${title}</title>
    <link>${origin}/</link>
    <description>It moved and told no one.</description>
    <item>
      <title>Drift 1</title>
      <guid isPermaLink="false">drift-1</guid>
      <enclosure url="${origin}/audio/d1.mp3" type="audio/mpeg" length="1000"/>
    </item>
  </channel>
</rss>`;
}

/**
 * A feed of many episodes for Nova's search and a podcast's page (more than either shows at first), no other
 * test reads it (Harbour's first import belongs to the ops tests).
 */
export const LANTERN = { title: 'Lantern Letters', episodes: 60 };

function lanternFeedXml(origin: string): string {
  const items = Array.from(
    { length: LANTERN.episodes },
    (_, index) => `
    <item>
      <title>Lantern Letters ${LANTERN.episodes - index}</title>
      <guid isPermaLink="false">lantern-${LANTERN.episodes - index}</guid>
      <enclosure url="${origin}/audio/l${index}.mp3" type="audio/mpeg" length="1000"/>
    </item>`,
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${LANTERN.title}</title>
    <link>${origin}/</link>
    <description>Letters read by lantern light.</description>
    ${items}
  </channel>
</rss>`;
}

function transcriptVtt(n: number): string {
  const line = n === HARBOUR.episodes ? `They say ${HARBOUR.phrase}.` : `The boats of episode ${n} come home.`;
  return `WEBVTT\n\n00:00:01.000 --> 00:00:05.000\n<v Host>Welcome back to the harbour.\n\n00:00:05.000 --> 00:00:09.500\n<v Host>${line}\n`;
}

export interface FeedHost {
  origin: string;
  url(path: string): string;
  stop(): Promise<void>;
}

export async function startFeedHost(options: { feedTrickleMs?: number; transcriptDelayMs?: number } = {}): Promise<FeedHost> {
  const trickle = options.feedTrickleMs ?? 1200;
  const transcriptDelay = options.transcriptDelayMs ?? 800;
  let origin = '';
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/harbour.xml') {
      const body = Buffer.from(feedXml(origin));
      res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', 'content-length': body.length });
      // Four slices over `trickle` ms, so "fetching" is on screen long enough to see.
      const slice = Math.ceil(body.length / 4);
      let sent = 0;
      const timer = setInterval(() => {
        res.write(body.subarray(sent, sent + slice));
        sent += slice;
        if (sent >= body.length) {
          clearInterval(timer);
          res.end();
        }
      }, trickle / 4);
      return;
    }
    const transcript = /^\/transcripts\/(\d+)\.vtt$/.exec(path);
    if (transcript) {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'text/vtt; charset=utf-8' });
        res.end(transcriptVtt(Number(transcript[1])));
      }, transcriptDelay);
      return;
    }
    // The harbour's feed at a second address (a mirror, or http against https): the same podcast.
    if (path === '/mirror/harbour.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      res.end(feedXml(origin));
      return;
    }
    if (path === DRIFT.oldPath || path === DRIFT.newPath) {
      res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      res.end(driftFeedXml(origin));
      return;
    }
    if (path === DRIFT.renamedPath) {
      res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      res.end(driftFeedXml(origin, DRIFT.newTitle));
      return;
    }
    if (path === '/lantern.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      res.end(lanternFeedXml(origin));
      return;
    }
    if (path === '/mistake.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      res.end(mistakeFeedXml(origin));
      return;
    }
    // Gone, but said only after a while: time to leave the page that started its import.
    if (path === '/slow-missing.xml') {
      setTimeout(() => {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not found');
      }, 2500);
      return;
    }
    if (path === '/page.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Not a feed</title><p>Hello</p>');
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_FEED_HOST_PORT, '127.0.0.1', resolve);
  });
  origin = `http://127.0.0.1:${E2E_FEED_HOST_PORT}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Imports one of this host's feeds, served at once, and stops the host: for tests that need only its
 * podcast. Importing the same feed again only refreshes it, so a test may call this whether or not
 * another added the podcast first.
 */
export async function importServedFeed(account: Account, feedPath: string): Promise<{ id: string; title: string }> {
  const host = await startFeedHost({ feedTrickleMs: 0, transcriptDelayMs: 0 });
  try {
    return await importFeed(account, host.url(feedPath));
  } finally {
    await host.stop();
  }
}
