/**
 * What the app and its libraries get for `react`: Preact's compatibility layer plus the one React 19
 * export it lacks. Plain JavaScript: TypeScript cannot re-export `preact/compat`'s `export =` types with
 * `export *`, and the app is typed against React's own types anyway.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';
export { Activity } from './activity';
