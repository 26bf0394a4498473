import { describe, expect, it } from 'vitest';
import { lookAlikeProblem, serverSupportProblem } from './server-support.js';

// What these servers answer to `select version()` and `server_version_num`.
const POSTGRES_15 = 'PostgreSQL 15.14 (Debian 15.14-0+deb12u1) on x86_64-pc-linux-gnu, compiled by gcc (Debian 12.2.0-14) 12.2.0, 64-bit';
const POSTGRES_14 = 'PostgreSQL 14.19 on aarch64-unknown-linux-gnu, compiled by gcc (GCC) 7.3.1 20180712 (Red Hat 7.3.1-6), 64-bit';
const COCKROACH = 'CockroachDB CCL v24.3.1 (x86_64-pc-linux-gnu, built 2024/12/12 10:09:35, go1.22.8 X:nocoverageredesign)';
const YUGABYTE = 'PostgreSQL 15.12-YB-2025.2.3.0-b0 on x86_64-pc-linux-gnu, compiled by clang version 19.1.7, 64-bit';

describe('serverSupportProblem', () => {
  it('accepts PostgreSQL 15 and later with pg_trgm, and does not take PostgreSQL for a look-alike', () => {
    expect(serverSupportProblem({ version: POSTGRES_15, versionNum: 150014, trigramAvailable: true })).toBeNull();
    expect(
      serverSupportProblem({ version: 'PostgreSQL 17.6 on x86_64-pc-linux-gnu', versionNum: 170006, trigramAvailable: true }),
    ).toBeNull();
    expect(lookAlikeProblem(POSTGRES_15)).toBeNull();
  });

  it('names a look-alike engine and what it lacks, whatever PostgreSQL version it reports', () => {
    const cockroach = serverSupportProblem({ version: COCKROACH, versionNum: 130000, trigramAvailable: true });
    expect(lookAlikeProblem(COCKROACH)).toBe(cockroach);
    expect(cockroach).toMatch(/^CockroachDB cannot hold Soundbites' schema: it lacks triggers with transition tables/);
    expect(cockroach).toContain('PostgreSQL 15 or later');
    const yugabyte = serverSupportProblem({ version: YUGABYTE, versionNum: 150012, trigramAvailable: true });
    expect(yugabyte).toMatch(/^YugabyteDB cannot hold Soundbites' schema: it lacks GiST indexes/);
  });

  it('refuses a PostgreSQL older than 15, quoting its version, and a server without a version number', () => {
    expect(serverSupportProblem({ version: POSTGRES_14, versionNum: 140019, trigramAvailable: true })).toBe(
      'The database server is too old (PostgreSQL 14.19): Soundbites needs PostgreSQL 15 or later.',
    );
    expect(serverSupportProblem({ version: 'Some SQL engine 1.0', versionNum: Number.NaN, trigramAvailable: true })).toBe(
      'The database server does not report a PostgreSQL version number (Some SQL engine 1.0): Soundbites needs PostgreSQL 15 or later.',
    );
  });

  it('says how to get pg_trgm when the server does not offer it', () => {
    expect(serverSupportProblem({ version: POSTGRES_15, versionNum: 150014, trigramAvailable: false })).toMatch(
      /does not offer the pg_trgm extension.*postgresql-contrib/,
    );
  });
});
