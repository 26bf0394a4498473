import type { Context } from 'hono';
import type { Actor } from '../audit/audit.js';
import type { AppBindings } from './context.js';

/** Who is making an ops change, for audit events and created-by fields. */
export function actorOf(c: Context<AppBindings>): Actor {
  const user = c.get('user');
  return { uid: user.uid, email: user.email };
}
