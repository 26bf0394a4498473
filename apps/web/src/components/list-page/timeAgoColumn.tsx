import { Stack, Text } from '@mantine/core';
import { dateTime, timeAgo } from '../../lib/dates';
import type { ListColumn } from './DataTable';

/**
 * A sortable "when" column (the API sorts by `id`): how long ago, with the full date and time on
 * hover, or `never` when the record has no such moment yet. With `exact` (a log, where the moment
 * itself matters), the full date and time show under it too, for the keyboard and touch alike.
 */
export function timeAgoColumn<T extends object>(
  id: string,
  header: string,
  when: (row: T) => string | null,
  { exact = false }: { exact?: boolean } = {},
): ListColumn<T> {
  return {
    id,
    accessorFn: when,
    header,
    sortDescFirst: true,
    cell: ({ row }) => {
      const iso = when(row.original);
      if (!iso)
        return (
          <Text size="sm" c="dimmed">
            never
          </Text>
        );
      return (
        <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
          <Text size="sm" c="dimmed" component="time" dateTime={iso} title={exact ? undefined : dateTime(iso)}>
            {timeAgo(iso)}
          </Text>
          {exact ? (
            <Text size="xs" c="dimmed">
              {dateTime(iso)}
            </Text>
          ) : null}
        </Stack>
      );
    },
  };
}
