import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONTENT_DIR } from '../../demo/assets.js';
import { insertEpisode, insertPodcast, json } from '../../../test/support/catalog.js';
import { STAFF_DOMAIN } from '../../../test/support/constants.js';
import { createTestContext, type TestContext } from '../../../test/support/context.js';
import { FixtureServer } from '../../../test/support/fixture-server.js';
import { bearer, createUser, type TestUser } from '../../../test/support/identity.js';

let ctx: TestContext;
let staff: TestUser;
let host: FixtureServer;
let podcastId: string;

beforeAll(async () => {
  [ctx, staff, host] = await Promise.all([
    createTestContext(),
    createUser({ domain: STAFF_DOMAIN, verified: true, localPart: 'waveform' }),
    new FixtureServer().start(),
  ]);
  host.set('/episode.mp3', {
    kind: 'body',
    body: fs.readFileSync(path.join(DEMO_CONTENT_DIR, 'audio/episode-1.mp3')),
    contentType: 'audio/mpeg',
  });
  host.set('/page.html', { kind: 'body', body: '<html></html>', contentType: 'text/html' });
  host.set('/noise.mp3', { kind: 'body', body: Buffer.alloc(20_000, 7), contentType: 'audio/mpeg' });
  host.set('/gone.mp3', { kind: 'status', status: 404 });
  podcastId = (await insertPodcast(ctx.database.db)).id;
});
afterAll(async () => {
  await host?.stop();
  await ctx?.close();
});

const get = (p: string) => ctx.app.request(p, { headers: bearer(staff.idToken) });
const episodeWithAudio = async (file: string | null) =>
  (await insertEpisode(ctx.database.db, podcastId, { enclosureUrl: file && `${host.origin}/${file}` })).id;

describe('GET /api/ops/episodes/{id}/peaks', () => {
  it('decodes the audio once, keeps the peaks, and answers windows of them', async () => {
    const id = await episodeWithAudio('episode.mp3');
    const whole = await get(`/api/ops/episodes/${id}/peaks`);
    expect(whole.status).toBe(200);
    const body = await json(whole);
    expect(body).toMatchObject({ episodeId: id, peaksPerSecond: 50, from: 0 });
    expect(body.durationSeconds).toBeCloseTo(59.714, 3);
    expect(body.peaks).toHaveLength(Math.ceil(body.durationSeconds * 50));
    expect(Math.max(...body.peaks)).toBeLessThanOrEqual(1);
    expect(Math.max(...body.peaks)).toBeGreaterThan(0.3);

    const window = await json(await get(`/api/ops/episodes/${id}/peaks?from=10&to=12.5`));
    expect(window).toMatchObject({ from: 10, to: 12.5 });
    expect(window.peaks).toEqual(body.peaks.slice(500, 625));
    expect(host.hits.get('/episode.mp3')).toBe(1);
  });

  it('says why there is no waveform: no audio, not audio, not MPEG, unreachable', async () => {
    const cases: [string | null, number, string][] = [
      [null, 422, 'audio_unsupported'],
      ['page.html', 422, 'audio_unsupported'],
      ['noise.mp3', 422, 'audio_unsupported'],
      ['gone.mp3', 502, 'audio_unavailable'],
    ];
    for (const [file, status, code] of cases) {
      const res = await get(`/api/ops/episodes/${await episodeWithAudio(file)}/peaks`);
      expect(res.status, String(file)).toBe(status);
      expect((await json(res)).error.code).toBe(code);
    }
  });

  it('answers 404 for an unknown episode and 400 for a backwards window', async () => {
    expect((await get('/api/ops/episodes/00000000-0000-4000-8000-000000000000/peaks')).status).toBe(404);
    const id = await episodeWithAudio('episode.mp3');
    expect((await get(`/api/ops/episodes/${id}/peaks?from=5&to=2`)).status).toBe(400);
  });
});
