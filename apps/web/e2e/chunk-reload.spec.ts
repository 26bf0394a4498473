import type { Page } from '@playwright/test';
import { expect, test, waitForAppMount } from './support/fixtures';
import { ownPublishedSoundbite } from './support/own-soundbite';

const FLAG = 'soundbites:chunk-reload';

/** Counts full document loads of the main frame (the first visit plus any reloads). */
function countDocumentLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

test('a page chunk that fails to load reloads the page once, and only once', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The lazily loaded chunks of the /privacy route; the shell itself still loads.
  await page.route(/\/assets\/(privacy|PrivacyPage)[^/]*\.js$/, (route) => route.abort());
  const loads = countDocumentLoads(page);

  await page.goto('/privacy');
  await expect.poll(() => loads.count).toBe(2);
  await expect.poll(() => errors.some((text) => text.includes('failed to load again after a reload'))).toBe(true);
  await page.waitForTimeout(1500);
  expect(loads.count).toBe(2);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), FLAG)).not.toBeNull();

  // Once chunks load again, the router is ready and the flag is cleared for the next deploy.
  await page.unroute(/\/assets\/(privacy|PrivacyPage)[^/]*\.js$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), FLAG)).toBeNull();
});

test('a chunk failing on a client-side navigation reloads once and then shows the page', async ({ page }) => {
  let aborted = 0;
  await page.route(/\/assets\/(terms|TermsPage)[^/]*\.js$/, (route) => {
    // Only the first attempt fails, as when the reload picks up the new build.
    if (aborted > 0) return route.continue();
    aborted += 1;
    return route.abort();
  });
  await page.goto('/');
  await waitForAppMount(page);
  const loads = countDocumentLoads(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  expect(loads.count).toBe(1);
  expect(new URL(page.url()).pathname).toBe('/terms');
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), FLAG)).toBeNull();
});

test("a featured soundbite's player whose code cannot load says so and offers a reload", async ({ page, staff }) => {
  await ownPublishedSoundbite(staff, { startSeconds: 5, durationSeconds: 10 });
  await page.route(/\/assets\/SoundbitePlayer[^/]*\.js$/, (route) => route.abort());
  await page.goto('/');
  await waitForAppMount(page);
  const play = page.getByRole('button', { name: /^Play “/ }).first();
  await play.click();
  const alert = page.getByRole('alert').filter({ hasText: 'The player could not be loaded' });
  await expect(alert).toBeVisible();
  // The frame stays, so the press can be made again once the page is reloaded.
  await expect(play).toBeVisible();
  await page.unroute(/\/assets\/SoundbitePlayer[^/]*\.js$/);
  await alert.getByRole('button', { name: 'reload the page' }).click();
  await waitForAppMount(page);
  await page
    .getByRole('button', { name: /^Play “/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^Pause “/ }).first()).toBeVisible();
});

test('offline, a page whose code or stylesheet cannot be fetched says to check the connection, and nothing reloads', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForAppMount(page);
  const loads = countDocumentLoads(page);
  await context.setOffline(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByText('Check your connection, then reload.')).toBeVisible();
  await expect(page.getByText(/Unable to preload|dynamically imported/)).toHaveCount(0);
  expect(loads.count).toBe(0);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), FLAG)).toBeNull();
  await context.setOffline(false);
});
