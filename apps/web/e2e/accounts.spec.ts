import { ALERTS, SIGN_IN_PATH } from './support/constants';
import { collectDialogs, createAccount, expect, restoreSession, signInThroughForm, storedUser, test } from './support/fixtures';
import type { Page } from '@playwright/test';

async function expectBackOnSignIn(page: Page, area: 'ops' | 'nova', redirect: string) {
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe(SIGN_IN_PATH[area]);
  expect(url.searchParams.get('redirect')).toBe(redirect);
  await expect.poll(() => storedUser(page)).toBeNull();
}

test.describe('after signing in, the guard decides', () => {
  test('a listener signing in on /ops/auth is sent on, alerted, signed out and brought back', async ({ page }) => {
    const listener = await createAccount({ domain: 'listeners.test', verified: true, localPart: 'guarded' });
    const dialogs = collectDialogs(page);
    await page.goto('/ops/auth');
    await signInThroughForm(page, listener);
    await expect.poll(() => dialogs).toEqual([ALERTS.ops]);
    await expectBackOnSignIn(page, 'ops', '/ops');
    await expect(page.getByTestId('account-area')).not.toContainText(listener.email);
  });

  test('a listener signing in on /nova/auth with a deep link gets the Nova alert', async ({ page }) => {
    const listener = await createAccount({ domain: 'listeners.test', verified: true, localPart: 'guarded' });
    const dialogs = collectDialogs(page);
    await page.goto('/nova/auth?redirect=%2Fnova%2Fsaved');
    await signInThroughForm(page, listener);
    await expect.poll(() => dialogs).toEqual([ALERTS.nova]);
    await expectBackOnSignIn(page, 'nova', '/nova/saved');
  });

  test('a public target such as /privacy simply opens, signed in', async ({ page }) => {
    const listener = await createAccount({ domain: 'listeners.test', verified: true, localPart: 'public' });
    const dialogs = collectDialogs(page);
    await page.goto('/nova/auth?redirect=%2Fprivacy');
    await signInThroughForm(page, listener);
    await expect(page.getByRole('heading', { level: 1, name: /Privacy policy/ })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/privacy');
    await expect(page.getByTestId('account-area')).toContainText(listener.email);
    expect(dialogs).toEqual([]);
    expect(await storedUser(page)).not.toBeNull();
  });
});

test('sign-out from a public page keeps the page and shows nobody signed in', async ({ page, listener }) => {
  await restoreSession(page, listener);
  await page.goto('/terms');
  const account = page.getByTestId('account-area');
  await expect(account).toContainText(listener.email);
  await account.getByRole('button', { name: 'Sign out' }).click();
  await expect(account).not.toContainText(listener.email);
  await expect.poll(() => storedUser(page)).toBeNull();
  expect(new URL(page.url()).pathname).toBe('/terms');
  await expect(page.getByRole('heading', { level: 1, name: /Terms of use/ })).toBeVisible();
});

test('sign-out on a protected page goes to its sign-in page', async ({ page, staff }) => {
  await restoreSession(page, staff);
  await page.goto('/ops/podcasts');
  await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
  await page.getByTestId('account-area').getByRole('button', { name: 'Sign out' }).click();
  await expectBackOnSignIn(page, 'ops', '/ops/podcasts');
});

test('the header keeps its size whether or not someone is signed in', async ({ page, staff }) => {
  await page.goto('/privacy');
  const signedOut = await page.locator('header').boundingBox();
  const slotOut = await page.getByTestId('account-area').boundingBox();
  await restoreSession(page, staff);
  await page.goto('/privacy');
  await expect(page.getByTestId('account-area')).toContainText(staff.email);
  expect(await page.locator('header').boundingBox()).toEqual(signedOut);
  expect(await page.getByTestId('account-area').boundingBox()).toEqual(slotOut);
});

test('the footer offers staff their areas instead of "Staff sign-in"', async ({ page, staff }) => {
  await page.goto('/terms');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link', { name: 'Staff sign-in' })).toBeVisible();
  await restoreSession(page, staff);
  await page.goto('/terms');
  await expect(footer.getByRole('link', { name: 'Ops console' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Staff sign-in' })).toHaveCount(0);
});

test('on a phone the account menu shows who is signed in and signs out', async ({ page, listener }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await restoreSession(page, listener);
  await page.goto('/support');
  const account = page.getByRole('button', { name: `Account: ${listener.email}` });
  // From the keyboard: the menu opens on its one action, and Escape returns to the button.
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(account).toBeFocused();
  await account.click();
  await expect(page.getByRole('menu')).toContainText(listener.email);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect.poll(() => storedUser(page)).toBeNull();
  await expect(page.getByRole('button', { name: /^Account:/ })).toHaveCount(0);
});

test('the sign-in heading follows the form', async ({ page }) => {
  await page.goto('/nova/auth');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Nova');
  await page.getByRole('button', { name: 'Create one' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
  await page.getByRole('button', { name: 'I already have an account' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
});
