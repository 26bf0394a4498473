import type { AppHandler } from '../../lib/handler.js';
import type { Context } from 'hono';
import { supportRequests } from '../../db/schema.js';
import type { AppBindings, AppDeps } from '../../lib/context.js';
import { ApiError } from '../../lib/errors.js';
import { SlidingWindowLimiter } from '../../lib/rate-limit.js';
import type * as routes from './support.routes.js';

const WINDOW_MS = 10 * 60 * 1000;
// Keyed by client and e-mail, not client alone: behind a proxy every visitor shares
// one address, and a per-address cap would close the form for everyone at once.
const PER_CLIENT_AND_EMAIL = 5;

/** One limiter per app instance, so separate apps (and tests) never share counts. */
const limiterByApp = new WeakMap<AppDeps, SlidingWindowLimiter>();

function limiterFor(deps: AppDeps): SlidingWindowLimiter {
  let limiter = limiterByApp.get(deps);
  if (!limiter) {
    limiter = new SlidingWindowLimiter(PER_CLIENT_AND_EMAIL, WINDOW_MS);
    limiterByApp.set(deps, limiter);
  }
  return limiter;
}

/**
 * The peer address of the socket. Forwarded headers are not trusted: anyone can
 * set them, which would make every request a new client.
 */
function clientAddress(c: Context<AppBindings>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

export const createSupportRequest: AppHandler<typeof routes.createSupportRequest> = async (c) => {
  const input = c.req.valid('json');
  const deps = c.get('deps');
  const verdict = limiterFor(deps).hit(`${clientAddress(c)}|${input.email.trim().toLowerCase()}`);
  if (!verdict.allowed) {
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    throw new ApiError(429, 'rate_limited', 'Too many messages; please try again later', {
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
  }
  const [stored] = await deps.database.db
    .insert(supportRequests)
    .values({ uid: c.get('user')?.uid ?? null, email: input.email.trim(), topic: input.topic, message: input.message })
    .returning();
  return c.json({ id: stored!.id, status: stored!.status, createdAt: stored!.createdAt.toISOString() }, 201);
};
