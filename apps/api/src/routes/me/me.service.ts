import { sql } from 'drizzle-orm';
import { deleteAccount as deleteAccountAndIdentity } from '../../accounts/deletion.js';
import type { TokenVerifier } from '../../auth/verify.js';
import type { Db } from '../../db/client.js';
import { listenerProfiles } from '../../db/schema.js';
import type { AuthUser } from '../../lib/context.js';
import { ApiError } from '../../lib/errors.js';

export async function touchProfile(db: Db, user: AuthUser) {
  const now = new Date();
  const [profile] = await db
    .insert(listenerProfiles)
    .values({ uid: user.uid, email: user.email, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: listenerProfiles.uid,
      set: { email: user.email, lastSeenAt: sql`greatest(${listenerProfiles.lastSeenAt}, excluded.last_seen_at)` },
    })
    .returning();
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    isStaff: user.isStaff,
    firstSeenAt: profile!.firstSeenAt.toISOString(),
    lastSeenAt: profile!.lastSeenAt.toISOString(),
  };
}

/** Deleting an account needs a sign-in this recent, so an unattended session cannot do it. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

export function signedInRecently(user: AuthUser, now = Date.now()): boolean {
  return now / 1000 - user.authTime <= RECENT_SIGN_IN_SECONDS;
}

/** Deletes the account if the user signed in recently; otherwise asks them to sign in again. */
export async function deleteAccount(db: Db, verifier: TokenVerifier, user: AuthUser) {
  if (!signedInRecently(user)) {
    throw new ApiError(401, 'requires_recent_login', 'Sign in again to confirm it is you, then delete your account.');
  }
  const { removed, identityAccount } = await deleteAccountAndIdentity(db, verifier, user.uid);
  return { identityAccount, removed };
}
