import { browserStorage } from '../../lib/browser-storage';

const REFUSED_KEY = 'soundbites:refused-sign-in';

/**
 * The guard's refusal is an alert, gone once dismissed: the address it refused is kept for this tab
 * so the sign-in page it leads to can still say why the form is empty again.
 */
export function rememberRefusedSignIn(email: string | null): void {
  try {
    browserStorage('session')?.setItem(REFUSED_KEY, email ?? '');
  } catch {
    // Storage full or refused: the alert has said it.
  }
}

/** The address last refused in this tab (an empty string for an account without one), once; null if none. */
export function takeRefusedSignIn(): string | null {
  try {
    const storage = browserStorage('session');
    const email = storage?.getItem(REFUSED_KEY) ?? null;
    storage?.removeItem(REFUSED_KEY);
    return email;
  } catch {
    return null;
  }
}
