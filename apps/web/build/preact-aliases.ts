import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * The app runs on Preact through `preact/compat` instead of React: the same components and
 * libraries, about 55 KiB less JavaScript before the first paint (initial JavaScript of `/` must
 * stay within 120 KiB gzipped, and React with react-dom alone is 66 KiB of it). The build and the
 * unit tests use the same aliases, so the tests exercise what ships. Exact matches only: `react-*`
 * packages (react-remove-scroll, react-number-format) are libraries, not React.
 */
const compatFile = (name: string) => fileURLToPath(new URL(`../src/lib/react-compat/${name}`, import.meta.url));

export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: compatFile('react.js') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/compat/test-utils' },
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
  {
    find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/,
    replacement: compatFile('use-sync-external-store-with-selector.ts'),
  },
];
