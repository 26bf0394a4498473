import { describe, expect, it } from 'vitest';
import { MALLOC_TUNABLE, NODE_HEAP_OPTION, serverProcessEnv } from '../../../scripts/lib/server-process-env.mjs';

describe("the server process's start-time settings (npm start, the benchmarks, the process tests)", () => {
  it('adds the malloc tunable and, on PGlite, the heap option, keeping the rest of the environment', () => {
    expect(serverProcessEnv({ PORT: '8080' })).toEqual({
      PORT: '8080',
      GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072',
      NODE_OPTIONS: '--max-semi-space-size=4',
    });
  });

  it("leaves V8's young generation alone on PostgreSQL, whose database is not in the process", () => {
    const url = 'postgres://db.example/soundbites';
    expect(serverProcessEnv({ DATABASE_URL: url })).toEqual({ DATABASE_URL: url, GLIBC_TUNABLES: MALLOC_TUNABLE });
    expect(serverProcessEnv({ NODE_OPTIONS: '--enable-source-maps' }, { database: 'postgres' }).NODE_OPTIONS).toBe('--enable-source-maps');
    expect(serverProcessEnv({ DATABASE_URL: url }, { database: 'pglite' }).NODE_OPTIONS).toBe(NODE_HEAP_OPTION);
  });

  it('appends to tunables and options the environment already has', () => {
    const env = serverProcessEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2', NODE_OPTIONS: '--enable-source-maps' });
    expect(env.GLIBC_TUNABLES).toBe(`glibc.malloc.arena_max=2:${MALLOC_TUNABLE}`);
    expect(env.NODE_OPTIONS).toBe(`--enable-source-maps ${NODE_HEAP_OPTION}`);
  });

  it("leaves an operator's own choice of either setting alone", () => {
    const own = { GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=4194304', NODE_OPTIONS: '--max-semi-space-size=16' };
    expect(serverProcessEnv(own)).toEqual(own);
  });
});
