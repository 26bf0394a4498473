import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  validatePassword,
  type User,
} from 'firebase/auth';
import { auth } from '../../../lib/firebase';
import { DEFAULT_PASSWORD_POLICY, fromProviderPolicy, type PasswordPolicy } from '../password-policy';

export async function signInWithEmail(email: string, password: string): Promise<User> {
  const credential = await signInWithEmailAndPassword(auth, email.trim(), password);
  return credential.user;
}

/** The popup resolver is passed here so it only loads with the sign-in pages. */
export async function signInWithGoogle(): Promise<User> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const credential = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
  return credential.user;
}

export async function createAccount(email: string, password: string): Promise<User> {
  const credential = await createUserWithEmailAndPassword(auth, email.trim(), password);
  await sendEmailVerification(credential.user);
  return credential.user;
}

export function sendPasswordReset(email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email.trim());
}

/**
 * The provider's password policy, or the default one when it serves none: the Auth
 * emulator has no policy endpoint, and an unsupported schema version is treated the same.
 */
export async function loadPasswordPolicy(): Promise<PasswordPolicy> {
  try {
    const status = await validatePassword(auth, '');
    return fromProviderPolicy(status.passwordPolicy);
  } catch {
    return DEFAULT_PASSWORD_POLICY;
  }
}
