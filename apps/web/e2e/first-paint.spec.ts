import { expect, test } from '@playwright/test';

/** When the browser reported the first contentful paint, and when the app's entry script was requested. */
const paintAndAppStart = () => ({
  paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  appRequested:
    performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[^/]+\.js$/.test(new URL(entry.name).pathname))?.startTime ??
    null,
});

for (const path of ['/', '/share?soundbite=does-not-exist']) {
  test(`the app's code is requested only after the server-painted page at ${path} has painted`, async ({ page }) => {
    await page.goto(path);
    await expect.poll(async () => (await page.evaluate(paintAndAppStart)).appRequested).not.toBeNull();
    const { paint, appRequested } = await page.evaluate(paintAndAppStart);
    expect(paint).not.toBeNull();
    expect(appRequested!).toBeGreaterThan(paint!);
  });
}
