import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * pg_dump and pg_restore refuse a server of a newer major version than their own (and a dump from
 * a newer pg_dump may use features an older server lacks): say so before starting, with the fix.
 */
export async function checkPgToolVersion(tool: 'pg_dump' | 'pg_restore', databaseUrl: string) {
  let toolVersion: string;
  try {
    toolVersion = (await promisify(execFile)(tool, ['--version'])).stdout.trim();
  } catch {
    throw new Error(`${tool} is not installed; it comes with the PostgreSQL client tools (Debian: postgresql-client)`);
  }
  const toolMajor = Number(/(\d+)(?:\.\d+)?/.exec(toolVersion.replace(/^\D+/, ''))?.[1]);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ server_version_num: string }>('show server_version_num').finally(() => client.end());
  const serverMajor = Math.floor(Number(rows[0]!.server_version_num) / 10000);
  if (toolMajor < serverMajor) {
    throw new Error(
      `${tool} is version ${toolMajor} but the server runs PostgreSQL ${serverMajor}: install the PostgreSQL ${serverMajor} client tools (or newer)`,
    );
  }
}

/** Runs a tool with its output on ours; fails with its exit code. */
export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit code ${code})`))));
  });
}
