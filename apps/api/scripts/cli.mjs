// Runs one of the API's command-line tools (src/cli/<name>.ts): `npm run migrate`, `npm run backup`,
// `npm run restore FILE`. With NODE_ENV=production it runs the compiled build (npm run build) and
// needs no TypeScript tooling; otherwise tsx runs the source.
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [name, ...args] = process.argv.slice(2);
const TOOLS = ['migrate', 'backup', 'restore'];
if (!TOOLS.includes(name)) {
  console.error(`Usage: cli.mjs ${TOOLS.join('|')} [args]`);
  process.exit(2);
}
process.argv = [process.argv[0], process.argv[1], ...args];

const compiled = fileURLToPath(new URL(`../dist/cli/${name}.js`, import.meta.url));
try {
  if (process.env.NODE_ENV === 'production') {
    if (!fs.existsSync(compiled)) throw new Error(`${compiled} is missing: run npm run build first`);
    await import(pathToFileURL(compiled).href);
  } else {
    const { register } = await import('tsx/esm/api');
    register();
    await import(new URL(`../src/cli/${name}.ts`, import.meta.url).href);
  }
} catch (error) {
  console.error(`${name} failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
