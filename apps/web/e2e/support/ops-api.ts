import { API_KEY, E2E_BASE_URL, E2E_EMULATOR_HOST } from './constants';
import type { Account } from './fixtures';

/** An ID token for `account`, straight from the Auth emulator, for setting data up through the API. */
export async function idTokenOf(account: Account): Promise<string> {
  const res = await fetch(`http://${E2E_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`No ID token for ${account.email}`);
  return body.idToken;
}

/** Imports a feed through the synchronous API (idempotent: a known feed is re-imported). */
export async function importFeed(account: Account, feedUrl: string): Promise<{ id: string; title: string }> {
  const res = await fetch(`${E2E_BASE_URL}/api/ops/podcasts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await idTokenOf(account)}` },
    body: JSON.stringify({ feedUrl }),
  });
  if (!res.ok) throw new Error(`Import of ${feedUrl} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { id: string; title: string };
}

/** A request to the API as `account`, for setting data up; anything but 2xx throws with the answer. */
export async function apiCall<T>(
  account: Account,
  method: string,
  apiPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${E2E_BASE_URL}${apiPath}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await idTokenOf(account)}`, ...headers },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${apiPath} answered ${res.status}: ${await res.text()}`);
  return (res.status === 204 ? {} : await res.json()) as T;
}
