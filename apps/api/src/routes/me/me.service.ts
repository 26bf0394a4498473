import { eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit.js';
import type { TokenVerifier } from '../../auth/verify.js';
import type { Db } from '../../db/client.js';
import { followedPodcasts, listenerProfiles, savedSoundbites } from '../../db/schema.js';
import type { AuthUser } from '../../lib/context.js';

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

/**
 * Removes everything kept about the user, then their identity-provider account,
 * inside one transaction: if the provider refuses, the data stays and the user can
 * try again, rather than being left with an account whose data is half gone.
 */
export async function deleteAccount(db: Db, verifier: TokenVerifier, user: AuthUser) {
  await db.transaction(async (tx) => {
    const saved = await tx.delete(savedSoundbites).where(eq(savedSoundbites.uid, user.uid)).returning();
    const follows = await tx.delete(followedPodcasts).where(eq(followedPodcasts.uid, user.uid)).returning();
    const profiles = await tx.delete(listenerProfiles).where(eq(listenerProfiles.uid, user.uid)).returning();
    // The record keeps counts only: the point of deleting is not to keep the data.
    await writeAudit(
      tx,
      { uid: user.uid, email: null },
      {
        action: 'account.delete',
        recordType: 'account',
        recordId: user.uid,
        before: { profiles: profiles.length, savedSoundbites: saved.length, followedPodcasts: follows.length },
      },
    );
    try {
      await verifier.deleteUser(user.uid);
    } catch (err) {
      // Already gone at the provider (a retried deletion) is what we wanted anyway.
      if ((err as { code?: string })?.code !== 'auth/user-not-found') throw err;
    }
  });
}
