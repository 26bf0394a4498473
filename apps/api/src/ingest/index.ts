/** Feed ingestion as the rest of the app uses it. */
export { startRefreshScheduler } from './scheduler.js';
export { rehearseImport } from './rehearsal.js';
