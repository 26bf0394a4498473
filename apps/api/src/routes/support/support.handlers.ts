import type { AppHandler } from '../../lib/handler.js';
import { supportRequests } from '../../db/schema.js';
import { requestClientAddress } from '../../lib/client-address.js';
import { ApiError } from '../../lib/errors.js';
import { hitRateLimit, type RateLimit } from '../../lib/rate-limit.js';
import type * as routes from './support.routes.js';

// Keyed by client and e-mail, not client alone: behind a proxy every visitor may share one
// address (when TRUST_PROXY is not set), and a per-address cap would close the form for everyone.
const SUPPORT_LIMIT: RateLimit = { name: 'support', limit: 5, windowMs: 10 * 60 * 1000 };

export const createSupportRequest: AppHandler<typeof routes.createSupportRequest> = async (c) => {
  const input = c.req.valid('json');
  const deps = c.env.deps;
  const verdict = await hitRateLimit(deps.database, SUPPORT_LIMIT, `${requestClientAddress(c)}|${input.email.trim().toLowerCase()}`);
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
