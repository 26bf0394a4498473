import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from './support/constants';
import { expect, restoreSession, test, waitForAppMount } from './support/fixtures';
import { layoutShiftSoFar, watchLayoutShifts } from './support/layout-shift';

/** The smallest width pages must fit without scrolling sideways (WCAG's reflow width). */
const NARROWEST = { width: 320, height: 640 };

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Where the header's logo, colour-scheme options and account slot are drawn. */
const headerBoxes = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header')!;
    const elements = [
      header.querySelector('a[aria-label="Soundbites home"]'),
      ...header.querySelectorAll('[role="radiogroup"] label'),
      header.querySelector('[data-testid="account-area"]'),
    ];
    return elements.map((element) => {
      const box = element!.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height].map(Math.round);
    });
  });

test.describe('on a 320 px screen', () => {
  test.use({ viewport: NARROWEST });

  test('public pages fit without scrolling sideways, and the colour scheme is chosen by its icons', async ({ page }) => {
    for (const path of ['/', '/support', '/share?soundbite=does-not-exist', '/privacy']) {
      await page.goto(path);
      await waitForAppMount(page);
      expect(await sidewaysOverflow(page), path).toBe(0);
    }
    // The word is kept for assistive technology; what is seen, and clicked, is the icon.
    const darkOption = page.getByRole('radiogroup', { name: 'Colour scheme' }).locator('label').filter({ hasText: 'Dark' });
    expect((await darkOption.boundingBox())!.width).toBeLessThan(32);
    await darkOption.click();
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
  });

  test('the ops console and Nova fit without scrolling sideways', async ({ page, staff }) => {
    await restoreSession(page, staff);
    for (const path of ['/ops', '/ops/soundbites', '/nova', '/account']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await sidewaysOverflow(page), path).toBe(0);
    }
    // Nova's four tabs fit side by side, none cut off at the edge.
    await page.goto('/nova/search');
    const tabs = page.getByRole('navigation', { name: 'Nova' });
    await expect(tabs.getByRole('link', { name: 'Search' })).toBeVisible();
    expect(await tabs.evaluate((nav) => nav.scrollWidth - nav.clientWidth)).toBe(0);
  });

  test("the dashboard's counts leave no empty cell: the last card fills its row", async ({ page, staff }) => {
    await restoreSession(page, staff);
    const cards = () =>
      page.getByRole('heading', { level: 1, name: 'Ops dashboard' }).evaluate(() => {
        const people = [...document.querySelectorAll('a')].find((a) => a.textContent === 'People and topics')!;
        const grid = people.closest('.mantine-SimpleGrid-root')!;
        return [...grid.children].map(
          (card) => Math.round(card.getBoundingClientRect().width) - Math.round(grid.getBoundingClientRect().width),
        );
      });
    await page.goto('/ops');
    // Two columns: four cards side by side in pairs, the fifth as wide as the grid.
    await expect.poll(async () => (await cards()).at(-1)).toBe(0);
    expect((await cards()).slice(0, 4).every((shortOfGrid) => shortOfGrid < 0)).toBe(true);
    // Three columns: the fifth card takes the two cells left on its row.
    await page.setViewportSize({ width: 900, height: 800 });
    await expect
      .poll(async () => {
        const [first, , , , last] = await cards();
        return last! > first!;
      })
      .toBe(true);
  });

  test("the ops console's pages fold behind one button naming where staff are", async ({ page, staff }) => {
    await restoreSession(page, staff);
    // Folded from the first frame: a page that drew the links unfolded first jumped up as it loaded.
    await watchLayoutShifts(page);
    await page.goto('/ops/soundbites');
    await expect(
      page
        .getByRole('table')
        .or(page.getByText(/^No soundbites/))
        .first(),
    ).toBeVisible();
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.02);
    const toggle = page.getByRole('button', { name: 'Soundbites (the console’s pages)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const pages = page.getByRole('navigation', { name: 'Ops' });
    await expect(pages).toBeHidden();
    const heading = page.getByRole('heading', { level: 1, name: 'Soundbites' });
    // One row above the page's heading, not three.
    expect((await heading.boundingBox())!.y).toBeLessThan(190);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(pages.getByRole('link', { name: 'Soundbites' })).toHaveAttribute('aria-current', 'page');
    // The list is next for the keyboard, and Escape folds it back onto its button.
    await page.keyboard.press('Tab');
    await expect(pages.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(pages).toBeHidden();

    // Escape on the button itself folds it too, and so does the keyboard leaving it.
    await toggle.press('Enter');
    await expect(pages).toBeVisible();
    await toggle.press('Escape');
    await expect(pages).toBeHidden();
    await toggle.press('Enter');
    await pages.getByRole('link', { name: 'Nova' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^Jump to/ })).toBeFocused();
    await expect(pages).toBeHidden();

    await toggle.click();
    await pages.getByRole('link', { name: 'People & topics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'People & topics' })).toBeVisible();
    const here = page.getByRole('button', { name: 'People & topics (the console’s pages)' });
    await expect(here).toHaveAttribute('aria-expanded', 'false');
    // The keyboard stays on the button (now naming the page followed), not lost with the folded link.
    await expect(here).toBeFocused();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

for (const viewport of [NARROWEST, { width: 1280, height: 800 }]) {
  test(`the server's first paint draws the header where the app does, at ${viewport.width} px`, async ({ browser }) => {
    const withoutApp = await browser.newContext({ baseURL: E2E_BASE_URL, viewport, javaScriptEnabled: false });
    const firstPaint = await withoutApp.newPage();
    await firstPaint.goto('/');
    await expect(firstPaint.locator('#root [data-lookalike]')).toHaveCount(1);
    const painted = await headerBoxes(firstPaint);
    await withoutApp.close();

    const withApp = await browser.newContext({ baseURL: E2E_BASE_URL, viewport });
    const app = await withApp.newPage();
    await app.goto('/');
    await waitForAppMount(app);
    expect(await headerBoxes(app)).toEqual(painted);
    await withApp.close();
  });
}
