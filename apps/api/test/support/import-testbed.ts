import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from './context.js';
import { startFixtureServer, type FixtureServer } from './fixture-server.js';

export interface ImportTestbed {
  /** A fresh, migrated database and an app over it. */
  ctx: TestContext;
  /** A feed host on this machine that serves what the test gives it. */
  host: FixtureServer;
}

/** What an import test file starts from, set up before its tests and closed after them (read the fields inside tests). */
export function useImportTestbed(): ImportTestbed {
  const testbed = {} as ImportTestbed;
  beforeAll(async () => {
    testbed.ctx = await createTestContext();
    testbed.host = await startFixtureServer();
  });
  afterAll(async () => {
    await testbed.host.stop();
    await testbed.ctx.close();
  });
  return testbed;
}
