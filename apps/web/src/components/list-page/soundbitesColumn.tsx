import type { episodeSoundbitesLink, podcastSoundbitesLink } from '../../lib/ops-links';
import { AnchorLink } from '../AnchorLink';
import type { ListColumn } from './DataTable';

type SoundbitesLink = ReturnType<typeof episodeSoundbitesLink> | ReturnType<typeof podcastSoundbitesLink>;

/** The "Soundbites" count column of a list of records that own soundbites: the count links to them. */
export function soundbitesColumn<T extends { id: string; title: string; soundbiteCount: number }>(
  linkOf: (id: string) => SoundbitesLink,
): ListColumn<T> {
  return {
    id: 'soundbites',
    header: 'Soundbites',
    enableSorting: false,
    cell: ({ row }) => (
      <AnchorLink {...linkOf(row.original.id)} size="sm" aria-label={`${row.original.soundbiteCount} soundbites of ${row.original.title}`}>
        {row.original.soundbiteCount.toLocaleString()}
      </AnchorLink>
    ),
  };
}
