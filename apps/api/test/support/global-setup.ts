import { startAuthEmulator } from '../../../../scripts/lib/auth-emulator.mjs';
import { TEST_EMULATOR_HOST, TEST_PROJECT_ID } from './constants.js';

/** One Auth emulator for the whole run; reused when `npm test` already started it. */
export default async function setup() {
  const [host, port] = TEST_EMULATOR_HOST.split(':');
  const emulator = await startAuthEmulator({
    host,
    port: Number(port),
    hubPort: 4410,
    projectId: TEST_PROJECT_ID,
  });
  return () => emulator.stop();
}
