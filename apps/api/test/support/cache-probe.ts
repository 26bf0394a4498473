import pg from 'pg';
import { expect, vi } from 'vitest';

/** How many database queries answering took: none when the answer came from the public cache. */
export async function queriesToAnswer(request: () => Response | Promise<Response>): Promise<number> {
  const queries = vi.spyOn(pg.Client.prototype, 'query');
  try {
    const response = await request();
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    return queries.mock.calls.length;
  } finally {
    queries.mockRestore();
  }
}

/**
 * Requests until the answer comes from the cache. A write's notification also arrives, a little
 * later, on the process's other listening connections (PostgreSQL), and drops what it names and
 * what was rendering then: a test that needs an answer cached waits for it.
 */
export async function untilCached(request: () => Response | Promise<Response>): Promise<void> {
  for (let attempt = 0; (await queriesToAnswer(request)) > 0; attempt++) {
    if (attempt > 100) throw new Error('the answer never came from the cache');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
