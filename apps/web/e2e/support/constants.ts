/**
 * Ports of their own, so end-to-end runs never touch a running `npm start` (8080/9099) or
 * the API tests (9199). Overridable so two runs on one machine do not collide.
 */
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const E2E_PORT = port('E2E_PORT', 8181);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_EMULATOR_PORT = port('E2E_EMULATOR_PORT', 9299);
export const E2E_EMULATOR_HUB_PORT = port('E2E_EMULATOR_HUB_PORT', 4420);
export const E2E_EMULATOR_HOST = `127.0.0.1:${E2E_EMULATOR_PORT}`;
export const PROJECT_ID = 'demo-soundbites';
export const API_KEY = 'demo-api-key';
export const STAFF_DOMAIN = 'example.com';
/** Where Firebase Auth (browserLocalPersistence) keeps the signed-in user. */
export const AUTH_STORAGE_KEY = `firebase:authUser:${API_KEY}:[DEFAULT]`;
/** The guard's alerts, to the letter. */
export const ALERTS = { ops: 'Only admins can access ops pages.', nova: 'Only admins can access Nova at this time.' } as const;
export const SIGN_IN_PATH = { ops: '/ops/auth', nova: '/nova/auth' } as const;
/** The podcast host the ops tests import from: a fixed port, so a restarted worker serves the same feed URL. */
export const E2E_FEED_HOST_PORT = port('E2E_FEED_HOST_PORT', E2E_PORT + 1000);
