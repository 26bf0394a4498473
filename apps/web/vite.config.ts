import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { defineConfig, type Plugin } from 'vite';
import { preactAliases } from './build/preact-aliases';
import { routeManifest } from './build/route-manifest';
import {
  DEFAULT_AUTH_EMULATOR_HOST,
  DEFAULT_FIREBASE_PROJECT_ID,
  DEFAULT_STAFF_EMAIL_DOMAIN,
  PUBLIC_CONFIG_GLOBAL,
  type PublicConfig,
} from '@soundbites/config';

/** Mantine's cards, badges, avatars and icon buttons, TanStack Query's `useQuery` (with what it imports) and the API client. */
const COMMON_LAZY_MODULES = new RegExp(
  [
    String.raw`@mantine[\\/]core[\\/]esm[\\/]components[\\/](Badge|Card|Paper|Skeleton|Avatar)[\\/]`,
    String.raw`@mantine[\\/]core[\\/]esm[\\/]core[\\/](DirectionProvider|utils[\\/]create-safe-context)[\\/]`,
    String.raw`@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/](useQuery|useBaseQuery)\.js$`,
    String.raw`[\\/]openapi-fetch[\\/]`,
    String.raw`src[\\/]lib[\\/]api(-context)?\.ts$`,
    String.raw`src[\\/]components[\\/]AnchorLink\.tsx$`,
  ].join('|'),
);

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8080';

/**
 * In production the API server injects the runtime config into index.html; the dev
 * server does the same from the local defaults so `npm run dev` behaves identically.
 */
function devRuntimeConfig(): Plugin {
  const config: PublicConfig = {
    staffEmailDomain: process.env.STAFF_EMAIL_DOMAIN ?? DEFAULT_STAFF_EMAIL_DOMAIN,
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: `${DEFAULT_FIREBASE_PROJECT_ID}.firebaseapp.com`,
      projectId: DEFAULT_FIREBASE_PROJECT_ID,
    },
    authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? DEFAULT_AUTH_EMULATOR_HOST,
  };
  return {
    name: 'soundbites-dev-runtime-config',
    apply: 'serve',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        {
          tag: 'script',
          children: `window.${PUBLIC_CONFIG_GLOBAL} = ${JSON.stringify(config).replace(/</g, '\\u003c')};`,
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    devRuntimeConfig(),
    routeManifest('./src/routeTree.gen.ts'),
  ],
  resolve: { alias: preactAliases },
  css: {
    // Readable, stable class names: the server's first paint (a static look-alike of the public
    // pages) uses the same classes as the app, so both look identical before and after mount.
    modules: { generateScopedName: '[name]__[local]' },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/demo': { target: apiOrigin, changeOrigin: true },
      // The embedded player is the server's own page, not the app's.
      '/embed': { target: apiOrigin, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The server finds the embed player's script (a separate entry, no React) through the manifest.
    manifest: true,
    // The entry chunk holds everything the first render needs (about 160 KiB gzipped, 520 KB raw).
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      input: { index: 'index.html', embed: 'src/embed/main.ts' },
      // Libraries mark their modules "use client" for React Server Components; a browser bundle has
      // no server components, so the directive means nothing here.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          groups: [
            // The embed player's only shared code, so the embed never loads the app's chunk (the config's
            // main module: its date words, for the share pages alone, stay in their chunk).
            { name: 'shared', test: /src[\\/]components[\\/]player[\\/]range|packages[\\/]config[\\/]src[\\/]index/, priority: 2 },
            // Everything the app's entry imports statically is needed before the first render anyway:
            // one chunk compresses better than the dozens of small shared chunks the bundler would make
            // (each compressed on its own, one request each). Lazy pages import from it.
            { name: 'app', tags: ['$initial'], test: (id) => !/src[\\/]embed[\\/]/.test(id), priority: 1 },
            // The lazy modules nearly every page uses and the home page needs before it mounts: left to
            // the bundler they are a dozen chunks of 0.2–3 KiB, each compressed on its own (2 KiB more
            // for the home page). The few pages that use none of them (privacy, terms) load 10 KiB more.
            { name: 'common', test: COMMON_LAZY_MODULES, priority: 1 },
            // Nearly every input is a TextInput or built on one's base: one chunk, so that a page whose
            // inputs differ from the others' does not split the base off (one more name in the entry).
            { name: 'TextInput', test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](InputBase|TextInput)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
