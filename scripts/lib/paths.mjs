import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BIN = (name) => path.join(ROOT, 'node_modules/.bin', name);
/** npm on PATH may differ from the one that launched us; reuse the launching one when known. */
export const NPM = process.env.npm_execpath?.endsWith('npm-cli.js')
  ? { command: process.execPath, prefix: [process.env.npm_execpath] }
  : { command: 'npm', prefix: [] };
