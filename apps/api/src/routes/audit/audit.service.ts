import { and, count, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { auditEventColumns } from '../../audit/audit.js';
import type { Db } from '../../db/client.js';
import { auditEvents, entities, episodes, podcasts, soundbites } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { likePattern, orderBy, pageWindow } from '../../lib/pagination.js';
import { toAuditEvent } from '../../lib/schemas.js';

export interface AuditQuery {
  page: number;
  pageSize: number;
  sort: 'createdAt' | '-createdAt';
  q?: string | undefined;
  recordType?: string | undefined;
  recordId?: string | undefined;
  actorUid?: string | undefined;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * Changes made by someone whose e-mail contains the words, or to a record whose title or name does:
 * as it is now, or as the change itself recorded it (a record deleted since, an old title).
 */
function whoOrWhatMatches(pattern: string): SQL | undefined {
  const named = (type: string, ids: SQL) => and(eq(auditEvents.recordType, type), sql`${auditEvents.recordId} in (${ids})`);
  return or(
    ilike(auditEvents.actorEmail, pattern),
    sql`${auditEvents.after}->>'title' ilike ${pattern}`,
    sql`${auditEvents.before}->>'title' ilike ${pattern}`,
    sql`${auditEvents.after}->>'name' ilike ${pattern}`,
    sql`${auditEvents.before}->>'name' ilike ${pattern}`,
    named('podcast', sql`select ${podcasts.id}::text from ${podcasts} where ${podcasts.title} ilike ${pattern}`),
    named('episode', sql`select ${episodes.id}::text from ${episodes} where ${episodes.title} ilike ${pattern}`),
    named('soundbite', sql`select ${soundbites.id} from ${soundbites} where ${soundbites.title} ilike ${pattern}`),
    named('entity', sql`select ${entities.id}::text from ${entities} where ${entities.name} ilike ${pattern}`),
  );
}

export async function listAuditEvents(db: Db, query: AuditQuery) {
  const from = query.from ? new Date(query.from) : undefined;
  const to = query.to ? new Date(query.to) : undefined;
  if (from && to && from >= to) {
    throw badRequest('The period ends before it starts', [{ field: 'to', message: 'Must be after from' }]);
  }
  const where = and(
    from ? gte(auditEvents.createdAt, from) : undefined,
    to ? lt(auditEvents.createdAt, to) : undefined,
    query.recordType ? eq(auditEvents.recordType, query.recordType) : undefined,
    query.recordId ? eq(auditEvents.recordId, query.recordId) : undefined,
    query.actorUid ? eq(auditEvents.actorUid, query.actorUid) : undefined,
    query.q ? whoOrWhatMatches(likePattern(query.q)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(auditEventColumns)
      .from(auditEvents)
      .where(where)
      // Events of one transaction share created_at; the id keeps their order.
      .orderBy(...orderBy(query.sort, { createdAt: auditEvents.createdAt }, auditEvents.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return { items: rows.map(toAuditEvent), total: totalRow?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
