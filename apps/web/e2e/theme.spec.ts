import { expect, test, type Page } from '@playwright/test';

const scheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

test('light by default', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  expect(await scheme(page)).toBe('light');
});

test('a chosen theme survives a reload and is applied before any app code runs', async ({ page }) => {
  await page.goto('/');
  await page.getByText('Dark', { exact: true }).click();
  await expect.poll(() => scheme(page)).toBe('dark');

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await scheme(page)).toBe('dark');

  // No flash: with the app's JavaScript blocked, index.html alone already applies the theme.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.reload();
  expect(await scheme(page)).toBe('dark');
});

test('Auto follows the system setting, live and after a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.getByText('Auto', { exact: true }).click();
  expect(await scheme(page)).toBe('light');

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => scheme(page)).toBe('dark');

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Auto' })).toBeChecked();
  expect(await scheme(page)).toBe('dark');

  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => scheme(page)).toBe('light');
});
