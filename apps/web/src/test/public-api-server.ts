import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PublicEpisode, PublicSoundbite } from '@soundbites/api-types';

type Reply = { status: number; body: unknown };

/**
 * A real HTTP server standing in for the public API in page tests: each test says what
 * a path answers; anything else is the API's 404. Requests are recorded for assertions.
 */
export interface PublicApiServer {
  baseUrl: string;
  answer(pathAndQuery: string, reply: Reply): void;
  requests: string[];
  reset(): void;
  close(): Promise<void>;
}

export async function startPublicApiServer(): Promise<PublicApiServer> {
  const replies = new Map<string, Reply>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    requests.push(url);
    const reply = replies.get(url) ?? { status: 404, body: { error: { code: 'not_found', message: `${url} not found` } } };
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer: (pathAndQuery, reply) => void replies.set(pathAndQuery, reply),
    requests,
    reset: () => {
      replies.clear();
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const podcast = {
  id: '6f1c2a52-8d1e-4c4b-9a57-0c1f6a1d2b01',
  title: 'The Long Table',
  author: 'Ada Host',
  imageUrl: null,
};

export function soundbiteFixture(overrides: Partial<PublicSoundbite> & { id: string }): PublicSoundbite {
  return {
    title: '',
    startSeconds: 65,
    durationSeconds: 15,
    shareUrl: `/share?soundbite=${overrides.id}`,
    episode: {
      id: '0b4f1e39-2f0c-4f51-8f5e-5a4b8b2f7c10',
      title: 'Episode 12: Bread and circuses',
      audioUrl: '/demo/audio/episode-12.mp3',
      audioType: 'audio/mpeg',
      durationSeconds: 1800,
      imageUrl: null,
      publishedAt: '2026-01-31T12:00:00.000Z',
    },
    podcast,
    excerpt: { text: '', segments: [] },
    ...overrides,
  };
}

export function episodeFixture(overrides: Partial<PublicEpisode> = {}): PublicEpisode {
  return {
    id: '0b4f1e39-2f0c-4f51-8f5e-5a4b8b2f7c10',
    title: 'Episode 12: Bread and circuses',
    description: '<p>We talk about <strong>bread</strong>.</p>',
    publishedAt: '2026-01-31T12:00:00.000Z',
    durationSeconds: 1800,
    audioUrl: '/demo/audio/episode-12.mp3',
    audioType: 'audio/mpeg',
    imageUrl: null,
    chapters: [],
    podcast,
    previousEpisode: null,
    nextEpisode: null,
    ...overrides,
  };
}
