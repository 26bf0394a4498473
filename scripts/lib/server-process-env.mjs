// Settings of the API server's process that its runtime reads once, when the process starts: the
// server cannot give them to itself, so whatever starts it does (`npm start`, the benchmarks; in
// production, the environment of `node apps/api/dist/main.js`, as docs/deploy.md says).

/**
 * glibc's malloc raises its mmap threshold (128 kB) to the size of every large block freed, up to
 * 32 MB, and from then on serves blocks below it from its per-thread arenas, whose freed memory stays
 * resident. The server frees large blocks early (PGlite's 9 MB WebAssembly binary and 6 MB file
 * bundle as it starts, a fetched feed's body after each import), so a few MB buffers and a feed's
 * body ended up in arenas: about 100 MB of a 5,000-item import's peak on PGlite. Held at its default,
 * the threshold keeps large blocks in mappings of their own, returned to the system when freed.
 * Other C libraries (musl, macOS) ignore the variable.
 */
export const MALLOC_TUNABLE = 'glibc.malloc.mmap_threshold=131072';

/**
 * The main thread's young generation on PGlite, whose database lives in the same process: V8 grows each
 * semi-space up to 16 MB when much of it survives a scavenge, as it does while an import's batches are
 * written, and keeps it; 4 MB holds about 30 MB less at the import's peak for the same CPU there. On
 * PostgreSQL the process holds no database and V8's own limit is kept: with 4 MB a 5,000-item import took
 * 0.15-0.25 s longer there, and 0.2-0.3 s more of the process's CPU. (The parser and PGlite threads set
 * their own.)
 */
export const NODE_HEAP_OPTION = '--max-semi-space-size=4';

/**
 * `env` with the settings added, unless it already makes its own choice of either: an operator's
 * GLIBC_TUNABLES mmap threshold or NODE_OPTIONS semi-space size wins. The heap option is for PGlite only,
 * the server's database when `env` has no DATABASE_URL.
 */
export function serverProcessEnv(env, { database = env.DATABASE_URL ? 'postgres' : 'pglite' } = {}) {
  const tunables = env.GLIBC_TUNABLES ?? '';
  const nodeOptions = env.NODE_OPTIONS ?? '';
  const ownHeapChoice = /--max-semi-space-size\b/.test(nodeOptions);
  const withOptions = {
    ...env,
    GLIBC_TUNABLES: /glibc\.malloc\.mmap_threshold=/.test(tunables) ? tunables : [tunables, MALLOC_TUNABLE].filter(Boolean).join(':'),
  };
  if (database === 'pglite' && !ownHeapChoice) withOptions.NODE_OPTIONS = [nodeOptions, NODE_HEAP_OPTION].filter(Boolean).join(' ');
  return withOptions;
}
