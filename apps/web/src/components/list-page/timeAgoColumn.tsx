import { Text } from '@mantine/core';
import { dateTime, timeAgo } from '../../lib/dates';
import type { ListColumn } from './DataTable';

/**
 * A sortable "when" column (the API sorts by `id`): how long ago, with the full date and time on
 * hover, or `never` when the record has no such moment yet.
 */
export function timeAgoColumn<T extends object>(id: string, header: string, when: (row: T) => string | null): ListColumn<T> {
  return {
    id,
    accessorFn: when,
    header,
    sortDescFirst: true,
    cell: ({ row }) => {
      const iso = when(row.original);
      return (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} title={iso ? dateTime(iso) : undefined}>
          {iso ? timeAgo(iso) : 'never'}
        </Text>
      );
    },
  };
}
