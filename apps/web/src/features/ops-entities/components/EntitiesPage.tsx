import { Badge, Button, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { EntityListItem } from '@soundbites/api-types';
import { useState } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { EntityAvatar } from '../../../components/ops/EntityAvatar';
import { PodcastFilter, YesNoFilter } from '../../../components/ops/RecordFilters';
import type { ListColumn } from '../../../components/list-page/DataTable';
import type { CsvColumn } from '../../../components/list-page/csv-export';
import { ListPage } from '../../../components/list-page/ListPage';
import { timeAgoColumn } from '../../../components/list-page/timeAgoColumn';
import { useSearchUpdater } from '../../../components/list-page/useSearchUpdater';
import { usePodcastChip } from '../../../lib/ops-options';
import { ENTITY_KIND_OPTIONS, entityKindLabel } from '../../../lib/entity-kinds';
import { linkedRecords, podcastsInWords } from '../../../lib/entity-whereabouts';
import { webHost } from '../../../lib/web-address';
import { entityLink } from '../../../lib/ops-links';
import { useEntitiesList, useEntityPages } from '../api/entities-api';
import { distinctRowLabels } from '../../../components/list-page/row-labels';
import { entitiesSearch, type EntitiesSearch } from '../search';
import { BulkDeleteEntities } from './BulkDeleteEntities';
import { NewEntityDialog } from './NewEntityDialog';

const columns: ListColumn<EntityListItem>[] = [
  {
    id: 'name',
    accessorKey: 'name',
    header: 'Name',
    meta: { width: '30%' },
    cell: ({ row }) => {
      // Under the name: where its web page is, which tells namesakes apart, then what it is.
      const aside = [webHost(row.original.href), row.original.description].filter(Boolean).join(' · ');
      return (
        <Group gap="sm" wrap="nowrap" miw={220}>
          <EntityAvatar name={row.original.name} imageUrl={row.original.imageUrl} size={32} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <AnchorLink {...entityLink(row.original.id)} fw={500} style={{ overflowWrap: 'anywhere' }}>
                {row.original.name}
              </AnchorLink>
              {row.original.mergedIntoId ? (
                <Badge size="xs" color="orange" variant="light" tt="none">
                  merged
                </Badge>
              ) : null}
            </Group>
            {aside ? (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {aside}
              </Text>
            ) : null}
          </Stack>
        </Group>
      );
    },
  },
  {
    id: 'kind',
    accessorKey: 'kind',
    header: 'Kind',
    cell: ({ row }) => (
      <Badge variant="light" color="gray" tt="none" miw="max-content">
        {entityKindLabel(row.original.kind)}
      </Badge>
    ),
  },
  {
    id: 'links',
    header: 'Linked to',
    meta: { width: '34%' },
    enableSorting: false,
    cell: ({ row }) => {
      const podcasts = podcastsInWords(row.original);
      return (
        <Stack gap={0} miw={140} maw={280}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {linkedRecords(row.original.linkCount)}
          </Text>
          {podcasts ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              in {podcasts}
            </Text>
          ) : null}
        </Stack>
      );
    },
  },
  timeAgoColumn<EntityListItem>('updatedAt', 'Updated', (row) => row.updatedAt),
];

const CSV_COLUMNS: CsvColumn<EntityListItem>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Name', value: (row) => row.name },
  { header: 'Kind', value: (row) => entityKindLabel(row.kind) },
  { header: 'Web page', value: (row) => row.href },
  { header: 'Links', value: (row) => row.linkCount },
  { header: 'Podcasts', value: (row) => podcastsInWords(row) },
  { header: 'Merged into', value: (row) => row.mergedIntoId },
  { header: 'Added', value: (row) => row.createdAt },
  { header: 'Updated', value: (row) => row.updatedAt },
];

/** People, organisations, topics and places: from feeds' podcast:person, or made by staff. */
export function EntitiesPage({ search }: { search: EntitiesSearch }) {
  const setSearch = useSearchUpdater();
  const podcastChip = usePodcastChip();
  const query = useEntitiesList(search);
  const fetchPage = useEntityPages(search);
  const [creating, setCreating] = useState(false);
  const newButton = (label: string) => <Button onClick={() => setCreating(true)}>{label}</Button>;
  return (
    <>
      <ListPage
        title="People & topics"
        what="people and topics"
        whatOne="person or topic"
        search={search}
        defaultSort={entitiesSearch.defaultSort}
        filterNames={['kind', 'podcastId', 'linked', 'includeMerged']}
        csvExport={{ fetchPage, columns: CSV_COLUMNS }}
        describeFilter={(name, value) =>
          name === 'q'
            ? `Search: “${String(value)}”`
            : name === 'kind'
              ? `Kind: ${entityKindLabel(String(value))}`
              : name === 'podcastId'
                ? podcastChip(value)
                : name === 'linked'
                  ? value
                    ? 'Linked to something'
                    : 'Linked to nothing'
                  : 'Merged ones included'
        }
        setSearch={setSearch}
        query={query}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={distinctRowLabels(
          query.data?.items ?? [],
          (row) => row.name,
          (row) => webHost(row.href) ?? row.podcastTitles[0] ?? 'linked to nothing',
        )}
        searchPlaceholder="Name"
        minTableWidth={720}
        actions={newButton('Add person or topic')}
        bulkActions={(selection, clear) => <BulkDeleteEntities selection={selection} search={search} onDone={clear} />}
        filters={
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label="Kind"
              value={search.kind ?? ''}
              data={[{ value: '', label: 'Any kind' }, ...ENTITY_KIND_OPTIONS]}
              onChange={(event) => setSearch({ kind: event.currentTarget.value || undefined, page: undefined })}
              w={150}
            />
            <PodcastFilter value={search.podcastId} onChange={(podcastId) => setSearch({ podcastId, page: undefined })} />
            <YesNoFilter
              label="Links"
              value={search.linked}
              yes="Linked to something"
              no="Linked to nothing"
              onChange={(linked) => setSearch({ linked, page: undefined })}
            />
            <Checkbox
              label="Show merged"
              checked={search.includeMerged ?? false}
              onChange={(event) => setSearch({ includeMerged: event.currentTarget.checked || undefined, page: undefined })}
              mb={8}
            />
          </Group>
        }
        empty={{
          title: 'No people or topics yet',
          description: 'They come with feeds that name their people, or add one yourself and link it to podcasts, episodes and soundbites.',
          action: newButton('Add a person or topic'),
        }}
      />
      <NewEntityDialog opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
