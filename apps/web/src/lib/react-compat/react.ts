/**
 * What the app and its libraries get for `react`: Preact's compatibility layer plus the one React 19
 * export it lacks. Vite and Vitest alias `react` to this file (see `build/preact-aliases.ts`).
 */
export * from 'preact/compat';
export { default } from 'preact/compat';
export { Activity } from './activity';
