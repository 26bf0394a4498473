// Development and tests start the parser thread from here: tsx's loader lets it run the TypeScript.
// The production build compiles parser-thread.worker.ts to parser-thread.worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./parser-thread.worker.ts');
