import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';
import { TEST_DATABASE_URL } from './constants.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an empty, migrated PGlite database; empty on the PostgreSQL pass. */
    pgliteTemplatePath: string;
  }
}

/**
 * Creating a PGlite database runs initdb in WebAssembly, seconds each time: the run makes one,
 * migrates it and dumps it once, and every test database starts as a copy (about 3× faster).
 */
export default async function setup(project: TestProject) {
  if (TEST_DATABASE_URL) {
    project.provide('pgliteTemplatePath', '');
    return;
  }
  const database = await openDatabase({});
  const dump = await database.dumpDataDir!();
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundbites-pglite-template-'));
  const file = path.join(dir, 'template.tar.gz');
  fs.writeFileSync(file, dump);
  project.provide('pgliteTemplatePath', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
