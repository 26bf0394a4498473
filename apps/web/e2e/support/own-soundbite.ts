import { E2E_BASE_URL } from './constants';
import { expect, type Session } from './fixtures';
import { idTokenOf, importFeed } from './ops-api';

const OWN_SOUNDBITE_TITLE = 'Embedded moment';

/**
 * The share and embed tests' own soundbite, published on a short range of one of the demo podcast's episodes
 * (served by the app itself under /demo): made once, then moved to each test's range. It is not one
 * of the demo's soundbites, which other tests find by their titles, ranges and order ("Tiny Stories"
 * plays the lighthouse keeper first), and it stays off that episode; and there is only ever one, as
 * two cards of one title would be indistinguishable to them.
 */
export async function ownPublishedSoundbite(staff: Session, range: { startSeconds: number; durationSeconds: number }) {
  const podcast = await importFeed(staff, `${E2E_BASE_URL}/demo/feed.xml`);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${await idTokenOf(staff)}` };
  const get = async <T>(path: string) => (await (await fetch(`${E2E_BASE_URL}${path}`, { headers })).json()) as T;

  const existing = await get<{ items: Array<{ id: string; title: string }> }>(
    `/api/ops/soundbites?podcastId=${podcast.id}&q=${encodeURIComponent(OWN_SOUNDBITE_TITLE)}&pageSize=100`,
  );
  const made = existing.items.find((item) => item.title === OWN_SOUNDBITE_TITLE);
  if (made) {
    const moved = await fetch(`${E2E_BASE_URL}/api/ops/soundbites/${made.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ ...range, status: 'published' }),
    });
    expect(moved.status).toBe(200);
    return made.id;
  }
  const episodes = await get<{ items: Array<{ id: string; title: string }> }>(`/api/ops/episodes?podcastId=${podcast.id}&pageSize=100`);
  const episode = episodes.items.filter((item) => item.title !== 'Tiny Stories').sort((a, b) => a.title.localeCompare(b.title))[0]!;
  const created = await fetch(`${E2E_BASE_URL}/api/ops/episodes/${episode.id}/soundbites`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...range, title: OWN_SOUNDBITE_TITLE, status: 'published' }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: string }).id;
}
