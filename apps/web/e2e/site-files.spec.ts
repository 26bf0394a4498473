import { expect, test } from '@playwright/test';

// Files that tools ask for by their well-known names, without reading any HTML first.
test('the production build answers the well-known site files', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
  // An ICO file starts with reserved 0, type 1 (icon), then how many images it holds.
  const bytes = await icon.body();
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Disallow: /ops');

  const svg = await request.get('/favicon.svg');
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
});
