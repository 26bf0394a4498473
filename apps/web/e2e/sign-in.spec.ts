import { STAFF_DOMAIN } from './support/constants';
import { collectDialogs, expect, signInThroughForm, test, watchForText } from './support/fixtures';

// The panel for someone who arrived signed in: it must not flash on the way out after signing in here.
const SIGNED_IN_PANEL = 'You are signed in as';

test('a deep link goes through sign-in and lands back where it pointed', async ({ page, staff }) => {
  await page.goto('/ops/soundbites?status=draft');
  await expect(page).toHaveURL(/\/ops\/auth\?redirect=/);
  const panelShown = await watchForText(page, SIGNED_IN_PANEL);
  await signInThroughForm(page, staff);
  await expect(page.getByRole('heading', { level: 1, name: 'Soundbites', exact: true })).toBeVisible();
  expect(await panelShown()).toBe(false);
  const url = new URL(page.url());
  expect(url.pathname + url.search).toBe('/ops/soundbites?status=draft');
  // The list restores the filter the link carried.
  await expect(page.getByLabel('Status')).toHaveValue('draft');
});

for (const path of ['/ops/auth', '/nova/auth']) {
  test(`${path} has exactly one control for each of Email, Password and Sign in, even matched loosely`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByLabel('Email')).toHaveCount(1);
    await expect(page.getByLabel('Password')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(1);
  });
}

test('Nova sign-in returns to Nova', async ({ page, staff }) => {
  await page.goto('/nova');
  await expect(page).toHaveURL(/\/nova\/auth\?redirect=%2Fnova/);
  const panelShown = await watchForText(page, SIGNED_IN_PANEL);
  await signInThroughForm(page, staff);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova', exact: true })).toBeVisible();
  expect(await panelShown()).toBe(false);
  expect(new URL(page.url()).pathname).toBe('/nova');
});

for (const target of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
  test(`?redirect=${target} never leaves the site`, async ({ page, staff, baseURL }) => {
    const dialogs = collectDialogs(page);
    await page.goto(`/ops/auth?redirect=${encodeURIComponent(target)}`);
    await signInThroughForm(page, staff);
    await expect(page.getByRole('heading', { level: 1, name: 'Ops dashboard' })).toBeVisible();
    const url = new URL(page.url());
    expect(url.origin).toBe(new URL(baseURL ?? '').origin);
    expect(url.pathname).toBe('/ops');
    expect(dialogs).toEqual([]);
  });
}

test('wrong password shows a friendly message', async ({ page, staff }) => {
  await page.goto('/ops/auth');
  await signInThroughForm(page, { email: staff.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText(/not correct/);
  expect(new URL(page.url()).pathname).toBe('/ops/auth');
  // The answer is about what was typed: both fields are marked invalid, with no second message under them.
  for (const field of [page.getByLabel('Email'), page.getByLabel('Password')]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('');
  }
  // The button pressed keeps the focus (it is disabled while it works, which would drop it to the page).
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();
  // The next attempt's own problem replaces that answer rather than standing beside it.
  await page.getByLabel('Password').fill('');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Please enter your password.');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an empty or malformed address and an empty password are said at their fields before anything is sent', async ({ page }) => {
  await page.goto('/nova/auth');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('identitytoolkit') || request.url().includes(':9099')) requests.push(request.url());
  });
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const email = page.getByLabel('Email');
  await expect(email).toHaveAccessibleDescription('Please enter your e-mail address.');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Please enter your password.');
  // Both are marked invalid for assistive technology, not only drawn in red.
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await email.fill('ada@');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address.');
  expect(requests).toEqual([]);
});

test('a new password is checked against the policy as it is typed', async ({ page }) => {
  await page.goto('/ops/auth');
  await page.getByRole('button', { name: 'Create one' }).click();
  const rule = page.getByRole('listitem').filter({ hasText: 'At least 6 characters' });
  await page.getByLabel('New password').fill('abc');
  await expect(rule).toHaveAttribute('data-met', 'false');
  await page.getByLabel('New password').fill('abcdef');
  await expect(rule).toHaveAttribute('data-met', 'true');
});

test('a staff area creates accounts for staff addresses only: anyone else is told so, and no account is made', async ({ page }) => {
  await page.goto('/nova/auth');
  await page.getByRole('button', { name: 'Create one' }).click();
  await expect(page.getByText(`For staff: use your @${STAFF_DOMAIN} address.`)).toBeVisible();
  await expect(page).toHaveTitle('Create an account · Soundbites');
  // The form switched to takes the focus, as the others do.
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  // A malformed address (or none) is said at the field, which takes the focus back, before anything else.
  await page.getByLabel('New password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Please enter your e-mail address.');
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Please enter a valid e-mail address.');
  await expect(page.getByRole('alert')).toHaveCount(0);
  const email = `listener-${Date.now()}@mail.test`;
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(`Nova is open to staff only: sign up with your @${STAFF_DOMAIN} address.`);
  await expect(page.getByRole('button', { name: 'Create account' })).toBeFocused();
  // Nothing was created: signing in with it is refused as an unknown account.
  await page.getByRole('button', { name: 'I already have an account' }).click();
  await expect(page).toHaveTitle('Sign in to Nova · Soundbites');
  await signInThroughForm(page, { email, password: 'a-long-enough-password' });
  await expect(page.getByRole('alert')).toHaveText(/not correct/);
});

test('forgot password sends a reset e-mail and confirms it', async ({ page, staff }) => {
  await page.goto('/ops/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  // Nothing is sent for an empty address: the field says so and keeps the focus.
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Please enter your e-mail address.');
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await page.getByLabel('Email', { exact: true }).fill(staff.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${staff.email}`);
  // The form went with its button: the keyboard goes on from what replaced it.
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeFocused();
});
