/** Feed ingestion as the rest of the app uses it. */
export { importFeed, refreshPodcast, type ImportResult, type ImportStats, type IngestDeps } from './import.js';
export { startRefreshScheduler } from './scheduler.js';
export { stopFeedParser } from './parser-thread.js';
