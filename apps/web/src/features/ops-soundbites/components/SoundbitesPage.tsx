import { AnchorLink } from '../../../components/AnchorLink';
import { Button, NativeSelect, Text } from '@mantine/core';
import { soundbiteDisplayTitle } from '@soundbites/config';
import type { SoundbiteListItem } from '@soundbites/api-types';
import { Link } from '@tanstack/react-router';
import type { CsvColumn } from '../../../components/list-page/csv-export';
import { ListPage } from '../../../components/list-page/ListPage';
import { timeAgoColumn } from '../../../components/list-page/timeAgoColumn';
import type { ListColumn } from '../../../components/list-page/DataTable';
import { useSearchUpdater } from '../../../components/list-page/useSearchUpdater';
import { EpisodeFilter, PodcastFilter } from '../../../components/ops/RecordFilters';
import { useEpisodeChoice, usePodcastChip } from '../../../lib/ops-options';
import { StatusBadge } from '../../../components/ops/StatusBadge';
import { formatRange } from '../../../components/player/range';
import { episodeSoundbitesLink, podcastSoundbitesLink, soundbiteLink } from '../../../lib/ops-links';
import { useSoundbitePages, useSoundbitesList } from '../api/soundbites-api';
import { distinctRowLabels } from '../../../components/list-page/row-labels';
import { SOUNDBITE_SOURCES, SOUNDBITE_STATUSES, soundbitesSearch, type SoundbitesSearch } from '../search';
import { NewSoundbite } from './NewSoundbite';
import { BulkStatusActions } from './BulkStatusActions';

/** The filters' choices as sentences; their values are the API's. */
const STATUS_LABELS: Record<(typeof SOUNDBITE_STATUSES)[number], string> = { draft: 'Draft', published: 'Published', hidden: 'Hidden' };
/** Where a soundbite came from, as its page's badge says it. */
const SOURCE_LABELS: Record<(typeof SOUNDBITE_SOURCES)[number], string> = { feed: 'From the feed', staff: 'By staff' };

const titleOf = (row: SoundbiteListItem) => soundbiteDisplayTitle(row.title, row.episodeTitle);

const columns: ListColumn<SoundbiteListItem>[] = [
  {
    id: 'title',
    accessorKey: 'title',
    header: 'Title',
    meta: { width: '30%' },
    cell: ({ row }) => (
      <AnchorLink
        {...soundbiteLink(row.original.id)}
        fw={500}
        fs={row.original.title.trim() ? undefined : 'italic'}
        miw={180}
        display="block"
        // A title of one long word wraps rather than pushing Status and the rest out of sight.
        style={{ overflowWrap: 'anywhere' }}
      >
        {titleOf(row.original)}
      </AnchorLink>
    ),
  },
  {
    id: 'episode',
    header: 'Episode',
    meta: { width: '18%' },
    enableSorting: false,
    cell: ({ row }) => (
      <AnchorLink {...episodeSoundbitesLink(row.original.episodeId)} size="sm" c="dimmed" lineClamp={2}>
        {row.original.episodeTitle}
      </AnchorLink>
    ),
  },
  {
    id: 'podcast',
    header: 'Podcast',
    meta: { width: '18%' },
    enableSorting: false,
    cell: ({ row }) => (
      <AnchorLink {...podcastSoundbitesLink(row.original.podcastId)} size="sm" c="dimmed" lineClamp={2}>
        {row.original.podcastTitle}
      </AnchorLink>
    ),
  },
  {
    id: 'startSeconds',
    accessorKey: 'startSeconds',
    header: 'Range',
    // Earliest moment first, as an episode plays (a number column would otherwise start with the latest).
    sortDescFirst: false,
    cell: ({ row }) => (
      <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {formatRange({ startSeconds: row.original.startSeconds, endSeconds: row.original.startSeconds + row.original.durationSeconds })}
      </Text>
    ),
  },
  { id: 'status', accessorKey: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  { id: 'source', header: 'Source', enableSorting: false, cell: ({ row }) => <Text size="sm">{row.original.source}</Text> },
  timeAgoColumn<SoundbiteListItem>('createdAt', 'Added', (row) => row.createdAt),
];

const FILTER_NAMES = ['status', 'source', 'podcastId', 'episodeId'] as const;

const CSV_COLUMNS: CsvColumn<SoundbiteListItem>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Title', value: (row) => row.title },
  { header: 'Podcast', value: (row) => row.podcastTitle },
  { header: 'Episode', value: (row) => row.episodeTitle },
  { header: 'Start (s)', value: (row) => row.startSeconds },
  { header: 'End (s)', value: (row) => Math.round((row.startSeconds + row.durationSeconds) * 1000) / 1000 },
  { header: 'Length (s)', value: (row) => row.durationSeconds },
  { header: 'Status', value: (row) => row.status },
  { header: 'Source', value: (row) => row.source },
  { header: 'Added', value: (row) => row.createdAt },
  { header: 'Updated', value: (row) => row.updatedAt },
  // Only a published soundbite has a page the public can open.
  {
    header: 'Share link',
    value: (row) => (row.status === 'published' ? new URL(`/share?soundbite=${row.id}`, window.location.origin).href : ''),
  },
];

