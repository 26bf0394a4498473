import { getTableColumns, sql } from 'drizzle-orm';
import { auditEvents, entities, episodes, podcasts, soundbites } from '../db/schema.js';
import type { Tx, Db } from '../db/client.js';

export interface Actor {
  uid: string | null;
  email: string | null;
}

/** The scheduler and the demo seed act on their own behalf. */
export const SYSTEM_ACTOR: Actor = { uid: null, email: 'system' };

export interface AuditEntry {
  action: string;
  recordType: 'podcast' | 'episode' | 'soundbite' | 'entity' | 'transcript' | 'support_request' | 'account';
  recordId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes audit events. Call it with the transaction that makes the change so the
 * change and its record commit or roll back together.
 */
export async function writeAudit(tx: Tx | Db, actor: Actor, entries: AuditEntry | AuditEntry[]) {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await tx.insert(auditEvents).values(
    list.map((e) => ({
      actorUid: actor.uid,
      actorEmail: actor.email,
      action: e.action,
      recordType: e.recordType,
      recordId: e.recordId,
      before: toJson(e.before),
      after: toJson(e.after),
    })),
  );
}

/** Dates and other non-JSON values become their JSON form so jsonb stores what the API shows. */
function toJson(value: unknown) {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}

/**
 * An audit event's columns as the API answers them: the row, and whether its record is still there.
 * The events of a deleted podcast, and of its episodes and soundbites, then name their record without
 * linking to a page that is gone. Records without a page of their own count as there. Each id is matched in its table's type, so the primary keys serve.
 */
export const auditEventColumns = {
  ...getTableColumns(auditEvents),
  recordExists: sql<boolean>`case ${auditEvents.recordType}
    when 'podcast' then exists (select 1 from ${podcasts} where ${podcasts.id} = ${auditEvents.recordId}::uuid)
    when 'episode' then exists (select 1 from ${episodes} where ${episodes.id} = ${auditEvents.recordId}::uuid)
    when 'soundbite' then exists (select 1 from ${soundbites} where ${soundbites.id} = ${auditEvents.recordId})
    when 'entity' then exists (select 1 from ${entities} where ${entities.id} = ${auditEvents.recordId}::uuid)
    else true end`.as('record_exists'),
};
