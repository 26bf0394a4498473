import type { AuditEvent } from '@soundbites/api-types';

/** "soundbite.publish" → "published a soundbite"; unknown actions read as they are. */
export function describeAction(event: Pick<AuditEvent, 'action' | 'recordType' | 'after'>): string {
  const [, verb = event.action] = event.action.split('.');
  const past: Record<string, string> = {
    publish: 'published',
    hide: 'hid',
    hidden: 'hid',
    update: 'edited',
    create: 'created',
    created: 'added',
    imported: 're-imported',
    pause: 'paused',
    resume: 'resumed',
    merge: 'merged',
    seed: 'seeded',
  };
  // A bulk change of status says which status, as a single one does.
  const bulkStatus = verb === 'bulk_status' ? (event.after as { status?: unknown } | null)?.status : undefined;
  const done =
    bulkStatus === 'published' ? 'published' : bulkStatus === 'hidden' ? 'hid' : bulkStatus === 'draft' ? 'unpublished' : past[verb];
  return `${done ?? verb.replaceAll('_', ' ')} ${event.recordType === 'entity' ? 'an entity' : `a ${event.recordType}`}`;
}
