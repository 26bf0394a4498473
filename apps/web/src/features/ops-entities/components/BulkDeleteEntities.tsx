import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAIN_CONTENT_ID } from '@soundbites/config';
import type { EntityListItem } from '@soundbites/api-types';
import { useState } from 'react';
import { rowsToActOn, selectionCount, type ListSelection } from '../../../components/list-page/SelectionBar';
import { errorMessage, useApiClient } from '../../../lib/api-context';
import { counted } from '../../../lib/counted';
import { focusOnceDialogGoes } from '../../../lib/focus-place';
import { fetchAllMatching, useBulkDeleteEntities } from '../api/entities-api';
import type { EntitiesSearch } from '../search';

const many = (count: number) => (count === 1 ? '1 person or topic' : `${count.toLocaleString()} people and topics`);

/** What the dialog says of the rows it can see: links that go with them, and merged ones left out. */
export function bulkDeletionNotes(selection: ListSelection<EntityListItem>): string[] {
  if (selection.kind === 'all') {
    return [
      'Their links to podcasts, episodes and soundbites go with them. Merged ones are left out: they go with the one they were merged into.',
    ];
  }
  const kept = selection.rows.filter((row) => !row.mergedIntoId);
  const linked = kept.filter((row) => row.linkCount > 0);
  const links = linked.reduce((sum, row) => sum + row.linkCount, 0);
  const notes = [
    linked.length === 0
      ? kept.length === 1
        ? 'It is linked to nothing, so only its name and details go.'
        : 'None of them is linked to anything, so only their names and details go.'
      : `${linked.length === kept.length ? (kept.length === 1 ? 'It is' : 'All of them are') : `${linked.length.toLocaleString()} of them ${linked.length === 1 ? 'is' : 'are'}`} linked: ${counted(links, 'link goes', 'links go')} with them.`,
  ];
  const merged = selection.rows.length - kept.length;
  if (merged > 0) {
    notes.push(
      `${merged === 1 ? '1 merged one is' : `${merged.toLocaleString()} merged ones are`} left out: merged ones go with the one they were merged into.`,
    );
  }
  return notes;
}

/** `Delete` for the selection: for the people a deleted podcast left linked to nothing, or a batch added by mistake. */
export function BulkDeleteEntities({
  selection,
  search,
  onDone,
}: {
  selection: ListSelection<EntityListItem>;
  search: EntitiesSearch;
  onDone: () => void;
}) {
  const client = useApiClient();
  const remove = useBulkDeleteEntities();
  const [confirming, setConfirming] = useState(false);
  const [collecting, setCollecting] = useState(false);
  const count = selectionCount(selection);
  // One ticked is named, as on its own page.
  const one = selection.kind === 'rows' && selection.rows.length === 1 ? selection.rows[0]!.name : null;
  const what = one ?? many(count);

  const confirm = async () => {
    setCollecting(true);
    let ids: string[];
    try {
      const rows = await rowsToActOn(selection, () => fetchAllMatching(client, search));
      ids = rows.filter((row) => !row.mergedIntoId).map((row) => row.id);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not collect the people and topics', message: errorMessage(error) });
      return;
    } finally {
      setCollecting(false);
    }
    setConfirming(false);
    onDone();
    if (ids.length === 0) {
      notifications.show({ title: 'Nothing deleted', message: 'Every one selected was merged into another.' });
      return;
    }
    // The dialog and the bar (this component with them) go with the selection: the keyboard goes on
    // from the page's content, and the outcome is told from the promise.
    focusOnceDialogGoes(() => document.getElementById(MAIN_CONTENT_ID)?.focus());
    void remove.mutateAsync(ids).then(({ deleted, linkCount, error }) => {
      if (error) {
        notifications.show({
          color: 'red',
          autoClose: false,
          title: deleted.length === 0 ? 'Nothing was deleted' : `${many(deleted.length)} of ${ids.length.toLocaleString()} deleted`,
          message: errorMessage(error),
        });
        return;
      }
      notifications.show({
        color: 'green',
        title: `Deleted ${deleted.length === 1 ? deleted[0]!.name : many(deleted.length)}`,
        message:
          linkCount === 0
            ? deleted.length === 1
              ? 'It was linked to nothing.'
              : 'They were linked to nothing.'
            : `With ${counted(linkCount, 'link', 'links')}.`,
      });
    });
  };

  return (
    <>
      <Button size="compact-sm" color="red" variant="light" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={`Delete ${what}?`} centered>
        <Stack>
          {bulkDeletionNotes(selection).map((note) => (
            <Text size="sm" key={note}>
              {note}
            </Text>
          ))}
          <Text size="sm">
            {one
              ? 'A feed that names it adds it again with its next refresh. Its history is kept. This cannot be undone.'
              : 'A feed that names one adds it again with its next refresh. Their history is kept. This cannot be undone.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              Cancel
            </Button>
            <Button color="red" loading={collecting} onClick={() => void confirm()}>
              {`Delete ${what}`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
