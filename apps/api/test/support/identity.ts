import { randomUUID } from 'node:crypto';
import { TEST_API_KEY, TEST_EMULATOR_HOST, TEST_PROJECT_ID } from './constants.js';

const base = `http://${TEST_EMULATOR_HOST}/identitytoolkit.googleapis.com`;

async function call<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`Auth emulator ${url}: ${json.error?.message ?? res.status}`);
  return json;
}

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

/**
 * Creates a user in the Auth emulator and returns a real ID token for it.
 * E-mails get a random local part so tests never collide.
 */
export async function createUser(options: { domain: string; verified: boolean; localPart?: string }): Promise<TestUser> {
  const email = `${options.localPart ?? 'user'}-${randomUUID().slice(0, 8)}@${options.domain}`;
  const password = 'correct-horse-battery';
  const signUp = await call<{ localId: string }>(`${base}/v1/accounts:signUp?key=${TEST_API_KEY}`, {
    email,
    password,
    returnSecureToken: true,
  });
  if (options.verified) {
    await call(
      `${base}/v1/projects/${TEST_PROJECT_ID}/accounts:update`,
      { localId: signUp.localId, emailVerified: true },
      { authorization: 'Bearer owner' },
    );
  }
  const signIn = await call<{ idToken: string }>(`${base}/v1/accounts:signInWithPassword?key=${TEST_API_KEY}`, {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: signUp.localId, email, idToken: signIn.idToken };
}

/** An emulator-style (unsigned) token whose expiry has passed. */
export function expiredToken(uid: string, email: string): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const header = encode({ alg: 'none', typ: 'JWT' });
  const payload = encode({
    iss: `https://securetoken.google.com/${TEST_PROJECT_ID}`,
    aud: TEST_PROJECT_ID,
    auth_time: now - 7200,
    user_id: uid,
    sub: uid,
    iat: now - 7200,
    exp: now - 3600,
    email,
    email_verified: true,
    firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
  });
  return `${header}.${payload}.`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Asks the Auth emulator (as the project owner) whether the account still exists. */
export async function accountExists(uid: string): Promise<boolean> {
  const res = await fetch(`${base}/v1/projects/${TEST_PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: [uid] }),
  });
  const body = (await res.json()) as { users?: unknown[] };
  return (body.users ?? []).length > 0;
}
