/** Tests use their own emulator port so they never touch the users of a running `npm start`. */
export const TEST_EMULATOR_HOST = process.env.TEST_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
export const TEST_PROJECT_ID = 'demo-soundbites';
export const TEST_API_KEY = 'demo-api-key';
export const STAFF_DOMAIN = 'example.com';
/** When set, every API test runs against this PostgreSQL server instead of PGlite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
