import { describe, expect, it } from 'vitest';
import { fieldsNamedBy, signInErrorMessage } from './error-messages';

/** Every sign-in error code the forms must explain, plus the common credential errors. */
const SPEC_CODES = [
  'internal-error',
  'user-token-expired',
  'login-blocked',
  'multi-factor-auth-required',
  'user-mismatch',
  'user-not-found',
  'invalid-user-token',
  'tenant-id-mismatch',
  'argument-error',
  'invalid-emulator-scheme',
  'emulator-config-failed',
  'unsupported-password-policy-schema-version',
  'operation-not-supported-in-this-environment',
  'web-storage-unsupported',
  'popup-blocked',
  'unauthorized-domain',
  'network-request-failed',
  'invalid-api-key',
  'auth-domain-config-required',
  'invalid-auth-event',
  'no-auth-event',
  'email-already-in-use',
  'wrong-password',
  'too-many-requests',
  'invalid-credential',
  'user-disabled',
];

describe('sign-in error messages', () => {
  it.each(SPEC_CODES)('auth/%s has its own friendly message', (code) => {
    const message = signInErrorMessage({ code: `auth/${code}` });
    expect(message).toBeTruthy();
    expect(message).not.toBe(signInErrorMessage({ code: 'auth/never-heard-of-it' }));
    expect(message).not.toMatch(/auth\//);
  });

  it.each(['popup-closed-by-user', 'cancelled-popup-request'])('auth/%s shows nothing', (code) => {
    expect(signInErrorMessage({ code: `auth/${code}` })).toBeNull();
  });

  it('anything else gets a generic message', () => {
    expect(signInErrorMessage(new Error('boom'))).toBe('Sign-in failed. Please try again.');
    expect(signInErrorMessage({ code: 'auth/never-heard-of-it' })).toBe('Sign-in failed. Please try again.');
  });

  it('says the same for an address with no account as for a wrong password, so the form tells no one which addresses exist', () => {
    const unknown = signInErrorMessage({ code: 'auth/user-not-found' });
    expect(unknown).toBe(signInErrorMessage({ code: 'auth/wrong-password' }));
    expect(unknown).toBe(signInErrorMessage({ code: 'auth/invalid-credential' }));
  });
});

describe('fieldsNamedBy', () => {
  const named = (code: string) => [...fieldsNamedBy(signInErrorMessage({ code: `auth/${code}` }))].sort();

  it('ties wrong credentials to both fields, without saying which one is wrong', () => {
    expect(named('invalid-credential')).toEqual(['email', 'password']);
    expect(named('user-not-found')).toEqual(['email', 'password']);
  });

  it('ties a message about one field to that field only', () => {
    expect(named('invalid-email')).toEqual(['email']);
    expect(named('email-already-in-use')).toEqual(['email']);
    expect(named('weak-password')).toEqual(['password']);
  });

  it('ties the answers about the service or the browser to no field', () => {
    expect(named('network-request-failed')).toEqual([]);
    expect(named('too-many-requests')).toEqual([]);
    expect([...fieldsNamedBy(null)]).toEqual([]);
  });
});
