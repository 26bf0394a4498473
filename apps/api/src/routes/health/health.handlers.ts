import type { AppHandler } from '../../lib/handler.js';
import { errorBody } from '../../lib/errors.js';
import type { getHealth, getReady } from './health.routes.js';

export const health: AppHandler<typeof getHealth> = (c) => c.json({ status: 'ok' as const }, 200);

/** Longest the readiness check waits for the database: a check that hangs is a failed check. */
const READY_DB_TIMEOUT_MS = 2_000;

export const ready: AppHandler<typeof getReady> = async (c) => {
  const { database, lifecycle } = c.env.deps;
  if (lifecycle?.draining) return c.json(errorBody('draining', 'Shutting down; finishing in-flight requests'), 503);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.query('select 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${READY_DB_TIMEOUT_MS} ms`)), READY_DB_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    return c.json(errorBody('database_unavailable', `The database does not answer: ${(error as Error).message}`), 503);
  } finally {
    clearTimeout(timer);
  }
  return c.json({ status: 'ready' as const }, 200);
};
