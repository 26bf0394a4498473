import { ownPublishedSoundbite } from './support/own-soundbite';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_BASE_URL } from './support/constants';
import { expect, test } from './support/fixtures';
import { noteWherePlaybackStarts, wherePlaybackStarted } from './support/playback';

test('the embed player plays exactly its range and stops at its end', async ({ page, staff }) => {
  const range = { startSeconds: 2.5, durationSeconds: 1.5 };
  const id = await ownPublishedSoundbite(staff, range);

  await page.setViewportSize({ width: 480, height: 152 });
  await page.goto(`/embed/soundbite/${id}`);
  // Screen readers can jump to the player and to its title as on any page.
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Embedded moment' })).toBeVisible();
  // Both links leave the host's page for a new tab, and say so to screen readers.
  const title = page.getByRole('link', { name: 'Embedded moment (opens in a new tab)', exact: true });
  await expect(title).toHaveAttribute('href', `${E2E_BASE_URL}/share?soundbite=${id}`);
  await expect(title).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Soundbites (opens in a new tab)', exact: true })).toHaveAttribute(
    'href',
    `${E2E_BASE_URL}/`,
  );
  const audio = page.locator('audio');
  await noteWherePlaybackStarts(audio);
  await page.getByRole('button', { name: 'Play “Embedded moment”' }).click();
  await expect(page.getByRole('button', { name: 'Pause “Embedded moment”' })).toBeVisible();
  const started = await wherePlaybackStarted(audio);
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
  const id = await ownPublishedSoundbite(staff, { startSeconds: 1, durationSeconds: 2 });
  await page.goto(`/share?soundbite=${id}`);
  const oembedHref = await page.locator('link[rel="alternate"][type="application/json+oembed"]').getAttribute('href');
  const oembed = await (await request.get(oembedHref!)).json();
  expect(oembed).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'Soundbites', title: 'Embedded moment' });
  expect(oembed.html).toContain(`/embed/soundbite/${id}`);
  await expect(page.locator('meta[name="twitter:player"]')).toHaveAttribute('content', `${E2E_BASE_URL}/embed/soundbite/${id}`);
});

test('the embed follows the system’s colours, or those the host page fixed, every text readable', async ({ page, staff }) => {
  const id = await ownPublishedSoundbite(staff, { startSeconds: 2.5, durationSeconds: 1.5 });
  await page.setViewportSize({ width: 480, height: 152 });
  const colours = async (query: string, system: 'light' | 'dark') => {
    await page.emulateMedia({ colorScheme: system });
    await page.goto(`/embed/soundbite/${id}${query}`);
    return page.evaluate(() => {
      const colour = (selector: string, property: 'color' | 'backgroundColor' | 'borderTopColor') =>
        getComputedStyle(document.querySelector(selector)!)[property];
      return {
        background: colour('body', 'backgroundColor'),
        show: colour('.show', 'color'),
        brand: colour('.brand', 'color'),
        border: colour('.card', 'borderTopColor'),
      };
    });
  };
  const light = { background: 'rgb(255, 255, 255)', show: 'rgb(92, 95, 102)', brand: 'rgb(92, 95, 102)', border: 'rgb(222, 226, 230)' };
  // Dark: the quiet texts at #adb5bd (8:1 on the background), the card's edge dimmed with it.
  const dark = { background: 'rgb(31, 31, 31)', show: 'rgb(173, 181, 189)', brand: 'rgb(173, 181, 189)', border: 'rgb(66, 66, 66)' };
  expect(await colours('', 'light')).toEqual(light);
  expect(await colours('', 'dark')).toEqual(dark);
  expect(await colours('?theme=dark', 'light')).toEqual(dark);
  expect(await colours('?theme=light', 'dark')).toEqual(light);
});

test("a soundbite's share page hands out the embed player's code, the same as oEmbed does", async ({ page, staff }) => {
  const id = await ownPublishedSoundbite(staff, { startSeconds: 2.5, durationSeconds: 1.5 });
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

  // A host page in fixed colours asks for them in the code it pastes.
  await page.getByRole('radiogroup', { name: 'Colours' }).getByText('Dark', { exact: true }).click();
  await expect(code).toHaveValue(oembed.html.replace(`/embed/soundbite/${id}`, `/embed/soundbite/${id}?theme=dark`));

  // The code the page hands out plays: the iframe it names is the player.
  await page.setContent(oembed.html);
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Play “Embedded moment”' })).toBeVisible();
});

test('two embeds on one page: starting one stops the other', async ({ page, staff }) => {
  const id = await ownPublishedSoundbite(staff, { startSeconds: 1, durationSeconds: 20 });
  const frame = (name: string) => `<iframe title="${name}" src="${E2E_BASE_URL}/embed/soundbite/${id}" width="480" height="152"></iframe>`;
  // A page of another site (another origin on this machine: Chromium lets no public page frame a
  // local server) that embeds the same moment twice.
  const blog = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><main>${frame('First')}${frame('Second')}</main>`);
  });
  await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(blog.address() as AddressInfo).port}/a-post`);
    const first = page.frameLocator('iframe[title="First"]');
    const second = page.frameLocator('iframe[title="Second"]');
    const paused = (player: typeof first) => player.locator('audio').evaluate((el: HTMLAudioElement) => el.paused);

    await first.getByRole('button', { name: 'Play “Embedded moment”' }).click();
    await expect.poll(() => paused(first)).toBe(false);
    await second.getByRole('button', { name: 'Play “Embedded moment”' }).click();
    await expect.poll(() => paused(second)).toBe(false);
    await expect.poll(() => paused(first)).toBe(true);
    await expect(first.getByRole('button', { name: 'Play “Embedded moment”' })).toBeVisible();
  } finally {
    blog.close();
  }
});
