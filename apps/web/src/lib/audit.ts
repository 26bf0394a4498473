import type { AuditEvent } from '@soundbites/api-types';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { unwrap } from './api-errors';

/** Bookkeeping fields every change touches; listing them would bury the real change. */
const NOISE = new Set(['updatedAt', 'createdAt', 'id', 'episodeId', 'createdBy']);

export interface AuditChange {
  field: string;
  /**
   * Null when there is nothing to compare with: the record did not exist before (a creation), or
   * the event brings a field the record had not (an import's tally, the reason for a hide).
   */
  before: string | null;
  after: string;
}

const isCounts = (value: object): value is Record<string, number> =>
  !Array.isArray(value) && Object.values(value).length > 0 && Object.values(value).every((count) => typeof count === 'number');

function show(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // An import's tally reads as what happened: "29 episodes created, 2 people created".
  if (typeof value === 'object' && isCounts(value)) {
    const happened = Object.entries(value).filter(([, count]) => count !== 0);
    return happened.length === 0
      ? 'nothing changed'
      : happened.map(([field, count]) => `${count.toLocaleString()} ${fieldInWords(field).toLowerCase()}`).join(', ');
  }
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

/** Field names as people say them. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  startSeconds: 'Start (s)',
  durationSeconds: 'Length (s)',
  status: 'Status',
  name: 'Name',
  kind: 'Kind',
  description: 'Description',
  imageUrl: 'Image',
  href: 'Link',
  mergedIntoId: 'Merged into',
  stats: 'Import',
};

/** How a changed field is named beside its values. */
export function changeLabel(field: string): string {
  return FIELD_LABELS[field] ?? fieldInWords(field);
}

/**
 * The fields an audit event changed, before → after; a creation lists what was set, leaving out
 * what was set to nothing.
 */
export function describeChanges(before: unknown, after: unknown): AuditChange[] {
  const from = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const to = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((key) => !NOISE.has(key));
  return keys
    .map((key) => ({ field: key, before: key in from ? show(from[key]) : null, after: show(to[key]) }))
    .filter((change) => change.before !== change.after && !(change.before === null && change.after === '—'));
}

/** Every audit event of one record, newest first (the API's order). */
export function useAuditHistory(recordType: string, recordId: string) {
  return useQuery<AuditEvent[]>({
    queryKey: ['ops', 'audit', recordType, recordId],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/ops/audit', { params: { query: { recordType, recordId, pageSize: 100 } }, signal })).items,
  });
}
