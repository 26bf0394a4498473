import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { supportRequests } from '../../db/schema.js';
import type { AppBindings, AppDeps } from '../../lib/context.js';
import { ApiError } from '../../lib/errors.js';
import { SlidingWindowLimiter } from '../../lib/rate-limit.js';
import type * as routes from './support.routes.js';

const WINDOW_MS = 10 * 60 * 1000;
const PER_CLIENT_AND_EMAIL = 5;
// A client cycling through e-mail addresses still meets a ceiling.
const PER_CLIENT = 20;

interface Limiters {
  clientAndEmail: SlidingWindowLimiter;
  client: SlidingWindowLimiter;
}

/** One set of limiters per app instance, so separate apps (and tests) never share counts. */
const limitersByApp = new WeakMap<AppDeps, Limiters>();

function limitersFor(deps: AppDeps): Limiters {
  let limiters = limitersByApp.get(deps);
  if (!limiters) {
    limiters = {
      clientAndEmail: new SlidingWindowLimiter(PER_CLIENT_AND_EMAIL, WINDOW_MS),
      client: new SlidingWindowLimiter(PER_CLIENT, WINDOW_MS),
    };
    limitersByApp.set(deps, limiters);
  }
  return limiters;
}

/**
 * The peer address of the socket. Forwarded headers are not trusted: anyone can
 * set them, which would make every request a new client.
 */
function clientAddress(c: Context<AppBindings>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

export const createSupportRequest: RouteHandler<typeof routes.createSupportRequest, AppBindings> = async (c) => {
  const input = c.req.valid('json');
  const deps = c.get('deps');
  const limiters = limitersFor(deps);
  const client = clientAddress(c);
  const email = input.email.trim().toLowerCase();
  const checks = [() => limiters.clientAndEmail.hit(`${client}|${email}`), () => limiters.client.hit(client)];
  for (const check of checks) {
    const verdict = check();
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      throw new ApiError(429, 'rate_limited', 'Too many messages; please try again later', {
        retryAfterSeconds: verdict.retryAfterSeconds,
      });
    }
  }
  const [stored] = await deps.database.db
    .insert(supportRequests)
    .values({ email: input.email.trim(), topic: input.topic, message: input.message })
    .returning();
  return c.json({ id: stored!.id, status: stored!.status, createdAt: stored!.createdAt.toISOString() }, 201);
};
