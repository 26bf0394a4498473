import { idTokenOf } from './support/catalog';
import { API_KEY, E2E_EMULATOR_HOST, PROJECT_ID } from './support/constants';
import { createAccount, expect, signInThroughForm, storedUser, test } from './support/fixtures';

/** Asks the Auth emulator, as the project owner, whether an e-mail still has an account. */
async function accountExists(email: string): Promise<boolean> {
  const res = await fetch(
    `http://${E2E_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const body = (await res.json()) as { users?: unknown[] };
  return (body.users ?? []).length > 0;
}

test('a listener signs in on /deletion, deletes the account and every row of it, and ends signed out', async ({ page, request, staff }) => {
  const listener = await createAccount({ domain: 'listeners.test', verified: true, localPart: 'leaving' });
  await page.goto('/deletion');
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible();
  await expect(page.getByText('The support requests you sent while signed in.')).toBeVisible();
  await signInThroughForm(page, listener);
  // Signed in, still here, asked to confirm.
  const confirm = page.getByLabel('Type DELETE to confirm');
  await expect(confirm).toBeVisible();
  // The sign-in form went with its button: the confirmation's box has the focus.
  await expect(confirm).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/deletion');

  // Data of the listener: a profile and a support request sent while signed in.
  const stored = await storedUser(page);
  const token = idTokenOf({ ...listener, storedUser: stored ?? '' });
  const auth = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/me', { headers: auth })).status()).toBe(200);
  const support = await request.post('/api/support', {
    headers: auth,
    data: { email: listener.email, topic: 'account', message: 'Please close my account soon.' },
  });
  expect(support.status()).toBe(201);
  expect(await accountExists(listener.email)).toBe(true);

  const button = page.getByRole('button', { name: 'Delete my account' });
  await expect(button).toBeDisabled();
  await confirm.fill('delete');
  await expect(button).toBeDisabled();
  await confirm.fill('DELETE');
  await button.click();

  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted' })).toBeFocused();
  await expect(page.getByText('1 support request')).toBeVisible();
  await expect.poll(() => storedUser(page)).toBeNull();
  await expect(page.getByTestId('account-area')).not.toContainText(listener.email);
  expect(await accountExists(listener.email)).toBe(false);
  // The API no longer knows the token, and its audit log recorded what went, without naming whom.
  expect((await request.get('/api/me', { headers: auth })).status()).toBe(401);
  const audit = await request.get('/api/ops/audit?recordType=account&pageSize=5', {
    headers: { authorization: `Bearer ${idTokenOf(staff)}` },
  });
  const events = ((await audit.json()) as { items: { action: string; before: unknown }[] }).items.filter(
    (e) => e.action === 'account.delete',
  );
  expect(events[0]?.before).toEqual({ profile: 1, savedSoundbites: 0, followedPodcasts: 0, supportRequests: 1 });
  expect(JSON.stringify(events)).not.toContain(listener.email);
});

test('signed out, /deletion offers the sign-in form itself', async ({ page }) => {
  await page.goto('/deletion');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByLabel('Type DELETE to confirm')).toHaveCount(0);
});

test('signed out, a listener who forgot their password can ask for a reset link on /deletion itself', async ({ page }) => {
  await page.goto('/deletion');
  await page.getByLabel('Email', { exact: true }).fill('forgetful@example.org');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  // The card says what it is for now, not "Sign in".
  await expect(page.getByRole('heading', { level: 2, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to delete your account' })).toHaveCount(0);
  // The address typed carries over, and the form switched to has the focus.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('forgetful@example.org');
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists for forgetful@example.org' })).toBeVisible();
  await expect(page).toHaveURL(/\/deletion$/);
  await page.getByRole('button', { name: 'Back to the sign-in form' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in to delete your account' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('forgetful@example.org');
});
