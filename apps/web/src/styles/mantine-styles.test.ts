import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '..');
const MANTINE_STYLES = path.resolve(__dirname, '../../../../node_modules/@mantine/core/styles');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('Mantine styles per component', () => {
  it('loads the stylesheet of every Mantine component the app imports', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from '@mantine\/core'/g)) {
        for (const name of match[1]!.split(',')) used.add(name.replace(/^\s*type\s+/, '').trim());
      }
    }
    const imported = ['mantine-public.css', 'mantine-app.css']
      .map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8'))
      .join('\n');
    const missing = [...used].filter(
      (name) => fs.existsSync(path.join(MANTINE_STYLES, `${name}.css`)) && !imported.includes(`/${name}.css'`),
    );
    expect(missing).toEqual([]);
  });
});
