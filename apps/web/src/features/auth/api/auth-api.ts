import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  getRedirectResult,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signInWithRedirect,
  validatePassword,
  type User,
} from 'firebase/auth';
import { appAuth } from '../../../lib/firebase';
import { DEFAULT_PASSWORD_POLICY, fromProviderPolicy, type PasswordPolicy } from '../password-policy';

export async function signInWithEmail(email: string, password: string): Promise<User> {
  const credential = await signInWithEmailAndPassword(appAuth(), email.trim(), password);
  return credential.user;
}

/** Set while a redirect sign-in is under way, so the page it returns to knows to finish it. */
export const GOOGLE_REDIRECT_PENDING_KEY = 'soundbites:google-redirect-pending';

function googleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

/**
 * Google sign-in in a popup. When the browser blocks the popup the whole page goes to
 * Google instead and comes back here: then this resolves to null while the page unloads,
 * and `takeGoogleRedirectResult` finishes the sign-in on return.
 * The popup resolver is passed here so it only loads with the sign-in forms.
 */
export async function signInWithGoogle(): Promise<User | null> {
  const provider = googleProvider();
  try {
    const credential = await signInWithPopup(appAuth(), provider, browserPopupRedirectResolver);
    return credential.user;
  } catch (error) {
    if ((error as { code?: unknown })?.code !== 'auth/popup-blocked') throw error;
    window.sessionStorage.setItem(GOOGLE_REDIRECT_PENDING_KEY, '1');
    await signInWithRedirect(appAuth(), provider, browserPopupRedirectResolver);
    return null;
  }
}

let redirectResult: Promise<User | null> | null = null;

/**
 * The result of a redirect sign-in that returned to this page, taken once: the pending
 * mark is removed before the result is read, so a reload or a second form on the page
 * never processes it again. null when no redirect sign-in is pending.
 */
export function takeGoogleRedirectResult(): Promise<User | null> | null {
  if (redirectResult) return redirectResult;
  if (window.sessionStorage.getItem(GOOGLE_REDIRECT_PENDING_KEY) === null) return null;
  window.sessionStorage.removeItem(GOOGLE_REDIRECT_PENDING_KEY);
  const result = getRedirectResult(appAuth(), browserPopupRedirectResolver).then((credential) => credential?.user ?? null);
  // Shared while it is being read (React may mount a form twice), forgotten once read.
  redirectResult = result;
  void result
    .catch(() => null)
    .finally(() => {
      redirectResult = null;
    });
  return result;
}

export async function createAccount(email: string, password: string): Promise<User> {
  const credential = await createUserWithEmailAndPassword(appAuth(), email.trim(), password);
  await sendEmailVerification(credential.user);
  return credential.user;
}

export function sendPasswordReset(email: string): Promise<void> {
  return sendPasswordResetEmail(appAuth(), email.trim());
}

/**
 * The provider's password policy, or the default one when it serves none: the Auth
 * emulator has no policy endpoint, and an unsupported schema version is treated the same.
 */
export async function loadPasswordPolicy(): Promise<PasswordPolicy> {
  try {
    const status = await validatePassword(appAuth(), '');
    return fromProviderPolicy(status.passwordPolicy);
  } catch {
    return DEFAULT_PASSWORD_POLICY;
  }
}

/** Which ways the signed-in user can prove it is them again. */
export function reauthenticationMethods(user: User): { password: boolean; google: boolean } {
  const providers = new Set(user.providerData.map((entry) => entry.providerId));
  return { password: providers.has('password'), google: providers.has('google.com') };
}

/**
 * Signs the current user in again (for an action that needs a recent sign-in) and
 * refreshes the ID token, so the next request carries the new sign-in time.
 */
export async function reauthenticate(user: User, method: { password: string } | 'google'): Promise<void> {
  if (method === 'google') {
    await reauthenticateWithPopup(user, googleProvider(), browserPopupRedirectResolver);
  } else {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', method.password));
  }
  await user.getIdToken(true);
}
