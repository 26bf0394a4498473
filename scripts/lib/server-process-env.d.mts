export declare const MALLOC_TUNABLE: string;
export declare const NODE_HEAP_OPTION: string;

/** The server's database: PostgreSQL when DATABASE_URL is set, else embedded PGlite. */
export type ServerDatabase = 'postgres' | 'pglite';

export declare function serverProcessEnv<T extends Record<string, string | undefined>>(
  env: T,
  options?: { database?: ServerDatabase },
): T & { GLIBC_TUNABLES: string; NODE_OPTIONS?: string };
