import { createHash } from 'node:crypto';
import type { Database } from '../db/client.js';

export interface RateLimit {
  /** Names the limit, so two limits never share counts. */
  name: string;
  limit: number;
  windowMs: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Expired windows are swept now and then rather than on every hit. */
const SWEEP_EVERY_HITS = 200;
let hitsSinceSweep = 0;

/**
 * Counts one hit for `subject` under `limit`, in the database so every API process shares the
 * count: one upsert, atomic under concurrent hits from any number of processes, timed by the
 * database's clock so processes need not agree on theirs. A window starts with the first hit
 * and lasts `windowMs`; the hit that goes over the limit learns how long until it ends.
 */
export async function hitRateLimit(database: Database, limit: RateLimit, subject: string): Promise<RateLimitVerdict> {
  const key = createHash('sha256').update(`${limit.name}\u0000${subject}`).digest('base64url');
  const [row] = await database.query<{ hits: number; retry_after_ms: number }>(
    `insert into rate_limits as r (key, window_ends_at, hits) values ($1, now() + make_interval(secs => $2 / 1000.0), 1)
     on conflict (key) do update set
       hits = case when r.window_ends_at <= now() then 1 else r.hits + 1 end,
       window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
     returning hits, (extract(epoch from (window_ends_at - now())) * 1000)::float8 as retry_after_ms`,
    [key, limit.windowMs],
  );
  if (++hitsSinceSweep >= SWEEP_EVERY_HITS) {
    hitsSinceSweep = 0;
    await sweepExpiredWindows(database);
  }
  if (row!.hits <= limit.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(row!.retry_after_ms / 1000)) };
}

/** Drops windows that ended, so one-off visitors do not accumulate. */
export async function sweepExpiredWindows(database: Database) {
  await database.query(`delete from rate_limits where window_ends_at < now()`);
}
