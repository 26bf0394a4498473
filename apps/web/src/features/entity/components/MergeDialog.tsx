import { notifications } from '@mantine/notifications';
import type { EntityDetail, EntityListItem } from '@soundbites/api-types';
import { Alert, Button, Group, Modal, Radio, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useApiClient } from '../../../lib/api-context';
import { entityKindLabel } from '../../../lib/entity-kinds';
import { entityWhereabouts, linkedRecords } from '../../../lib/entity-whereabouts';
import { webHost } from '../../../lib/web-address';
import { errorMessageOf, unwrap } from '../../../lib/api-errors';
import { mergeEntity, useEntitySearch, useSimilarEntities } from '../api/entity-api';
import { planMerge } from '../links';
import { TargetLink } from './EntityLinks';

interface MergeDialogProps {
  /** This page's person or topic. */
  entity: EntityDetail;
  opened: boolean;
  onClose: () => void;
  /** Told the kept one as it is after the merge. */
  onMerged: (kept: EntityDetail) => void;
  /** A duplicate already chosen (from the page's possible duplicates): found and selected as it opens. */
  duplicate?: Pick<EntityListItem, 'id' | 'name'> | undefined;
}

/** Which of the two is kept: this page's entity (the duplicate is merged into it) or the one chosen. */
type Keeping = 'this' | 'chosen';

/**
 * `Merge`: find a duplicate by name, choose which of the two is kept, see which links move to it and which
 * are dropped as repeats, confirm. Kept, the chosen one's page is where the merge leads.
 */
