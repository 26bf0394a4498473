import { test as base, expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { API_KEY, AUTH_STORAGE_KEY, E2E_BASE_URL, E2E_EMULATOR_HOST, PROJECT_ID, STAFF_DOMAIN } from './constants';

const identity = `http://${E2E_EMULATOR_HOST}/identitytoolkit.googleapis.com`;

export interface Account {
  email: string;
  password: string;
}

/** A signed-in session as Firebase Auth persists it, to restore in a fresh page. */
export interface Session extends Account {
  storedUser: string;
}

async function call(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { localId?: string; error?: { message: string } };
  if (!res.ok) throw new Error(`Auth emulator ${url}: ${json.error?.message ?? res.status}`);
  return json;
}

/** Creates a user in the Auth emulator (as apps/api/test/support/identity.ts does). */
export async function createAccount(options: { domain: string; verified: boolean; localPart: string }): Promise<Account> {
  const email = `${options.localPart}-${randomUUID().slice(0, 8)}@${options.domain}`;
  const password = 'correct-horse-battery';
  const signUp = await call(`${identity}/v1/accounts:signUp?key=${API_KEY}`, { email, password, returnSecureToken: true });
  if (options.verified) {
    await call(
      `${identity}/v1/projects/${PROJECT_ID}/accounts:update`,
      { localId: signUp.localId, emailVerified: true },
      { authorization: 'Bearer owner' },
    );
  }
  return { email, password };
}

/** Signs in through the real form and returns what Firebase stored. */
export async function signInThroughForm(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Watches the page (until it next loads) for `text` showing at any moment, however briefly.
 * Resolves to a check that says whether it has shown.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.evaluate((wanted) => {
    new MutationObserver((_, observer) => {
      if (!document.body.textContent?.includes(wanted)) return;
      document.documentElement.dataset.watchedTextShown = 'yes';
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
  return () => page.evaluate(() => document.documentElement.dataset.watchedTextShown === 'yes');
}

export async function storedUser(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY);
}

async function createSession(page: Page, account: Account): Promise<Session> {
  // A public target, so the guard lets anyone (staff or not) stay signed in there.
  await page.goto('/ops/auth?redirect=%2Fprivacy');
  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => storedUser(page)).not.toBeNull();
  const stored = await storedUser(page);
  if (!stored) throw new Error('Firebase stored no user after sign-in');
  return { ...account, storedUser: stored };
}

/**
 * Makes the next page load start signed in as `session`, once: a later reload or a
 * sign-out is not undone.
 */
export async function restoreSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      if (window.sessionStorage.getItem('e2e:session-restored')) return;
      window.sessionStorage.setItem('e2e:session-restored', '1');
      window.localStorage.setItem(key, value);
    },
    { key: AUTH_STORAGE_KEY, value: session.storedUser },
  );
}

/** Collects every alert text; the dialogs are accepted so the page carries on. */
export function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

interface WorkerFixtures {
  staff: Session;
  listener: Session;
}

/**
 * Waits until the app has replaced the server's look-alike (marked data-lookalike inside #root): its
 * links are plain links, so a click before then is a full page load instead of the app's navigation.
 */
export async function waitForAppMount(page: Page): Promise<void> {
  await expect(page.locator('#root [data-lookalike]')).toHaveCount(0);
}

export const test = base.extend<object, WorkerFixtures>({
  staff: [
    async ({ browser }, use) => {
      const account = await createAccount({ domain: STAFF_DOMAIN, verified: true, localPart: 'staff' });
      const page = await browser.newPage({ baseURL: E2E_BASE_URL });
      const session = await createSession(page, account);
      await page.close();
      await use(session);
    },
    { scope: 'worker' },
  ],
  listener: [
    async ({ browser }, use) => {
      const account = await createAccount({ domain: 'listeners.test', verified: true, localPart: 'listener' });
      const page = await browser.newPage({ baseURL: E2E_BASE_URL });
      const session = await createSession(page, account);
      await page.close();
      await use(session);
    },
    { scope: 'worker' },
  ],
});

export { expect };
