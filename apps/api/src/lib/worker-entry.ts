/**
 * The file a worker thread starts from, next to the module that starts it. The compiled build has
 * plain JavaScript there (`name.js`); in development and tests a small `name.dev.mjs` registers tsx
 * and imports the TypeScript, so no TypeScript loader is needed in production.
 */
export function workerEntry(moduleUrl: string, name: string): URL {
  const compiled = moduleUrl.endsWith('.js');
  return new URL(compiled ? `./${name}.js` : `./${name}.dev.mjs`, moduleUrl);
}
