import type pg from 'pg';

/** What a PostgreSQL server says about itself, as far as Soundbites' schema cares. */
export interface ServerFacts {
  /** `version()`: the engine's own description, which names look-alike engines. */
  version: string;
  /** `server_version_num`, e.g. 150004 for 15.4. */
  versionNum: number;
  /**
   * Whether pg_trgm is among the server's available extensions. Available means installed on the
   * server; a managed service may still want it allowed before CREATE EXTENSION.
   */
  trigramAvailable: boolean;
}

/** PostgreSQL 15: unique indexes with NULLS NOT DISTINCT. */
const MINIMUM_SERVER_VERSION_NUM = 150000;

const USE_POSTGRESQL = 'Use PostgreSQL 15 or later, self-hosted or a managed service built on it (docs/deploy.md, "Which PostgreSQL").';

/**
 * Engines that speak PostgreSQL's protocol but cannot run the schema, with what they lack; checked by
 * name first, since they report a PostgreSQL version of their own choosing.
 */
const LOOK_ALIKES: Array<{ pattern: RegExp; name: string; lacks: string }> = [
  {
    pattern: /CockroachDB/i,
    name: 'CockroachDB',
    lacks: 'triggers with transition tables (REFERENCING NEW TABLE), which tell the servers what changed, and LISTEN/NOTIFY',
  },
  { pattern: /-YB-/, name: 'YugabyteDB', lacks: 'GiST indexes, which the migrations build on the way to the trigram index search uses' },
];

/** What a look-alike engine named by `version()` lacks, in words for whoever set DATABASE_URL; null for any other server. */
export function lookAlikeProblem(version: string): string | null {
  const lookAlike = LOOK_ALIKES.find((engine) => engine.pattern.test(version));
  return lookAlike ? `${lookAlike.name} cannot hold Soundbites' schema: it lacks ${lookAlike.lacks}. ${USE_POSTGRESQL}` : null;
}

/** Why the server cannot hold Soundbites' schema, in words for whoever set DATABASE_URL; null when it can. */
export function serverSupportProblem(facts: ServerFacts): string | null {
  const lookAlike = lookAlikeProblem(facts.version);
  if (lookAlike) return lookAlike;
  if (!Number.isFinite(facts.versionNum)) {
    return `The database server does not report a PostgreSQL version number (${facts.version || 'no version()'}): Soundbites needs PostgreSQL 15 or later.`;
  }
  if (facts.versionNum < MINIMUM_SERVER_VERSION_NUM) {
    return `The database server is too old (${facts.version.split(' on ')[0]}): Soundbites needs PostgreSQL 15 or later.`;
  }
  if (!facts.trigramAvailable) {
    return (
      "The database server does not offer the pg_trgm extension, which search needs. Install PostgreSQL's contrib " +
      'modules (the postgresql-contrib package on most systems; official images include them) or use a managed service, which offers it.'
    );
  }
  return null;
}

/**
 * Asks the server what it is before migrating, so a server that cannot hold the schema
 * fails with a sentence saying why instead of with whichever migration statement breaks first.
 */
export async function assertServerSupported(client: Pick<pg.Pool, 'query'>): Promise<void> {
  // version() alone first: a look-alike engine is named even where the next query would fail.
  const identity = await client.query<{ version: string }>('select version() as version');
  const version = identity.rows[0]?.version ?? '';
  const named = lookAlikeProblem(version);
  if (named) throw new Error(named);
  let rows: Array<{ version_num: string; trigram: boolean }>;
  try {
    ({ rows } = await client.query<{ version_num: string; trigram: boolean }>(
      `select current_setting('server_version_num') as version_num,
              exists (select 1 from pg_available_extensions where name = 'pg_trgm') as trigram`,
    ));
  } catch (error) {
    throw new Error(
      `The database server does not answer as PostgreSQL does (${version || 'no version()'}: ${(error as Error).message}). ${USE_POSTGRESQL}`,
    );
  }
  const problem = serverSupportProblem({ version, versionNum: Number(rows[0]?.version_num), trigramAvailable: rows[0]?.trigram === true });
  if (problem) throw new Error(problem);
}
