import fs from 'node:fs';
import { inject } from 'vitest';
import { createApp } from '../../src/app.js';
import { createFirebaseVerifier } from '../../src/auth/verify.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { loadEnv, shareEmulatorHostWithFirebaseAdmin, type Env } from '../../src/env.js';
import { STAFF_DOMAIN, TEST_DATABASE_URL, TEST_EMULATOR_HOST, TEST_PROJECT_ID } from './constants.js';
import { createUser, type TestUser } from './identity.js';
import { openThrowawayPostgres } from './throwaway-postgres.js';

export interface TestContext {
  app: ReturnType<typeof createApp>;
  database: Database;
  env: Env;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database and an app over it. PGlite in memory by default; a
 * throwaway database on the server at TEST_DATABASE_URL when that is set.
 */
export async function createTestContext(overrides: Record<string, string> = {}): Promise<TestContext> {
  const env = loadEnv({
    NODE_ENV: 'test',
    STAFF_EMAIL_DOMAIN: STAFF_DOMAIN,
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST,
    ALLOW_PRIVATE_FEED_HOSTS: '1',
    REFRESH_INTERVAL_MINUTES: '0',
    ...overrides,
  });
  shareEmulatorHostWithFirebaseAdmin(env);

  const { database, drop } = TEST_DATABASE_URL ? await openThrowawayPostgres(TEST_DATABASE_URL, 'sb_test') : await openPglite();
  const app = createApp({ env, database, verifier: createFirebaseVerifier(env) });
  return { app, database, env, close: drop };
}

async function openPglite() {
  const templatePath = inject('pgliteTemplatePath');
  const database = await openDatabase(templatePath ? { pgliteTemplate: fs.readFileSync(templatePath) } : {});
  return { database, drop: () => database.close() };
}

/** The visitors of PRODUCT.md's access matrix, each with a real emulator token. */
export async function createVisitors() {
  const [staff, unverifiedStaff, listener, lookalikeSuffix, lookalikePrefix] = await Promise.all([
    createUser({ domain: STAFF_DOMAIN, verified: true, localPart: 'staff' }),
    createUser({ domain: STAFF_DOMAIN, verified: false, localPart: 'unverified' }),
    createUser({ domain: 'gmail.test', verified: true, localPart: 'listener' }),
    createUser({ domain: `not${STAFF_DOMAIN}`, verified: true, localPart: 'evil' }),
    createUser({ domain: `${STAFF_DOMAIN}.evil.org`, verified: true, localPart: 'evil' }),
  ]);
  return { staff, unverifiedStaff, listener, lookalikeSuffix, lookalikePrefix } satisfies Record<string, TestUser>;
}

/** What most route tests start from: an app over a fresh database, and a verified staff user. */
export async function createAppWithStaff(localPart = 'staff'): Promise<{ ctx: TestContext; staff: TestUser }> {
  const [ctx, staff] = await Promise.all([createTestContext(), createUser({ domain: STAFF_DOMAIN, verified: true, localPart })]);
  return { ctx, staff };
}
