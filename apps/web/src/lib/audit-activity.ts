import type { AuditEvent } from '@soundbites/api-types';
import { formatClock } from '@soundbites/config';
import { describeChanges } from './audit';

/** The verb of an audit action ("soundbite.publish" → "publish") in the past tense. */
const PAST_TENSE: Record<string, string> = {
  publish: 'published',
  hide: 'hid',
  hidden: 'hid',
  update: 'edited',
  create: 'created',
  created: 'added',
  imported: 're-imported',
  pause: 'paused',
  resume: 'resumed',
  move: 'moved',
  merge: 'merged',
  merged_into: 'merged away',
  link: 'linked',
  unlink: 'unlinked',
  seed: 'seeded',
  delete: 'deleted',
};

/** Actions whose record is not simply the thing acted on: said whole, so no one reads a merge backwards. */
const WHOLE_PHRASES: Record<string, string> = {
  'entity.merge': 'merged a duplicate into a person or topic',
  'entity.merged_into': 'merged away a duplicate person or topic',
  'account.delete': 'deleted a listener’s account, as its owner asked',
};

/** A bulk change of status, by the status it set: said as a single change of it is. */
const BULK_STATUS_PAST_TENSE: Record<string, string> = { published: 'published', hidden: 'hid', draft: 'unpublished' };

/** Records as the console names them elsewhere. */
const RECORD_NOUNS: Record<string, string> = { entity: 'a person or topic', account: 'an account', episode: 'an episode' };

/** An audit action's verb in the past tense: "soundbite.publish" → "published"; unknown verbs read as they are. */
export function pastTense(action: string): string {
  const [, verb = action] = action.split('.');
  return PAST_TENSE[verb] ?? verb.replaceAll('_', ' ');
}

/** An edit whose only change (as History lists changes) was the status: the status it set. */
function statusSetAlone(before: unknown, after: unknown): unknown {
  const changes = describeChanges(before, after);
  return changes.length === 1 && changes[0]!.field === 'status' ? (after as { status?: unknown } | null)?.status : undefined;
}

/**
 * "soundbite.publish" → "published a soundbite"; unknown actions read as they are. An edit that only
 * published (or hid) reads as the list's Publish does, wherever it was pressed.
 */
export function describeAction(event: Pick<AuditEvent, 'action' | 'recordType' | 'after'> & Partial<Pick<AuditEvent, 'before'>>): string {
  const whole = WHOLE_PHRASES[event.action];
  if (whole) return whole;
  const [, verb = event.action] = event.action.split('.');
  const bulkStatus =
    verb === 'bulk_status'
      ? (event.after as { status?: unknown } | null)?.status
      : verb === 'update'
        ? statusSetAlone(event.before, event.after)
        : undefined;
  const done = (typeof bulkStatus === 'string' ? BULK_STATUS_PAST_TENSE[bulkStatus] : undefined) ?? PAST_TENSE[verb];
  return `${done ?? verb.replaceAll('_', ' ')} ${RECORD_NOUNS[event.recordType] ?? `a ${event.recordType}`}`;
}

/** What an event's record is called, as the event saw it: its title or name, else a short id. */
export function auditRecordName(event: Pick<AuditEvent, 'recordType' | 'recordId' | 'after' | 'before'>): string {
  const seen = (event.after ?? event.before) as {
    title?: unknown;
    name?: unknown;
    startSeconds?: unknown;
    durationSeconds?: unknown;
  } | null;
  const name = seen && typeof seen === 'object' ? (seen.title ?? seen.name) : undefined;
  if (typeof name === 'string' && name.trim()) return name;
  if (event.recordType === 'soundbite') {
    // Its range tells one untitled soundbite from the next (a feed's often come without titles).
    const start = seen?.startSeconds;
    const length = seen?.durationSeconds;
    return typeof start === 'number' && typeof length === 'number'
      ? `an untitled soundbite (${formatClock(start)}–${formatClock(start + length)})`
      : 'an untitled soundbite';
  }
  // A deleted account is recorded by a hash of its id alone: nothing of it is left to name.
  if (event.recordType === 'account') return 'everything of it removed';
  return `#${event.recordId.slice(0, 8)}`;
}
