import { E2E_BASE_URL } from './support/constants';
import { expect, test, type Session } from './support/fixtures';
import { idTokenOf, importFeed } from './support/ops-api';

const TITLE = 'Embedded moment';

/**
 * The embed tests' own soundbite, published on a short range of one of the demo podcast's episodes
 * (served by the app itself under /demo): made once, then moved to each test's range. It is not one
 * of the demo's soundbites, which other tests find by their titles, ranges and order ("Tiny Stories"
 * plays the lighthouse keeper first), and it stays off that episode; and there is only ever one, as
 * two cards of one title would be indistinguishable to them.
 */
async function publishedSoundbite(staff: Session, range: { startSeconds: number; durationSeconds: number }) {
  const podcast = await importFeed(staff, `${E2E_BASE_URL}/demo/feed.xml`);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${await idTokenOf(staff)}` };
  const get = async <T>(path: string) => (await (await fetch(`${E2E_BASE_URL}${path}`, { headers })).json()) as T;

  const existing = await get<{ items: Array<{ id: string; title: string }> }>(
    `/api/ops/soundbites?podcastId=${podcast.id}&q=${encodeURIComponent(TITLE)}&pageSize=100`,
  );
  const made = existing.items.find((item) => item.title === TITLE);
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
    body: JSON.stringify({ ...range, title: TITLE, status: 'published' }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('the embed player plays exactly its range and stops at its end', async ({ page, staff }) => {
  const range = { startSeconds: 2.5, durationSeconds: 1.5 };
  const id = await publishedSoundbite(staff, range);

  await page.setViewportSize({ width: 480, height: 152 });
  await page.goto(`/embed/soundbite/${id}`);
  await expect(page.getByRole('link', { name: 'Embedded moment' })).toHaveAttribute('href', `${E2E_BASE_URL}/share?soundbite=${id}`);
  await page.getByRole('button', { name: 'Play “Embedded moment”' }).click();
  await expect(page.getByRole('button', { name: 'Pause “Embedded moment”' })).toBeVisible();

  const audio = page.locator('audio');
  const started = await audio.evaluate((el: HTMLAudioElement) => el.currentTime);
  expect(started).toBeGreaterThanOrEqual(range.startSeconds);
  expect(started).toBeLessThan(range.startSeconds + 1);
  // It pauses by itself at the end of the range, not at the end of the episode.
  await expect(page.getByRole('button', { name: 'Play “Embedded moment”' })).toBeVisible({ timeout: 10_000 });
  const stopped = await audio.evaluate((el: HTMLAudioElement) => el.currentTime);
  expect(stopped).toBeGreaterThan(range.startSeconds + 1);
  expect(stopped).toBeLessThanOrEqual(range.startSeconds + range.durationSeconds + 0.05);
  await expect(page.getByText('0:01 / 0:01')).toBeVisible();
});

test('the share page advertises the embed through oEmbed and a Twitter player card', async ({ page, staff, request }) => {
  const id = await publishedSoundbite(staff, { startSeconds: 1, durationSeconds: 2 });
  await page.goto(`/share?soundbite=${id}`);
  const oembedHref = await page.locator('link[rel="alternate"][type="application/json+oembed"]').getAttribute('href');
  const oembed = await (await request.get(oembedHref!)).json();
  expect(oembed).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'Soundbites', title: 'Embedded moment' });
  expect(oembed.html).toContain(`/embed/soundbite/${id}`);
  await expect(page.locator('meta[name="twitter:player"]')).toHaveAttribute('content', `${E2E_BASE_URL}/embed/soundbite/${id}`);
});

test("a soundbite's share page hands out the embed player's code, the same as oEmbed does", async ({ page, staff }) => {
  const id = await publishedSoundbite(staff, { startSeconds: 2.5, durationSeconds: 1.5 });
  await page.goto(`/share?soundbite=${id}`);
  const embed = page.getByRole('button', { name: 'Embed', exact: true });
  await expect(embed).toHaveAttribute('aria-expanded', 'false');
  // The server's first paint has the button too; the app's own one names what it opens.
  await expect(embed).toHaveAttribute('aria-controls', 'embed-code');
  await embed.click();
  await expect(embed).toHaveAttribute('aria-expanded', 'true');

  const code = page.getByRole('textbox', { name: 'Embed code' });
  const oembed = (await (
    await fetch(`${E2E_BASE_URL}/oembed?url=${encodeURIComponent(`${E2E_BASE_URL}/share?soundbite=${id}`)}`)
  ).json()) as {
    html: string;
  };
  await expect(code).toHaveValue(oembed.html);
  expect(oembed.html).toContain(`src="${E2E_BASE_URL}/embed/soundbite/${id}"`);

  // The code the page hands out plays: the iframe it names is the player.
  await page.setContent(oembed.html);
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Play “Embedded moment”' })).toBeVisible();
});
