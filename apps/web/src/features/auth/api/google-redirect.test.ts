import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The identity provider is the one thing replaced here: the popup is refused as a browser
 * that blocks it would, and the redirect round trip is simulated by its result.
 */
const firebaseAuth = vi.hoisted(() => ({
  signInWithPopup: vi.fn(),
  signInWithRedirect: vi.fn(),
  getRedirectResult: vi.fn(),
}));

vi.mock('firebase/auth', async (importOriginal) => ({ ...(await importOriginal<object>()), ...firebaseAuth }));
vi.mock('../../../lib/firebase', () => ({ appAuth: () => ({ name: 'test-auth' }) }));

const { GOOGLE_REDIRECT_PENDING_KEY, signInWithGoogle, takeGoogleRedirectResult } = await import('./auth-api');

beforeEach(() => {
  window.sessionStorage.clear();
  vi.clearAllMocks();
});
afterEach(() => window.sessionStorage.clear());

describe('Google sign-in', () => {
  it('uses the popup when the browser allows it', async () => {
    firebaseAuth.signInWithPopup.mockResolvedValue({ user: { uid: 'u1' } });
    await expect(signInWithGoogle()).resolves.toEqual({ uid: 'u1' });
    expect(firebaseAuth.signInWithRedirect).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(GOOGLE_REDIRECT_PENDING_KEY)).toBeNull();
  });

  it('falls back to the redirect flow when the popup is blocked', async () => {
    firebaseAuth.signInWithPopup.mockRejectedValue({ code: 'auth/popup-blocked' });
    firebaseAuth.signInWithRedirect.mockResolvedValue(undefined);
    await expect(signInWithGoogle()).resolves.toBeNull();
    expect(firebaseAuth.signInWithRedirect).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(GOOGLE_REDIRECT_PENDING_KEY)).toBe('1');
  });

  it('passes other popup errors on (a closed popup is not a blocked one)', async () => {
    firebaseAuth.signInWithPopup.mockRejectedValue({ code: 'auth/popup-closed-by-user' });
    await expect(signInWithGoogle()).rejects.toEqual({ code: 'auth/popup-closed-by-user' });
    expect(firebaseAuth.signInWithRedirect).not.toHaveBeenCalled();
  });

  it('handles the redirect result once on return', async () => {
    expect(takeGoogleRedirectResult()).toBeNull();
    window.sessionStorage.setItem(GOOGLE_REDIRECT_PENDING_KEY, '1');
    firebaseAuth.getRedirectResult.mockResolvedValue({ user: { uid: 'u2' } });
    const first = takeGoogleRedirectResult();
    // A second form mounting while the result is read shares the same reading.
    expect(takeGoogleRedirectResult()).toBe(first);
    await expect(first).resolves.toEqual({ uid: 'u2' });
    await Promise.resolve();
    expect(takeGoogleRedirectResult()).toBeNull();
    expect(firebaseAuth.getRedirectResult).toHaveBeenCalledTimes(1);
  });
});
