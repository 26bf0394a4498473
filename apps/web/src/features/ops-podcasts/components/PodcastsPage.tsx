import { AnchorLink } from '../../../components/AnchorLink';
import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { PodcastListItem } from '@soundbites/api-types';
import type { ComponentType } from 'react';
import type { ListColumn } from '../../../components/list-page/DataTable';
import type { CsvColumn } from '../../../components/list-page/csv-export';
import { ListPage } from '../../../components/list-page/ListPage';
import { timeAgoColumn } from '../../../components/list-page/timeAgoColumn';
import { soundbitesColumn } from '../../../components/list-page/soundbitesColumn';
import { useSearchUpdater } from '../../../components/list-page/useSearchUpdater';
import { PodcastArt } from '../../../components/PodcastArt';
import { StatusBadge } from '../../../components/ops/StatusBadge';
import { ERROR_TEXT } from '../../../lib/colors';
import { feedAddress } from '../../../lib/feed-url';
import { podcastEpisodesLink, podcastLink, podcastSoundbitesLink } from '../../../lib/ops-links';
import { usePodcastPages, usePodcastsList } from '../api/podcasts-api';
import { PODCAST_STATUSES, podcastsSearch, type PodcastsSearch } from '../search';
import { PodcastActions } from './PodcastActions';

/** The filter's choices as sentences; their values are the API's. */
const STATUS_LABELS: Record<(typeof PODCAST_STATUSES)[number], string> = { active: 'Active', paused: 'Paused', failing: 'Failing' };

const columns: ListColumn<PodcastListItem>[] = [
  {
    id: 'title',
    accessorKey: 'title',
    header: 'Podcast',
    meta: { width: '34%' },
    cell: ({ row }) => (
      <Group gap="sm" wrap="nowrap" miw={220}>
        <PodcastArt imageUrl={row.original.imageUrl} podcastTitle={row.original.title} size={36} />
        <Stack gap={0}>
          <AnchorLink {...podcastLink(row.original.id)} fw={500}>
            {row.original.title}
          </AnchorLink>
          {row.original.author ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {row.original.author}
            </Text>
          ) : null}
          {/* The feed too, on a line of its own that a long author cannot push out of sight: two podcasts
              of one title and author are told apart by where they come from. */}
          <Text size="xs" c="dimmed" lineClamp={1} title={row.original.feedUrl} style={{ overflowWrap: 'anywhere' }}>
            {feedAddress(row.original.feedUrl)}
          </Text>
        </Stack>
      </Group>
    ),
  },
  {
    id: 'status',
    accessorKey: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <Stack gap={2} maw={260}>
        <StatusBadge status={row.original.status} />
        {row.original.lastError && (
          <Text size="xs" c={ERROR_TEXT} lineClamp={2} title={row.original.lastError}>
            {row.original.lastError}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: 'episodeCount',
    // An accessor is what makes a column sortable; the API does the sorting.
    accessorFn: (row) => row.episodeCount,
    header: 'Episodes',
    cell: ({ row }) => (
      <AnchorLink
        {...podcastEpisodesLink(row.original.id)}
        size="sm"
        aria-label={`${row.original.episodeCount} episodes of ${row.original.title}`}
      >
        {row.original.episodeCount.toLocaleString()}
      </AnchorLink>
    ),
  },
  soundbitesColumn(podcastSoundbitesLink, { sortField: 'soundbiteCount' }),
  timeAgoColumn<PodcastListItem>('lastFetchedAt', 'Last checked', (row) => row.lastFetchedAt),
  { id: 'actions', header: 'Actions', enableSorting: false, cell: ({ row }) => <PodcastActions podcast={row.original} /> },
];

const CSV_COLUMNS: CsvColumn<PodcastListItem>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Title', value: (row) => row.title },
  { header: 'Author', value: (row) => row.author },
  { header: 'Feed URL', value: (row) => row.feedUrl },
  { header: 'Status', value: (row) => row.status },
  { header: 'Last error', value: (row) => row.lastError },
  { header: 'Episodes', value: (row) => row.episodeCount },
  { header: 'Soundbites', value: (row) => row.soundbiteCount },
  { header: 'Last checked', value: (row) => row.lastFetchedAt },
  { header: 'Added', value: (row) => row.createdAt },
];

/**
 * `AddPodcast`: the button that adds a podcast by its feed URL, in the header and in the empty
 * list (given by the route, since adding is a feature of its own).
 */
export function PodcastsPage({
  search,
  AddPodcast,
}: {
  search: PodcastsSearch;
  AddPodcast: ComponentType<{ label: string; variant?: 'filled' | 'light' }>;
}) {
  const setSearch = useSearchUpdater();
  const query = usePodcastsList(search);
  const fetchPage = usePodcastPages(search);
  return (
    <ListPage
      title="Podcasts"
      what="podcasts"
      search={search}
      defaultSort={podcastsSearch.defaultSort}
      filterNames={['status']}
      describeFilter={(name, value) => (name === 'q' ? `Search: “${String(value)}”` : `Status: ${String(value)}`)}
      setSearch={setSearch}
      query={query}
      columns={columns}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.title}
      searchPlaceholder="Title, author or feed URL"
      minTableWidth={900}
      cardWide={['actions']}
      csvExport={{ fetchPage, columns: CSV_COLUMNS }}
      actions={<AddPodcast label="Add podcast" variant="light" />}
      filters={
        <NativeSelect
          label="Status"
          value={search.status ?? ''}
          data={[
            { value: '', label: 'Any status' },
            ...PODCAST_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
          ]}
          onChange={(event) => setSearch({ status: event.currentTarget.value || undefined, page: undefined })}
          w={140}
        />
      }
      empty={{
        title: 'No podcasts yet',
        description: 'Add a podcast by its feed URL: its episodes, soundbites, transcripts and people come with it.',
        action: <AddPodcast label="Add a podcast" />,
      }}
    />
  );
}
