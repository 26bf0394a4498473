import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit.js';
import type { TokenVerifier } from '../auth/verify.js';
import type { Db, Tx } from '../db/client.js';
import { followedPodcasts, listenerProfiles, pendingAccountDeletions, savedSoundbites, supportRequests } from '../db/schema.js';

/** What a deletion removed, by kind; the only thing kept about it (in the audit log). */
export interface RemovedCounts {
  profile: number;
  savedSoundbites: number;
  followedPodcasts: number;
  supportRequests: number;
}

export type DeletionOutcome = { identityAccount: 'deleted' } | { identityAccount: 'pending'; reason: string };

/** First retry after 30 s, doubling up to an hour: a provider outage is waited out, not hammered. */
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 60 * 60;

export function retryDelaySeconds(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(failedAttempts - 1, 0), MAX_RETRY_SECONDS);
}

/**
 * The audit log keeps that a deletion happened, not whose: the id is hashed, so the
 * log holds nothing that points back at the person unless they bring their own id.
 */
export function deletionRecordId(uid: string): string {
  return `sha256:${createHash('sha256').update(uid).digest('hex').slice(0, 32)}`;
}

/** Every row that belongs to the user, in every table that keeps listener data. */
async function purgeUserRows(tx: Tx, uid: string): Promise<RemovedCounts> {
  const saved = await tx.delete(savedSoundbites).where(eq(savedSoundbites.uid, uid)).returning({ uid: savedSoundbites.uid });
  const follows = await tx.delete(followedPodcasts).where(eq(followedPodcasts.uid, uid)).returning({ uid: followedPodcasts.uid });
  const support = await tx.delete(supportRequests).where(eq(supportRequests.uid, uid)).returning({ id: supportRequests.id });
  const profiles = await tx.delete(listenerProfiles).where(eq(listenerProfiles.uid, uid)).returning({ uid: listenerProfiles.uid });
  return {
    profile: profiles.length,
    savedSoundbites: saved.length,
    followedPodcasts: follows.length,
    supportRequests: support.length,
  };
}

function describeFailure(err: unknown): string {
  const code = (err as { code?: unknown })?.code;
  const message = err instanceof Error ? err.message : String(err);
  return (typeof code === 'string' ? `${code}: ${message}` : message).slice(0, 500);
}

/**
 * Deletes the identity-provider account. On success the user's rows are purged once more
 * (a still-valid token may have written some since) together with the pending mark; on
 * failure the mark records the error and when to try again.
 */
export async function attemptIdentityDeletion(db: Db, verifier: TokenVerifier, uid: string, now = new Date()): Promise<DeletionOutcome> {
  try {
    await verifier.deleteUser(uid);
  } catch (err) {
    // Already gone at the provider (an earlier attempt got through) is the goal reached.
    if ((err as { code?: unknown })?.code !== 'auth/user-not-found') {
      const reason = describeFailure(err);
      const [row] = await db
        .update(pendingAccountDeletions)
        .set({ attempts: sql`${pendingAccountDeletions.attempts} + 1`, lastError: reason })
        .where(eq(pendingAccountDeletions.uid, uid))
        .returning({ attempts: pendingAccountDeletions.attempts });
      const delay = retryDelaySeconds(row?.attempts ?? 1);
      await db
        .update(pendingAccountDeletions)
        .set({ nextAttemptAt: new Date(now.getTime() + delay * 1000) })
        .where(eq(pendingAccountDeletions.uid, uid));
      return { identityAccount: 'pending', reason };
    }
  }
  await db.transaction(async (tx) => {
    await purgeUserRows(tx, uid);
    await tx.delete(pendingAccountDeletions).where(eq(pendingAccountDeletions.uid, uid));
  });
  return { identityAccount: 'deleted' };
}

/**
 * Deletes the account: first every row of the user and a pending mark, in one transaction,
 * then the identity-provider account. If the provider fails, the mark stays and
 * `retryPendingDeletions` keeps trying until it succeeds: never left half-done silently.
 */
export async function deleteAccount(db: Db, verifier: TokenVerifier, uid: string) {
  const removed = await db.transaction(async (tx) => {
    const counts = await purgeUserRows(tx, uid);
    await tx.insert(pendingAccountDeletions).values({ uid }).onConflictDoNothing();
    await writeAudit(
      tx,
      { uid: null, email: null },
      { action: 'account.delete', recordType: 'account', recordId: deletionRecordId(uid), before: counts },
    );
    return counts;
  });
  return { removed, ...(await attemptIdentityDeletion(db, verifier, uid)) };
}

const RETRY_BATCH = 20;
/** A claimed deletion is not picked again by another process for this long. */
const CLAIM_SECONDS = 120;

/**
 * One pass over the deletions whose identity step is due. Rows are claimed with
 * FOR UPDATE SKIP LOCKED and pushed forward, so several API processes share the work
 * without doing one twice.
 */
export async function retryPendingDeletions(db: Db, verifier: TokenVerifier, now = new Date()) {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ uid: pendingAccountDeletions.uid })
      .from(pendingAccountDeletions)
      .where(sql`${pendingAccountDeletions.nextAttemptAt} <= ${now}`)
      .orderBy(pendingAccountDeletions.nextAttemptAt)
      .limit(RETRY_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const uids = due.map((row) => row.uid);
    await tx
      .update(pendingAccountDeletions)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_SECONDS * 1000) })
      .where(inArray(pendingAccountDeletions.uid, uids));
    return uids;
  });
  let completed = 0;
  for (const uid of claimed) {
    const outcome = await attemptIdentityDeletion(db, verifier, uid, now);
    if (outcome.identityAccount === 'deleted') completed += 1;
  }
  return { attempted: claimed.length, completed };
}

export interface DeletionRetrier {
  stop(): Promise<void>;
}

/** Retries pending identity deletions every `intervalMs` until stopped. */
export function startDeletionRetries(db: Db, verifier: TokenVerifier, intervalMs = 30_000): DeletionRetrier {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = retryPendingDeletions(db, verifier).catch((err) => console.error('Retrying account deletions failed:', err));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
