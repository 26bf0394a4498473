import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth, type Auth } from 'firebase/auth';
import { env } from '../env';

/**
 * `initializeAuth` instead of `getAuth` keeps the popup/redirect machinery out of the
 * first bundle; the sign-in pages pass the popup resolver themselves when needed.
 * localStorage persistence keeps the session across reloads and tabs.
 */
function createAuth(): Auth {
  const { firebase, authEmulatorHost } = env.config;
  const app = initializeApp({
    apiKey: firebase.apiKey,
    authDomain: firebase.authDomain,
    projectId: firebase.projectId,
    ...(firebase.appId ? { appId: firebase.appId } : {}),
  });
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (authEmulatorHost) connectAuthEmulator(auth, `http://${authEmulatorHost}`, { disableWarnings: true });
  return auth;
}

let created: Auth | null = null;

/**
 * The app's Auth, made on first use rather than on import: making it is a good part of the app's
 * start-up work, which runs in short tasks rather than in the one that evaluates the code.
 */
export function appAuth(): Auth {
  created ??= createAuth();
  return created;
}
