import http from 'node:http';

/** The path the API-overhead benches request, followed by a soundbite id. */
export const SOUNDBITE_PATH = '/api/public/soundbites/';

/** A soundbite (or nothing) as the bare baselines answer it: its JSON, or a 404 with an error body. */
export function bareAnswer(soundbite: unknown): { status: 200 | 404; body: string } {
  return soundbite
    ? { status: 200, body: JSON.stringify(soundbite) }
    : { status: 404, body: JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }) };
}

/**
 * The baseline the API is measured against: node:http and nothing else, answering the soundbite path
 * with what `find` returns for the id.
 */
export function bareSoundbiteServer(find: (id: string) => Promise<unknown>): http.Server {
  return http.createServer((req, res) => {
    const url = req.url ?? '';
    const found = url.startsWith(SOUNDBITE_PATH) ? find(decodeURIComponent(url.slice(SOUNDBITE_PATH.length))) : Promise.resolve(null);
    void found.then((soundbite) => {
      const { status, body } = bareAnswer(soundbite);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    });
  });
}
