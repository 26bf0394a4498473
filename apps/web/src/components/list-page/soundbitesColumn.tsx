import type { episodeSoundbitesLink, podcastSoundbitesLink } from '../../lib/ops-links';
import { AnchorLink } from '../AnchorLink';
import type { ListColumn } from './DataTable';

type SoundbitesLink = ReturnType<typeof episodeSoundbitesLink> | ReturnType<typeof podcastSoundbitesLink>;

/**
 * The "Soundbites" count column of a list of records that own soundbites: the count links to them.
 * With `sortField`, the list sorts by it (the API's name for the count).
 */
export function soundbitesColumn<T extends { id: string; title: string; soundbiteCount: number }>(
  linkOf: (id: string) => SoundbitesLink,
  { sortField }: { sortField?: string } = {},
): ListColumn<T> {
  return {
    id: sortField ?? 'soundbites',
    // An accessor is what makes a column sortable; the API does the sorting.
    accessorFn: (row) => row.soundbiteCount,
    header: 'Soundbites',
    enableSorting: sortField !== undefined,
    cell: ({ row }) => (
      <AnchorLink {...linkOf(row.original.id)} size="sm" aria-label={`${row.original.soundbiteCount} soundbites of ${row.original.title}`}>
        {row.original.soundbiteCount.toLocaleString()}
      </AnchorLink>
    ),
  };
}
