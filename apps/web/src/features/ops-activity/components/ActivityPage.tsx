import { NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AuditEvent } from '@soundbites/api-types';
import { AnchorLink } from '../../../components/AnchorLink';
import type { CsvColumn } from '../../../components/list-page/csv-export';
import type { ListColumn } from '../../../components/list-page/DataTable';
import { ListPage } from '../../../components/list-page/ListPage';
import { timeAgoColumn } from '../../../components/list-page/timeAgoColumn';
import { useSearchUpdater } from '../../../components/list-page/useSearchUpdater';
import { AuditChangeText, AuditEventAction } from '../../../components/AuditEventText';
import { changeLabel, changeValues, describeEvent } from '../../../lib/audit';
import { auditRecordName, describeAction } from '../../../lib/audit-activity';
import { useActivityList, useActivityPages } from '../api/activity-api';
import { ACTIVITY_RECORD_TYPES, activitySearch, type ActivitySearch } from '../search';

/** Changes listed per row before the rest are counted. */
const CHANGES_SHOWN = 3;

const columns: ListColumn<AuditEvent>[] = [
  timeAgoColumn<AuditEvent>('createdAt', 'When', (row) => row.createdAt, { exact: true }),
  {
    id: 'what',
    header: 'What',
    meta: { width: '34%' },
    enableSorting: false,
    cell: ({ row }) => {
      const event = row.original;
      const who = event.actorEmail ?? event.actorUid;
      return (
        // A record named by one long word (a URL, a test's title) wraps rather than widening the table past the page.
        <Text size="sm" miw={240} style={{ overflowWrap: 'anywhere' }}>
          {who && event.actorEmail ? (
            <AnchorLink to="/ops/activity" search={{ q: event.actorEmail }} fw={600} size="sm" c="inherit">
              {who}
            </AnchorLink>
          ) : (
            <Text span fw={600} size="sm">
              {who ?? 'Soundbites'}
            </Text>
          )}{' '}
          <AuditEventAction event={event} />
        </Text>
      );
    },
  },
  {
    id: 'changes',
    header: 'Changes',
    enableSorting: false,
    cell: ({ row }) => {
      const changes = describeEvent(row.original);
      return (
        <Stack gap={2} miw={260} maw={520}>
          {changes.slice(0, CHANGES_SHOWN).map((change) => (
            <AuditChangeText key={change.field} change={change} lineClamp={2} />
          ))}
          {changes.length > CHANGES_SHOWN ? (
            <Text size="xs" c="dimmed">
              {row.original.action.endsWith('.delete')
                ? `and ${changes.length - CHANGES_SHOWN} more of what was deleted`
                : `and ${changes.length - CHANGES_SHOWN} more on the record’s history`}
            </Text>
          ) : null}
        </Stack>
      );
    },
  },
];

const CSV_COLUMNS: CsvColumn<AuditEvent>[] = [
  { header: 'When', value: (row) => row.createdAt },
  { header: 'Who', value: (row) => row.actorEmail ?? row.actorUid ?? 'Soundbites' },
  { header: 'What', value: (row) => describeAction(row) },
  { header: 'Record type', value: (row) => row.recordType },
  { header: 'Record ID', value: (row) => row.recordId },
  { header: 'Record', value: (row) => auditRecordName(row) },
  { header: 'Still there', value: (row) => (row.recordExists ? 'yes' : 'no') },
  // Each change on a line of its own within the cell, as the Changes column shows them.
  {
    header: 'Changes',
    value: (row) =>
      describeEvent(row)
        .map((change) => `${changeLabel(change.field)}: ${changeValues(change)}`)
        .join('\n'),
  },
];

/** Every change staff and imports made, newest first: who did what to which record. */
export function ActivityPage({ search }: { search: ActivitySearch }) {
  const setSearch = useSearchUpdater();
  const query = useActivityList(search);
  const fetchPage = useActivityPages(search);
  return (
    <ListPage
      title="Activity"
      what="changes"
      search={search}
      defaultSort={activitySearch.defaultSort}
      filterNames={['recordType', 'from', 'to']}
      describeFilter={(name, value) =>
        name === 'q'
          ? `Search: “${String(value)}”`
          : name === 'from'
            ? `From ${dayInWords(String(value))}`
            : name === 'to'
              ? `To ${dayInWords(String(value))}`
              : `Records: ${ACTIVITY_RECORD_TYPES.find((type) => type.value === value)?.label ?? String(value)}`
      }
      setSearch={setSearch}
      query={query}
      columns={columns}
      getRowId={(row) => String(row.id)}
      rowLabel={(row) => `${describeAction(row)}: ${auditRecordName(row)}`}
      searchPlaceholder="Who (e-mail) or what (title, name)"
      minTableWidth={760}
      cardHeading="what"
      cardWide={['changes']}
      csvExport={{ fetchPage, columns: CSV_COLUMNS }}
      filters={
        <>
          <NativeSelect
            label="Records"
            value={search.recordType ?? ''}
            data={[{ value: '', label: 'Every record' }, ...ACTIVITY_RECORD_TYPES]}
            onChange={(event) => setSearch({ recordType: event.currentTarget.value || undefined, page: undefined })}
            w={170}
          />
          <PeriodFilter from={search.from} to={search.to} onChange={(period) => setSearch({ ...period, page: undefined })} />
        </>
      }
      empty={{
        title: 'Nothing has been changed yet',
        description: 'Every import, edit, publish and merge is listed here: who made it, when, and what changed.',
      }}
    />
  );
}

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** "2026-11-20" → "20 Nov 2026", in the reader's own words. */
function dayInWords(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return dayFormat.format(new Date(year, month - 1, date));
}

/**
 * From and To, as days: the browser's own date boxes, a calendar on every device and typed dates in
 * the reader's format. Each bounds the other's calendar; a day typed past the other end is held in
 * its box with the reason, and the list keeps its period until it is corrected.
 */
function PeriodFilter({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (period: { from?: string | undefined; to?: string | undefined }) => void;
}) {
  const [refused, setRefused] = useState<{ field: 'from' | 'to'; value: string } | null>(null);
  const change = (field: 'from' | 'to', value: string | undefined) => {
    const next = { from, to, [field]: value };
    // Days as the date box gives them (yyyy-mm-dd) compare as text.
    if (next.from && next.to && next.from > next.to) {
      setRefused({ field, value: value ?? '' });
      return;
    }
    setRefused(null);
    onChange({ [field]: value });
  };
  const day = (field: 'from' | 'to', value: string | undefined, bounds: { min?: string | undefined; max?: string | undefined }) => (
    <TextInput
      type="date"
      label={field === 'from' ? 'From' : 'To'}
      value={refused?.field === field ? refused.value : (value ?? '')}
      error={refused?.field === field ? (field === 'from' ? 'After the To day' : 'Before the From day') : undefined}
      {...bounds}
      onChange={(event) => change(field, event.currentTarget.value || undefined)}
      w={160}
    />
  );
  return (
    <>
      {day('from', from, { max: to })}
      {day('to', to, { min: from })}
    </>
  );
}
