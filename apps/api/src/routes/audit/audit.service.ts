import { and, count, eq, gte, ilike, lt } from 'drizzle-orm';
import { auditEventColumns } from '../../audit/audit.js';
import type { Db } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';
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
    query.q ? ilike(auditEvents.actorEmail, likePattern(query.q)) : undefined,
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
