import { ALERTS, AUTH_STORAGE_KEY, SIGN_IN_PATH } from './support/constants';
import { collectDialogs, expect, restoreSession, storedUser, test } from './support/fixtures';
import type { Page } from '@playwright/test';

/**
 * Every route of the app (a query on some, to see it carried into ?redirect=).
 * `shows` names the page's heading; pages whose content other features own accept any heading.
 */
const ROUTES: { path: string; area: 'ops' | 'nova' | null; shows: RegExp }[] = [
  { path: '/', area: null, shows: /.+/ },
  { path: '/no/such/page', area: null, shows: /This page does not exist/ },
  { path: '/deletion', area: null, shows: /Delete your account/ },
  { path: '/nova', area: 'nova', shows: /^Nova$/ },
  { path: '/nova/auth', area: null, shows: /Sign in to Nova/ },
  { path: '/ops', area: 'ops', shows: /Ops dashboard/ },
  { path: '/ops/auth', area: null, shows: /Sign in to Ops/ },
  { path: '/ops/entity/ent-1', area: 'ops', shows: /^Person or topic not found$/ },
  { path: '/ops/episodes', area: 'ops', shows: /^Episodes$/ },
  { path: '/ops/podcasts', area: 'ops', shows: /^Podcasts$/ },
  { path: '/ops/search?q=climate', area: 'ops', shows: /^Search$/ },
  { path: '/ops/soundbite/abc123', area: 'ops', shows: /^Soundbite not found$/ },
  { path: '/ops/soundbites?status=draft&sort=title', area: 'ops', shows: /^Soundbites$/ },
  { path: '/privacy', area: null, shows: /Privacy policy/ },
  { path: '/share', area: null, shows: /.+/ },
  { path: '/support', area: null, shows: /^Support$/ },
  { path: '/terms', area: null, shows: /Terms of use/ },
];

async function expectRedirectedToSignIn(page: Page, area: 'ops' | 'nova', original: string) {
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe(SIGN_IN_PATH[area]);
  expect(url.searchParams.get('redirect')).toBe(original);
}

async function expectShown(page: Page, route: (typeof ROUTES)[number]) {
  await expect(page.getByRole('heading', { level: 1, name: route.shows })).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname + url.search).toBe(route.path);
}

test.describe('signed out', () => {
  for (const route of ROUTES) {
    test(route.path, async ({ page }) => {
      const dialogs = collectDialogs(page);
      await page.goto(route.path);
      if (route.area) await expectRedirectedToSignIn(page, route.area, route.path);
      else await expectShown(page, route);
      expect(dialogs).toEqual([]);
    });
  }
});

test.describe('signed in, not staff', () => {
  for (const route of ROUTES) {
    test(route.path, async ({ page, listener }) => {
      const dialogs = collectDialogs(page);
      await restoreSession(page, listener);
      await page.goto(route.path);
      if (route.area) {
        await expectRedirectedToSignIn(page, route.area, route.path);
        expect(dialogs).toEqual([ALERTS[route.area]]);
        // Signed out: nothing persisted, and the page offers the sign-in form rather than "signed in as",
        // saying (the alert once dismissed) which account was refused and why.
        await expect.poll(() => storedUser(page)).toBeNull();
        await expect(page.getByText('You are signed in as')).toHaveCount(0);
        await expect(page.getByRole('alert').filter({ hasText: 'Signed out' })).toContainText(
          `${listener.email} is not a staff account. ${route.area === 'ops' ? 'Ops' : 'Nova'} is open to staff only for now`,
        );
        // The keyboard goes on from where signing in again starts, not from the top of the page.
        await expect(page.getByLabel('Email')).toBeFocused();
      } else {
        await expectShown(page, route);
        expect(dialogs).toEqual([]);
        expect(await storedUser(page)).not.toBeNull();
      }
    });
  }
});

test.describe('staff', () => {
  for (const route of ROUTES) {
    test(route.path, async ({ page, staff }) => {
      const dialogs = collectDialogs(page);
      await restoreSession(page, staff);
      await page.goto(route.path);
      await expectShown(page, route);
      expect(dialogs).toEqual([]);
      expect(await storedUser(page)).not.toBeNull();
    });
  }

  test('an upper-case staff address is staff too', async ({ page, staff }) => {
    // Firebase keeps the address as typed; the staff test must not care about case.
    await restoreSession(page, { ...staff, storedUser: staff.storedUser.replace(staff.email, staff.email.toUpperCase()) });
    const dialogs = collectDialogs(page);
    await page.goto('/ops/podcasts');
    await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
    expect(dialogs).toEqual([]);
  });
});

test('a listener on the sign-in page sees who they are and can sign out', async ({ page, listener }) => {
  await restoreSession(page, listener);
  await page.goto('/ops/auth');
  await expect(page.getByText(`You are signed in as ${listener.email}`)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
});

test('hover-preloading an ops link as a listener neither alerts nor signs out', async ({ page, listener }) => {
  const dialogs = collectDialogs(page);
  await restoreSession(page, listener);
  await page.goto('/');
  // The server's look-alike paints first; the app has mounted once the header shows the signed-in account.
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const preloaded = page.waitForRequest((request) => /\/assets\/.*auth.*\.js$/.test(request.url()));
  await page.getByRole('link', { name: 'Staff sign-in' }).hover();
  await preloaded;
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  expect(await storedUser(page)).not.toBeNull();
  expect(new URL(page.url()).pathname).toBe('/');

  // The same link, followed, is refused: proof that the hover really ran the guard's route.
  await page.getByRole('link', { name: 'Staff sign-in' }).click();
  await expect.poll(() => dialogs).toEqual([ALERTS.ops]);
  await expect.poll(() => storedUser(page)).toBeNull();
});
