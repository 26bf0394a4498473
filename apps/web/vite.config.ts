import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routeManifest } from './build/route-manifest';
import {
  DEFAULT_AUTH_EMULATOR_HOST,
  DEFAULT_FIREBASE_PROJECT_ID,
  DEFAULT_STAFF_EMAIL_DOMAIN,
  PUBLIC_CONFIG_GLOBAL,
  type PublicConfig,
} from '@soundbites/config';

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
    // The router plugin must run before the React plugin so route files are split first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    devRuntimeConfig(),
    routeManifest('./src/routeTree.gen.ts'),
  ],
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
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The server finds the embed player's script (a separate entry, no React) through the manifest.
    manifest: true,
    rollupOptions: {
      input: { index: 'index.html', embed: 'src/embed/main.ts' },
      output: {
        codeSplitting: {
          groups: [
            { name: 'router', test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|react-store|store)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          ],
        },
      },
    },
  },
});
