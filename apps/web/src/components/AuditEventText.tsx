import { Text } from '@mantine/core';
import type { AuditEvent } from '@soundbites/api-types';
import { changeLabel, changeValues, type AuditChange } from '../lib/audit';
import { auditRecordName, describeAction } from '../lib/audit-activity';
import { auditRecordLink } from '../lib/ops-links';
import { AnchorLink } from './AnchorLink';

/** One changed field of an audit event: "Title: Old → New", or "Title: New" for a creation. */
export function AuditChangeText({ change, lineClamp }: { change: AuditChange; lineClamp?: number }) {
  return (
    <Text size="xs" lineClamp={lineClamp} style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed" size="xs">
        {changeLabel(change.field)}:
      </Text>{' '}
      {changeValues(change)}
    </Text>
  );
}

/** What an audit event did and to which record, with a link to the record's page: "published a soundbite: Salt in the ropes". */
export function AuditEventAction({ event }: { event: AuditEvent }) {
  const link = auditRecordLink(event);
  return (
    <>
      {describeAction(event)}:{' '}
      {link ? (
        <AnchorLink {...link} size="sm">
          {auditRecordName(event)}
        </AnchorLink>
      ) : (
        auditRecordName(event)
      )}
    </>
  );
}
