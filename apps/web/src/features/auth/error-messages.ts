const WRONG_CREDENTIALS = 'The e-mail address or password is not correct.';

/**
 * Friendly text for every Firebase Auth error code a sign-in form can meet, never the raw code. `null` means show nothing:
 * the user closed or replaced the popup on purpose.
 */
const MESSAGES: Record<string, string | null> = {
  'internal-error': 'Something went wrong on our side. Please try again.',
  'user-token-expired': 'Your session has expired. Please sign in again.',
  'login-blocked': 'Sign-in was blocked for this account. Please contact support.',
  'multi-factor-auth-required': 'This account needs a second sign-in step, which this page does not support yet.',
  'user-mismatch': 'That account is not the one you are signed in with. Please use the same account.',
  // The same words as a wrong password: a sign-in form must not tell anyone which addresses have
  // an account (hosted Firebase with enumeration protection answers invalid-credential for both).
  'user-not-found': WRONG_CREDENTIALS,
  'invalid-user-token': 'Your session is no longer valid. Please sign in again.',
  'tenant-id-mismatch': 'This account belongs to a different organisation.',
  'argument-error': 'Something is wrong with the sign-in request. Please reload the page and try again.',
  'invalid-emulator-scheme': 'The sign-in service is misconfigured (the emulator address must start with http://).',
  'emulator-config-failed': 'The sign-in service could not be configured. Please reload the page.',
  'unsupported-password-policy-schema-version': 'The password rules could not be read. Please reload the page or try again later.',
  'operation-not-supported-in-this-environment': 'This way of signing in does not work in this browser.',
  'web-storage-unsupported': 'Sign-in needs browser storage. Please enable cookies and site data, then try again.',
  'cancelled-popup-request': null,
  'popup-closed-by-user': null,
  'popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'unauthorized-domain': 'Sign-in is not enabled for this web address.',
  'network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'invalid-api-key': 'The sign-in service is misconfigured (invalid API key).',
  'auth-domain-config-required': 'The sign-in service is misconfigured (no auth domain).',
  'invalid-auth-event': 'The sign-in could not be completed. Please try again.',
  'no-auth-event': 'The sign-in could not be completed. Please try again.',
  'email-already-in-use': 'An account with this e-mail address already exists. Sign in instead.',
  'wrong-password': WRONG_CREDENTIALS,
  'too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'invalid-credential': WRONG_CREDENTIALS,
  'invalid-login-credentials': WRONG_CREDENTIALS,
  'user-disabled': 'This account has been disabled. Please contact support.',
  'invalid-email': 'Please enter a valid e-mail address.',
  'missing-email': 'Please enter your e-mail address.',
  'missing-password': 'Please enter your password.',
  'weak-password': 'That password is too weak. Please choose a stronger one.',
  'password-does-not-meet-requirements': 'That password does not meet the password rules.',
};

const FALLBACK = 'Sign-in failed. Please try again.';

export function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = error.code;
  return typeof code === 'string' ? code.replace(/^auth\//, '') : null;
}

export function signInErrorMessage(error: unknown): string | null {
  const code = codeOf(error);
  if (code === null || !(code in MESSAGES)) return FALLBACK;
  return MESSAGES[code] ?? null;
}

/** Codes whose message is about what was typed in a field: the forms mark the fields it names as invalid. */
const FIELDS_OF: Record<string, ('email' | 'password')[]> = {
  'user-not-found': ['email', 'password'],
  'wrong-password': ['email', 'password'],
  'invalid-credential': ['email', 'password'],
  'invalid-login-credentials': ['email', 'password'],
  'invalid-email': ['email'],
  'email-already-in-use': ['email'],
  'missing-email': ['email'],
  'missing-password': ['password'],
  'weak-password': ['password'],
  'password-does-not-meet-requirements': ['password'],
};

/** The fields a sign-in message (as signInErrorMessage gives it) is about; none for the others. */
export function fieldsNamedBy(message: string | null): ReadonlySet<'email' | 'password'> {
  const fields = new Set<'email' | 'password'>();
  if (message === null) return fields;
  for (const [code, named] of Object.entries(FIELDS_OF)) {
    if (MESSAGES[code] === message) for (const field of named) fields.add(field);
  }
  return fields;
}
