import { notifications } from '@mantine/notifications';
import type { EntityDetail, EntityListItem } from '@soundbites/api-types';
import { Alert, Button, Group, Modal, Radio, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../../lib/api-context';
import { entityKindLabel } from '../../../lib/entity-kinds';
import { entityWhereabouts, linkedRecords } from '../../../lib/entity-whereabouts';
import { webHost } from '../../../lib/web-address';
import { errorMessageOf, unwrap } from '../../../lib/api-errors';
import { mergeEntity, useEntitySearch } from '../api/entity-api';
import { planMerge } from '../links';
import { TargetLink } from './EntityLinks';

interface MergeDialogProps {
  survivor: EntityDetail;
  opened: boolean;
  onClose: () => void;
  onMerged: (survivor: EntityDetail) => void;
  /** A duplicate already chosen (from the page's possible duplicates): found and selected as it opens. */
  duplicate?: Pick<EntityListItem, 'id' | 'name'> | undefined;
}

/** `Merge`: find a duplicate by name, see which of its links move here and which are dropped as repeats, confirm. */
export function MergeDialog({ survivor, opened, onClose, onMerged, duplicate: chosen }: MergeDialogProps) {
  const api = useApiClient();
  const [query, setQuery] = useState(chosen?.name ?? survivor.name);
  const [duplicateId, setDuplicateId] = useState<string | null>(chosen?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const [merging, setMerging] = useState(false);
  const candidates = useEntitySearch(query, survivor.kind, survivor.id);
  const duplicate = useQuery<EntityDetail>({
    queryKey: ['ops', 'entity', duplicateId],
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/ops/entities/{id}', { params: { path: { id: duplicateId! } }, signal })),
    enabled: duplicateId !== null,
  });
  const plan = duplicate.data ? planMerge(survivor.links, duplicate.data.links) : null;
  const dropped = duplicate.data ? notKept(survivor, duplicate.data) : [];

  async function merge() {
    if (!duplicateId) return;
    setMerging(true);
    setError(null);
    try {
      const duplicateName = duplicate.data?.name;
      const merged = await mergeEntity(api, survivor.id, duplicateId);
      onMerged(merged);
      // The dialog closes on success: what was done is said, as History will say it.
      notifications.show({
        color: 'green',
        title: 'Merged',
        message: `${duplicateName ?? 'The duplicate'} is merged into ${merged.name}: its links are here now.`,
      });
      setDuplicateId(null);
      onClose();
    } catch (cause) {
      setError(errorMessageOf(cause));
    } finally {
      setMerging(false);
    }
  }

  const kind = entityKindLabel(survivor.kind).toLowerCase();
  return (
    // Named with its details too: the duplicates share its name, so the name alone does not say which this is.
    <Modal opened={opened} onClose={onClose} title={`Merge a duplicate into ${survivor.name} (${detailsInWords(survivor)})`} size="lg">
      <Stack gap="sm">
        <TextInput
          label="Find the duplicate"
          description={`Another ${kind} found by its name: its links move to this one, and it is kept as merged into it.`}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          // The survivor's own name is only a start: typing replaces it.
          onFocus={(e) => e.currentTarget.select()}
          data-autofocus
        />
        {candidates.data && candidates.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No other {kind} matches “{query}”.
          </Text>
        ) : null}
        <Radio.Group value={duplicateId} onChange={setDuplicateId} label={candidates.data?.length ? 'Duplicate' : undefined}>
          <Stack gap={6} mt={4}>
            {(candidates.data ?? []).map((candidate: EntityListItem) => (
              <Radio key={candidate.id} value={candidate.id} label={`${candidate.name} (${entityWhereabouts(candidate)})`} />
            ))}
          </Stack>
        </Radio.Group>
        {plan && duplicate.data ? (
          <Stack gap="xs">
            <Text size="sm">
              <strong>{duplicate.data.name}</strong>
              {duplicate.data.name === survivor.name ? ` (${detailsInWords(duplicate.data)})` : ''} will be merged into{' '}
              <strong>{survivor.name}</strong>
              {duplicate.data.name === survivor.name ? ` (${detailsInWords(survivor)})` : ''}: its page will lead here and it will leave the
              lists. This cannot be undone.
            </Text>
            {dropped.length > 0 ? (
              <Text size="sm" c="orange.8">
                Not kept from the duplicate, as {survivor.name} keeps its own: {dropped.join('; ')}.
              </Text>
            ) : null}
            {plan.moves.length + plan.drops.length === 0 ? (
              <Text size="sm" c="dimmed">
                It has no links to move.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={420}>
                <Table fz="sm" withTableBorder aria-label="What moves where">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Link of {duplicate.data.name}</Table.Th>
                      <Table.Th>Role</Table.Th>
                      <Table.Th>Goes to</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {plan.moves.map((link) => (
                      <Table.Tr key={link.id}>
                        <Table.Td>
                          {link.target.type}: <TargetLink link={link} />
                        </Table.Td>
                        <Table.Td>{link.role}</Table.Td>
                        <Table.Td>moves to {survivor.name}</Table.Td>
                      </Table.Tr>
                    ))}
                    {plan.drops.map((link) => (
                      <Table.Tr key={link.id}>
                        <Table.Td>
                          {link.target.type}: <TargetLink link={link} />
                        </Table.Td>
                        <Table.Td>{link.role}</Table.Td>
                        <Table.Td c="dimmed">dropped: {survivor.name} already has it</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.9" onClick={() => void merge()} disabled={!plan} loading={merging}>
            Merge into {survivor.name}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** What tells two entities of one name apart in the sentence: their web page's host, or their link count. */
function detailsInWords(entity: Pick<EntityDetail, 'href' | 'links'>): string {
  return webHost(entity.href) ?? linkedRecords(entity.links.length);
}

/** The duplicate's own details the merge drops: the survivor's are kept, theirs are not copied over. */
function notKept(survivor: EntityDetail, duplicate: EntityDetail): string[] {
  const dropped: string[] = [];
  if (duplicate.href && duplicate.href !== survivor.href) dropped.push(`web page ${duplicate.href}`);
  if (duplicate.imageUrl && duplicate.imageUrl !== survivor.imageUrl) dropped.push('image');
  if (duplicate.description && duplicate.description !== survivor.description) dropped.push('description');
  return dropped;
}
