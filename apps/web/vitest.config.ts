import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './build/preact-aliases';

// Testing Library's CommonJS build requires React through Node, past the aliases; its ES module build
// imports it through Vite like everything else.
const testingLibraryReact = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@testing-library/react/package.json')),
  'dist/@testing-library/react.esm.js',
);

export default defineConfig({
  // The tests render with what ships: Preact through `preact/compat`, for the app and its libraries.
  resolve: {
    alias: [...preactAliases, { find: /^@testing-library\/react$/, replacement: testingLibraryReact }],
    // A package's ES module build first, as the app's build takes it: a CommonJS main entry requires
    // React through Node, past the aliases (react-remove-scroll and its helpers under Mantine's modals
    // would hand Preact elements of the real React it cannot render).
    mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 15_000,
    maxWorkers: 2,
    // Libraries that import React (or hooks packages that do) are run through Vite, so the aliases
    // reach their imports too. Only those: sending every dependency through Vite makes a page's first
    // render in a test slower than Testing Library's one-second wait.
    server: { deps: { inline: [/react/, /@mantine[\\/]/, /@floating-ui[\\/]/, /[\\/]use-[a-z-]+[\\/]/, /preact/] } },
  },
});
