// One ESLint config for the whole repository. Why each rule is here:
// docs/decisions/0005-lint-and-boundaries.md.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const JS = ['**/*.js', '**/*.mjs', '**/*.cjs'];
const WEB_SRC = 'apps/web/src';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/.data/',
      '**/coverage/',
      '**/test-results/',
      '**/playwright-report/',
      // Generated: rewritten by their generators, never edited by hand.
      'apps/web/src/routeTree.gen.ts',
      'packages/api-types/src/',
      'apps/api/src/db/migrations/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TS })),
  {
    files: TS,
    languageOptions: {
      parserOptions: {
        // The scripts' hand-written declaration files belong to no workspace.
        projectService: { allowDefaultProject: ['scripts/lib/*.d.mts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Bugs the type checker alone does not catch.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // Async functions without await are legitimate (an interface that returns a promise).
      '@typescript-eslint/require-await': 'off',
      // TanStack Router's redirect() and notFound() are thrown by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // An empty interface that extends one type is how a library's interface is augmented.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // No hand-written source file over 400 lines: split it by responsibility (generated files are ignored above).
  {
    files: [...TS, ...JS],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  // Tests read untyped JSON bodies all day; the unsafe-any rules guard the shipped code instead.
  {
    files: ['**/*.test.{ts,tsx}', 'apps/web/e2e/**', 'apps/api/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Plain JavaScript (scripts, the config package, config files) is linted without type information.
  {
    files: JS,
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: JS,
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }] },
  },
  {
    files: ['scripts/**', '**/*.config.{js,ts,mjs,cjs}', 'packages/*/scripts/**', 'apps/*/scripts/**', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['packages/config/src/**/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // The API reads its environment in one place, apps/api/src/env.ts. Scripts, config files,
  // benchmarks and test support files have their own configuration and may read it too.
  {
    files: [...TS, ...JS],
    ignores: [
      'apps/api/src/env.ts',
      'scripts/**',
      'packages/*/scripts/**',
      'apps/*/scripts/**',
      '**/*.config.{js,ts,mjs,cjs}',
      'apps/api/bench/**',
      'apps/api/test/support/**',
      'apps/web/e2e/support/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through apps/api/src/env.ts (loadEnv), never process.env.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'process', importNames: ['env'], message: 'Read configuration through apps/api/src/env.ts.' },
            { name: 'node:process', importNames: ['env'], message: 'Read configuration through apps/api/src/env.ts.' },
          ],
        },
      ],
    },
  },

  // The web app: React hooks rules, and the import boundaries of a feature-folder layout.
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'boundaries/include': [`${WEB_SRC}/**/*`],
      'boundaries/elements': [
        // Each feature folder is one element, named by its folder.
        { type: 'feature', pattern: `${WEB_SRC}/features/*`, capture: ['feature'] },
        { type: 'route', pattern: `${WEB_SRC}/routes` },
        { type: 'component', pattern: `${WEB_SRC}/components` },
        { type: 'lib', pattern: `${WEB_SRC}/lib` },
        { type: 'test-support', pattern: `${WEB_SRC}/test` },
        { type: 'app', pattern: `${WEB_SRC}/*.{ts,tsx}`, partialMatch: false },
      ],
    },
    rules: {
      // The rules of hooks. The React Compiler's rules (refs, set-state-in-effect, immutability…)
      // stay off: the app does not use the compiler, and the latest-value ref is a deliberate pattern.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'Import boundary: a feature imports only itself, components/ and lib/; routes/ compose features, components and lib; components/ and lib/ never import features (see docs/decisions/0005-lint-and-boundaries.md).',
          policies: [
            // A feature uses its own files, shared UI and shared logic; never another feature.
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
            },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { types: { anyOf: ['component', 'lib', 'app'] } } } } },
            // Routes only compose: features, shared UI, shared logic and the app's own modules.
            {
              from: { element: { type: 'route' } },
              allow: { to: { element: { types: { anyOf: ['feature', 'component', 'lib', 'app', 'route'] } } } },
            },
            { from: { element: { type: 'component' } }, allow: { to: { element: { types: { anyOf: ['component', 'lib', 'app'] } } } } },
            { from: { element: { type: 'lib' } }, allow: { to: { element: { types: { anyOf: ['lib', 'app'] } } } } },
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: ['app', 'route', 'feature', 'component', 'lib'] } } } },
            },
            // Test support renders whole pages, so it may reach any part of the app.
            { from: { element: { type: 'test-support' } }, allow: { to: { element: { types: '*' } } } },
            // Any test may use the test support files.
            { from: { file: { path: '**/*.test.{ts,tsx}' } }, allow: { to: { element: { types: { anyOf: ['test-support', 'app'] } } } } },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/e2e/**/*.ts', 'apps/web/*.config.ts', 'apps/api/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
