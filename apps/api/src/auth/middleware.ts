import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isStaffEmail } from '@soundbites/config';
import type { AppBindings, AuthUser } from '../lib/context.js';
import { ApiError } from '../lib/errors.js';

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}

function describeTokenError(err: unknown): string {
  const code = (err as { code?: string })?.code ?? '';
  if (code === 'auth/id-token-expired') return 'The ID token has expired; sign in again';
  if (code === 'auth/id-token-revoked') return 'The ID token has been revoked; sign in again';
  return 'The ID token is not valid';
}

async function authenticate(c: Context<AppBindings>, token: string): Promise<AuthUser> {
  const { verifier, env } = c.env.deps;
  let verified;
  try {
    verified = await verifier.verify(token);
  } catch (err) {
    throw new ApiError(401, 'unauthorized', describeTokenError(err));
  }
  return {
    ...verified,
    isStaff: verified.emailVerified && isStaffEmail(verified.email, env.STAFF_EMAIL_DOMAIN),
  };
}

/** 401 unless the request carries a valid Firebase ID token. */
export const requireUser = createMiddleware<AppBindings>(async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw new ApiError(401, 'unauthorized', 'Sign in to use this endpoint');
  c.set('user', await authenticate(c, token));
  await next();
});

/**
 * For endpoints anyone may use that remember who a signed-in caller is: no token is fine,
 * a bad one is a 401 (silently treating it as anonymous would lose the link to the user).
 */
export const optionalUser = createMiddleware<AppBindings>(async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  if (token) c.set('user', await authenticate(c, token));
  await next();
});

/** 403 unless the signed-in user has a verified e-mail at the staff domain. */
export const requireStaff = createMiddleware<AppBindings>(async (c, next) => {
  const user = c.get('user');
  if (!user?.isStaff) {
    throw new ApiError(
      403,
      'forbidden',
      user?.email && !user.emailVerified ? 'Verify your e-mail address to use staff endpoints' : 'Only staff can use this endpoint',
    );
  }
  await next();
});