export function MergeDialog({ entity: current, opened, onClose, onMerged, duplicate: chosen }: MergeDialogProps) {
  const api = useApiClient();
  const client = useQueryClient();
  const navigate = useNavigate();
  // Chosen by staff each time, never assumed: either guess would sometimes merge the real record into
  // the duplicate, and a merge cannot be undone. A duplicate offered as "merge into this one" says it.
  const [keeping, setKeeping] = useState<Keeping | null>(chosen ? 'this' : null);
  const [query, setQuery] = useState(chosen?.name ?? current.name);
  const [duplicateId, setDuplicateIdState] = useState<string | null>(chosen?.id ?? null);
  // Another duplicate: which one is kept is decided afresh for it.
  const setDuplicateId = (id: string | null) => {
    setDuplicateIdState(id);
    setKeeping(null);
  };
  const [error, setError] = useState<string | null>(null);
  const [merging, setMerging] = useState(false);
  const found = useEntitySearch(query, current.kind, current.id);
  // Its own name finds only exact namesakes: the possible duplicates the page points out ("Otto Brindel"
  // beside "Otto Brindle") come first until something else is typed.
  const similar = useSimilarEntities(current.id, true);
  const candidates = useMemo(() => {
    const alike = query === current.name ? (similar.data ?? []) : [];
    const byName = (found.data ?? []).filter((item) => !alike.some((other) => other.id === item.id));
    return found.data || alike.length > 0 ? [...alike, ...byName] : undefined;
  }, [query, current.name, similar.data, found.data]);
  const duplicate = useQuery<EntityDetail>({
    queryKey: ['ops', 'entity', duplicateId],
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/ops/entities/{id}', { params: { path: { id: duplicateId! } }, signal })),
    enabled: duplicateId !== null,
  });
  // The one kept and the one merged into it, once the other one is known.
  const pair = !duplicate.data
    ? null
    : keeping === null
      ? null
      : keeping === 'this'
        ? { kept: current, gone: duplicate.data }
        : { kept: duplicate.data, gone: current };
  const plan = pair ? planMerge(pair.kept.links, pair.gone.links) : null;
  const dropped = pair ? notKept(pair.kept, pair.gone) : [];

  async function merge() {
    if (!pair) return;
    const { kept, gone } = pair;
    setMerging(true);
    setError(null);
    try {
      const merged = await mergeEntity(api, kept.id, gone.id);
      onMerged(merged);
      // The dialog closes on success: what was done is said, as History will say it.
      notifications.show({
        color: 'green',
        title: 'Merged',
        message: `${gone.name} is merged into ${merged.name}: its links are ${keeping === 'this' ? 'here' : 'there'} now.`,
      });
      setDuplicateId(null);
      onClose();
      if (keeping === 'chosen') {
        // This page's entity is now merged away: its own page would only point on, so go where its links went.
        void client.invalidateQueries({ queryKey: ['ops', 'entity', current.id] });
        void navigate({ to: '/ops/entity/$id', params: { id: merged.id } });
      }
    } catch (cause) {
      setError(errorMessageOf(cause));
    } finally {
      setMerging(false);
    }
  }

  const kind = entityKindLabel(current.kind).toLowerCase();
  return (
    // Named with its details too: the duplicates share its name, so the name alone does not say which this is.
    <Modal opened={opened} onClose={onClose} title={`Merge ${current.name} (${detailsInWords(current)}) with a duplicate`} size="lg">
      <Stack gap="sm">
        <TextInput
          label="Find the duplicate"
          description={`Another ${kind} found by its name. The links of the one merged move to the one kept.`}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          // This one's own name is only a start: typing replaces it.
          onFocus={(e) => e.currentTarget.select()}
          data-autofocus
        />
        {candidates && candidates.length === 0 ? (
          <Text size="sm" c="dimmed">
            No other {kind} matches “{query}”.
          </Text>
        ) : null}
        {candidates && candidates.length > 0 ? (
          <Radio.Group value={duplicateId} onChange={setDuplicateId} label="The other one">
            <Stack gap={6} mt={4}>
              {candidates.map((candidate: EntityListItem) => (
                <Radio key={candidate.id} value={candidate.id} label={`${candidate.name} (${entityWhereabouts(candidate)})`} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        {/* Asked once there is another one to keep instead. */}
        {duplicateId ? (
          <Radio.Group
            label="Which one is kept"
            description={
              duplicate.data && !keeping
                ? 'Choose one to merge: the one not kept is merged into it, its links move over, and its page leads to it.'
                : 'The one not kept is merged into it: its links move over, and its page leads to it.'
            }
            value={keeping}
            onChange={setKeeping}
          >
            <Stack gap={6} mt={4}>
              <Radio value="this" label={`This one: ${current.name} (${detailsInWords(current)})`} />
              <Radio
                value="chosen"
                label={duplicate.data ? `The other one: ${duplicate.data.name} (${detailsInWords(duplicate.data)})` : 'The other one'}
              />
            </Stack>
          </Radio.Group>
        ) : null}
        {plan && pair ? (
          <Stack gap="xs">
            <Text size="sm">
              <strong>{pair.gone.name}</strong>
              {pair.gone.name === pair.kept.name ? ` (${detailsInWords(pair.gone)})` : ''} will be merged into{' '}
              <strong>{pair.kept.name}</strong>
              {pair.gone.name === pair.kept.name ? ` (${detailsInWords(pair.kept)})` : ''}: its page will lead{' '}
              {keeping === 'this' ? 'here' : 'there'} and it will leave the lists. This cannot be undone.
            </Text>
            {dropped.length > 0 ? (
              <Text size="sm" c="orange.8">
                Not kept from {pair.gone.name}, as {pair.kept.name} keeps its own: {dropped.join('; ')}.
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
                      <Table.Th>Link of {pair.gone.name}</Table.Th>
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
                        <Table.Td>moves to {pair.kept.name}</Table.Td>
                      </Table.Tr>
                    ))}
                    {plan.drops.map((link) => (
                      <Table.Tr key={link.id}>
                        <Table.Td>
                          {link.target.type}: <TargetLink link={link} />
                        </Table.Td>
                        <Table.Td>{link.role}</Table.Td>
                        <Table.Td c="dimmed">dropped: {pair.kept.name} already has it</Table.Td>
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
            {pair ? `Merge into ${pair.kept.name}` : 'Merge'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** What tells two entities of one name apart in the sentence: their web page's host, or their link count. */
function detailsInWords(entity: Pick<EntityDetail, 'href' | 'links'>): string {
  // The picker's own words for an entity without links.
  return webHost(entity.href) ?? (entity.links.length === 0 ? 'linked to nothing' : linkedRecords(entity.links.length));
}

/** The merged one's own details the merge drops: the kept one's are kept, the other's are not copied over. */
function notKept(kept: EntityDetail, gone: EntityDetail): string[] {
  const dropped: string[] = [];
  if (gone.href && gone.href !== kept.href) dropped.push(`web page ${gone.href}`);
  if (gone.imageUrl && gone.imageUrl !== kept.imageUrl) dropped.push('image');
  if (gone.description && gone.description !== kept.description) dropped.push('description');
  return dropped;
}
