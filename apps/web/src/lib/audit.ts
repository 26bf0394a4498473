import type { AuditEvent } from '@soundbites/api-types';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { unwrap } from './api-errors';

/** Bookkeeping fields every change touches; listing them would bury the real change. */
const NOISE = new Set(['updatedAt', 'createdAt', 'id', 'episodeId', 'createdBy']);

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

function show(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 119)}…` : json;
}

/** A field with no label of its own, in words: "source" → "Source", "feedUrl" → "Feed URL". */
export function fieldInWords(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase()
    .split(' ')
    .filter(Boolean)
    .map((word) => (word === 'url' || word === 'id' ? word.toUpperCase() : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The fields an audit event changed, before → after; a creation lists what was set. */
export function describeChanges(before: unknown, after: unknown): AuditChange[] {
  const from = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const to = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((key) => !NOISE.has(key));
  return keys
    .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .map((key) => ({ field: key, before: show(from[key]), after: show(to[key]) }));
}

/** Every audit event of one record, newest first (the API's order). */
export function useAuditHistory(recordType: string, recordId: string) {
  return useQuery<AuditEvent[]>({
    queryKey: ['ops', 'audit', recordType, recordId],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/ops/audit', { params: { query: { recordType, recordId, pageSize: 100 } }, signal })).items,
  });
}
