import type { AuditEvent } from '@soundbites/api-types';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-context';
import { unwrap } from './api-errors';
import { entityKindLabel } from './entity-kinds';
import { counted } from './counted';
import { formatTime } from './time';

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

/** Values that read better in the console's words than as stored. */
const VALUE_WORDS: Record<string, (value: string) => string> = { kind: entityKindLabel };

function show(value: unknown, field?: string): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value.trim() === '' ? '(empty)' : (field && VALUE_WORDS[field]?.(value)) || value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // A list (a deleted record's links) by its length: its JSON would be a wall of ids.
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.length.toLocaleString();
  // An import's tally reads as what happened: "29 episodes created, 2 people created".
  if (typeof value === 'object' && isCounts(value)) {
    const happened = Object.entries(value).filter(([, count]) => count !== 0);
    return happened.length === 0
      ? 'nothing changed'
      : happened.map(([field, count]) => `${count.toLocaleString()} ${tallyInWords(field, count)}`).join(', ');
  }
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 119)}…` : json;
}

/**
 * A tally's field for its count: "peopleCreated" → "people created", or "person created" for one.
 * The noun is the word before the verb that ends the name.
 */
function tallyInWords(field: string, count: number): string {
  const words = fieldInWords(field).toLowerCase().split(' ');
  const noun = words.length - 2;
  if (count === 1 && noun >= 0) words[noun] = words[noun] === 'people' ? 'person' : words[noun]!.replace(/s$/, '');
  return words.join(' ');
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

/**
 * A range stored as a start and a length reads as the editor shows it: Start and End, in m:ss.s.
 * Moving the end would otherwise read as a change of "Length (s)" from 12.446 to 13.221.
 */
function asStartAndEnd(record: Record<string, unknown>): Record<string, unknown> {
  const { startSeconds, durationSeconds, ...rest } = record;
  if (typeof startSeconds !== 'number' || typeof durationSeconds !== 'number') return record;
  return { ...rest, start: formatTime(startSeconds), end: formatTime(Math.round((startSeconds + durationSeconds) * 1e6) / 1e6) };
}

/** Field names as people say them. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  startSeconds: 'Start (s)',
  durationSeconds: 'Length (s)',
  start: 'Start',
  end: 'End',
  status: 'Status',
  name: 'Name',
  kind: 'Kind',
  description: 'Description',
  imageUrl: 'Image',
  href: 'Web page',
  mergedIntoId: 'Merged into',
  mergedInto: 'Merged into',
  mergedIn: 'Merged in',
  linkedTo: 'Linked to',
  unlinkedFrom: 'Unlinked from',
  stats: 'Import',
};

/** How a changed field is named beside its values. */
export function changeLabel(field: string): string {
  return FIELD_LABELS[field] ?? fieldInWords(field);
}

/** A change's values: "Old → New", or "New" when there was nothing before. */
export const changeValues = (change: AuditChange) => (change.before === null ? change.after : `${change.before} → ${change.after}`);

/**
 * The fields an audit event changed, before → after; a creation lists what was set, leaving out
 * what was set to nothing, and a deletion what the record held (with nothing after to compare it with:
 * "Title: Salt", not "Title: Salt → —").
 */
export function describeChanges(before: unknown, after: unknown): AuditChange[] {
  if ((after === null || after === undefined) && before && typeof before === 'object') return describeChanges(null, before);
  const from = asStartAndEnd((before && typeof before === 'object' ? before : {}) as Record<string, unknown>);
  const to = asStartAndEnd((after && typeof after === 'object' ? after : {}) as Record<string, unknown>);
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((key) => !NOISE.has(key));
  return keys
    .map((key) => ({ field: key, before: key in from ? show(from[key], key) : null, after: show(to[key], key) }))
    .filter((change) => change.before !== change.after && !(change.before === null && change.after === '—'));
}

type Payload = Record<string, unknown>;
const payload = (value: unknown): Payload => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Payload) : {});
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
const shortId = (value: unknown) => (typeof value === 'string' ? `#${value.slice(0, 8)}` : undefined);

/**
 * A link as a link or unlink event recorded it: "“Launched” (podcast) as sponsor". Events written
 * before links carried their target's title name only its kind.
 */
function linkInWords(value: unknown): string {
  const link = payload(value);
  const target = payload(link.target);
  const type = text(target.type) ?? (link.podcastId ? 'podcast' : link.episodeId ? 'episode' : link.soundbiteId ? 'soundbite' : 'record');
  const title = text(target.title);
  const role = text(link.role);
  return `${title ? `“${title}” (${type})` : `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`}${role ? ` as ${role}` : ''}`;
}

/** A name an event recorded, or the start of the id of a record it only names by id. */
function namedRecord(value: unknown): string {
  const record = payload(value);
  return text(record.name) ?? shortId(record.id) ?? shortId(value) ?? 'another';
}

/**
 * Events whose payload is not a record's fields before and after: each says what happened in
 * words instead of listing ids and raw links.
 */
const EVENT_CHANGES: Record<string, (before: Payload, after: Payload) => AuditChange[]> = {
  'entity.link': (_before, after) => [{ field: 'linkedTo', before: null, after: linkInWords(after.link) }],
  'entity.unlink': (before) => [{ field: 'unlinkedFrom', before: null, after: linkInWords(before.link) }],
  'entity.merge': (_before, after) => {
    const moved = Array.isArray(after.movedLinkIds) ? after.movedLinkIds.length : 0;
    const dropped = Array.isArray(after.droppedDuplicateLinkIds) ? after.droppedDuplicateLinkIds.length : 0;
    const links = [counted(moved, 'link moved over', 'links moved over'), ...(dropped ? [`${dropped.toLocaleString()} already here`] : [])];
    return [{ field: 'mergedIn', before: null, after: `${namedRecord(after.mergedFrom)} (${links.join(', ')})` }];
  },
  'entity.merged_into': (_before, after) => [
    { field: 'mergedInto', before: null, after: after.mergedInto ? namedRecord(after.mergedInto) : (shortId(after.mergedIntoId) ?? '—') },
  ],
};

/** What an audit event changed, in words: the fields before → after, or a sentence for links and merges. */
export function describeEvent(event: Pick<AuditEvent, 'action' | 'before' | 'after'>): AuditChange[] {
  const special = EVENT_CHANGES[event.action];
  return special ? special(payload(event.before), payload(event.after)) : describeChanges(event.before, event.after);
}

/** Every audit event of one record, newest first (the API's order). */
export function useAuditHistory(recordType: string, recordId: string) {
  const api = useApiClient();
  return useQuery<AuditEvent[]>({
    queryKey: ['ops', 'audit', recordType, recordId],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/ops/audit', { params: { query: { recordType, recordId, pageSize: 100 } }, signal })).items,
  });
}
