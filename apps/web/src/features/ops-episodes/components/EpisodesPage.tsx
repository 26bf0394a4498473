import { AnchorLink } from '../../../components/AnchorLink';
import { Badge, Button, Stack, Text } from '@mantine/core';
import type { EpisodeListItem } from '@soundbites/api-types';
import { Link } from '@tanstack/react-router';
import type { ListColumn } from '../../../components/list-page/DataTable';
import type { CsvColumn } from '../../../components/list-page/csv-export';
import { ListPage } from '../../../components/list-page/ListPage';
import { soundbitesColumn } from '../../../components/list-page/soundbitesColumn';
import { useSearchUpdater } from '../../../components/list-page/useSearchUpdater';
import { usePodcastChip } from '../../../lib/ops-options';
import { PodcastFilter, YesNoFilter } from '../../../components/ops/RecordFilters';
import { formatClock } from '../../../components/player/range';
import { dateOf } from '../../../lib/dates';
import { episodeLink, episodeSoundbitesLink, podcastLink } from '../../../lib/ops-links';
import { useEpisodePages, useEpisodesList } from '../api/episodes-api';
import { episodesSearch, type EpisodesSearch } from '../search';

const columns: ListColumn<EpisodeListItem>[] = [
  {
    id: 'title',
    accessorKey: 'title',
    header: 'Episode',
    meta: { width: '36%' },
    cell: ({ row }) => (
      <Stack gap={0} miw={220}>
        <AnchorLink {...episodeLink(row.original.id)} fw={500}>
          {row.original.title}
        </AnchorLink>
        {(row.original.season !== null || row.original.episodeNumber !== null) && (
          <Text size="xs" c="dimmed">
            {[
              row.original.season !== null ? `Season ${row.original.season}` : null,
              row.original.episodeNumber !== null ? `Episode ${row.original.episodeNumber}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: 'podcast',
    header: 'Podcast',
    meta: { width: '22%' },
    enableSorting: false,
    cell: ({ row }) => (
      <AnchorLink {...podcastLink(row.original.podcastId)} size="sm" c="dimmed" lineClamp={2}>
        {row.original.podcastTitle}
      </AnchorLink>
    ),
  },
  {
    id: 'publishedAt',
    accessorKey: 'publishedAt',
    header: 'Published',
    sortDescFirst: true,
    cell: ({ row }) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {row.original.publishedAt ? dateOf(row.original.publishedAt) : '—'}
      </Text>
    ),
  },
  {
    id: 'durationSeconds',
    accessorKey: 'durationSeconds',
    header: 'Length',
    cell: ({ row }) => (
      <Text size="sm" ff="monospace">
        {row.original.durationSeconds !== null ? formatClock(row.original.durationSeconds) : '—'}
      </Text>
    ),
  },
  {
    id: 'transcript',
    header: 'Transcript',
    enableSorting: false,
    cell: ({ row }) => <TranscriptStateCell state={row.original.transcriptState} />,
  },
  soundbitesColumn(episodeSoundbitesLink),
];

const CSV_COLUMNS: CsvColumn<EpisodeListItem>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Title', value: (row) => row.title },
  { header: 'Podcast', value: (row) => row.podcastTitle },
  { header: 'Published', value: (row) => row.publishedAt },
  { header: 'Length (s)', value: (row) => row.durationSeconds },
  { header: 'Season', value: (row) => row.season },
  { header: 'Episode', value: (row) => row.episodeNumber },
  // The words the list shows, not the API's codes.
  { header: 'Transcript', value: (row) => (row.transcriptState === 'none' ? 'none' : TRANSCRIPT_BADGES[row.transcriptState].label) },
  { header: 'Soundbites', value: (row) => row.soundbiteCount },
  { header: 'Audio', value: (row) => row.enclosureUrl },
  { header: 'GUID', value: (row) => row.guid },
  { header: 'Added', value: (row) => row.createdAt },
];

export function EpisodesPage({ search }: { search: EpisodesSearch }) {
  const setSearch = useSearchUpdater();
  const podcastChip = usePodcastChip();
  const query = useEpisodesList(search);
  const fetchPage = useEpisodePages(search);
  return (
    <ListPage
      title="Episodes"
      what="episodes"
      search={search}
      defaultSort={episodesSearch.defaultSort}
      filterNames={['podcastId', 'hasTranscript']}
      describeFilter={(name, value) =>
        name === 'q'
          ? `Search: “${String(value)}”`
          : name === 'podcastId'
            ? podcastChip(value)
            : value
              ? 'With a transcript'
              : 'Without a transcript'
      }
      setSearch={setSearch}
      query={query}
      columns={columns}
      csvExport={{ fetchPage, columns: CSV_COLUMNS }}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.title}
      searchPlaceholder="Episode title"
      minTableWidth={860}
      filters={
        <>
          <PodcastFilter value={search.podcastId} onChange={(podcastId) => setSearch({ podcastId, page: undefined })} />
          <YesNoFilter
            label="Transcript"
            value={search.hasTranscript}
            yes="With a transcript"
            no="Without a transcript"
            onChange={(hasTranscript) => setSearch({ hasTranscript, page: undefined })}
          />
        </>
      }
      empty={{
        title: 'No episodes yet',
        description: 'Episodes arrive with the podcasts you add.',
        action: (
          <Button component={Link} to="/ops">
            Add a podcast
          </Button>
        ),
      }}
    />
  );
}

/** How each transcript state shows in the list: lines, or why a transcript the feed lists has none. */
const TRANSCRIPT_BADGES: Record<Exclude<EpisodeListItem['transcriptState'], 'none'>, { label: string; color: string; title?: string }> = {
  lines: { label: 'yes', color: 'teal' },
  failed: {
    label: 'not fetched',
    color: 'orange',
    title: "The feed lists a transcript that could not be fetched or read: the episode's page says why",
  },
  pending: {
    label: 'not fetched yet',
    color: 'gray',
    title: 'The feed lists a transcript that has not been fetched: a format Soundbites does not read, or one waiting for a refresh',
  },
};

function TranscriptStateCell({ state }: { state: EpisodeListItem['transcriptState'] }) {
  if (state === 'none') {
    return (
      <Text size="sm" c="dimmed">
        none
      </Text>
    );
  }
  const badge = TRANSCRIPT_BADGES[state];
  return (
    <Badge variant="light" color={badge.color} tt="none" title={badge.title}>
      {badge.label}
    </Badge>
  );
}
