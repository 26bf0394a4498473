// Development and tests start the PGlite thread from here: tsx's loader lets it run the TypeScript.
// The production build compiles pglite-worker.ts to pglite-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
