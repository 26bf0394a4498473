import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Env } from '../env.js';

export interface VerifiedToken {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** When the user last signed in (not when the token was refreshed), seconds since the epoch. */
  authTime: number;
}

export interface TokenVerifier {
  /** Rejects with an Error whose message says why the token is not acceptable. */
  verify(idToken: string): Promise<VerifiedToken>;
  /** Deletes the identity-provider account (account deletion). */
  deleteUser(uid: string): Promise<void>;
}

/**
 * Verifies Firebase ID tokens with firebase-admin. firebase-admin accepts unsigned
 * tokens only while FIREBASE_AUTH_EMULATOR_HOST is set, which env.ts sets only for
 * the emulator; in production signatures are always checked against Google's keys.
 */
export function createFirebaseVerifier(env: Env): TokenVerifier {
  const name = `soundbites-${env.FIREBASE_PROJECT_ID}`;
  const app: App = getApps().find((a) => a.name === name) ?? initializeApp({ projectId: env.FIREBASE_PROJECT_ID }, name);
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      const decoded = await auth.verifyIdToken(idToken);
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
        authTime: decoded.auth_time,
      };
    },
    async deleteUser(uid) {
      await auth.deleteUser(uid);
    },
  };
}
