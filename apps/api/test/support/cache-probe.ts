import pg from 'pg';
import { vi } from 'vitest';
import type { ContentChanges } from '../../src/db/content-changes.js';

/**
 * The database queries made while `during` runs whose text or parameters contain `needle`: an
 * answer kept by the public cache is neither read on request nor rendered again after a change.
 */
export async function queriesAbout(needle: string | RegExp, during: () => Promise<unknown>): Promise<number> {
  const queries = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await during();
    return queries.mock.calls.filter((args) => {
      const text = JSON.stringify(args);
      return typeof needle === 'string' ? text.includes(needle) : needle.test(text);
    }).length;
  } finally {
    queries.mockRestore();
  }
}

/**
 * Waits until no notification has arrived for a while. A write's notification reaches the
 * connection that made it before the write returns, and the process's other listening connections
 * (PostgreSQL) a little later, where it drops again what it names: a test that needs answers to
 * stay cached waits for those echoes to stop first.
 */
export async function untilNotificationsSettle(...changes: ContentChanges[]): Promise<void> {
  const generations = () => changes.map((c) => c.generation).join();
  for (let last = ''; last !== generations();) {
    last = generations();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * Requests until what `request` asks for is kept: done once asking again makes no database query.
 * A quiet spell proves nothing on a loaded machine, where an echo may come later still and drop an
 * answer that was rendering; so each try waits for a quiet spell, asks, and checks. Fails when the
 * answers are still not kept after a few tries, which is what a cache that never keeps them does.
 */
export async function untilCached(request: () => Promise<unknown>, ...changes: ContentChanges[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await untilNotificationsSettle(...changes);
    await request();
    if ((await queriesAbout(/^/, request)) === 0) return;
    if (attempt === 10) throw new Error(`still read from the database after ${attempt} tries: not kept`);
  }
}