export function SoundbitesPage({ search }: { search: SoundbitesSearch }) {
  const setSearch = useSearchUpdater();
  const query = useSoundbitesList(search);
  const fetchPage = useSoundbitePages(search);
  const narrow = (patch: Partial<SoundbitesSearch>) => setSearch({ ...patch, page: undefined });
  // The chosen episode's title and podcast, for its chip and for the Podcast filter when only the episode is in the URL.
  const episode = useEpisodeChoice(search.episodeId);
  const podcastChip = usePodcastChip();
  const podcastId = search.podcastId ?? episode.data?.podcast.id;
  const describe = (name: string, value: unknown) =>
    ({ q: `Search: “${String(value)}”`, status: `Status: ${String(value)}`, source: `Source: ${String(value)}` })[name] ??
    (name === 'podcastId' ? podcastChip(value) : `Episode: ${episode.data?.label ?? 'one episode'}`);

  return (
    <ListPage
      title="Soundbites"
      what="soundbites"
      search={search}
      defaultSort={soundbitesSearch.defaultSort}
      filterNames={FILTER_NAMES}
      describeFilter={describe}
      setSearch={setSearch}
      query={query}
      columns={columns}
      getRowId={(row) => row.id}
      rowLabel={distinctRowLabels(query.data?.items ?? [], titleOf, (row) =>
        formatRange({ startSeconds: row.startSeconds, endSeconds: row.startSeconds + row.durationSeconds }),
      )}
      searchPlaceholder="Title, episode or id"
      minTableWidth={980}
      csvExport={{ fetchPage, columns: CSV_COLUMNS }}
      actions={<NewSoundbite episodeId={search.episodeId} />}
      filters={
        <>
          <NativeSelect
            label="Status"
            value={search.status ?? ''}
            data={[
              { value: '', label: 'Any status' },
              ...SOUNDBITE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
            ]}
            onChange={(event) => narrow({ status: (event.currentTarget.value || undefined) as SoundbitesSearch['status'] })}
            w={140}
          />
          <NativeSelect
            label="Source"
            value={search.source ?? ''}
            data={[
              { value: '', label: 'Any source' },
              ...SOUNDBITE_SOURCES.map((source) => ({ value: source, label: SOURCE_LABELS[source] })),
            ]}
            onChange={(event) => narrow({ source: (event.currentTarget.value || undefined) as SoundbitesSearch['source'] })}
            w={130}
          />
          <PodcastFilter value={podcastId} onChange={(podcastId) => narrow({ podcastId, episodeId: undefined })} />
          <EpisodeFilter podcastId={podcastId} value={search.episodeId} onChange={(episodeId) => narrow({ episodeId })} />
        </>
      }
      empty={{
        title: 'No soundbites yet',
        description: 'Soundbites arrive with the feeds you import, or staff cut them from an episode.',
        action: (
          <Button component={Link} to="/ops">
            Add a podcast
          </Button>
        ),
      }}
      bulkActions={(selection, clear) => <BulkStatusActions selection={selection} search={search} onDone={clear} />}
    />
  );
}
