import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Several server processes need one database they can all reach: PGlite serves one process per
    // data directory, so these run on the PostgreSQL pass (TEST_DATABASE_URL; CI always sets it).
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'])],
    globalSetup: ['test/support/global-setup.ts', 'test/support/pglite-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry and the machine has two cores.
    maxWorkers: 2,
  },
});
