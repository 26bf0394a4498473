import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { rowsToActOn, selectionCount, type ListSelection } from '../../../components/list-page/SelectionBar';
import { errorMessage, useApiClient } from '../../../lib/api-context';
import { MAIN_CONTENT_ID } from '@soundbites/config';
import { focusOnceDialogGoes } from '../../../lib/focus-place';
import { fetchAllMatching, useBulkStatus, useMatchingWithStatus, type StatusChange } from '../api/soundbites-api';
import type { SoundbitesSearch } from '../search';
import type { SoundbiteListItem } from '@soundbites/api-types';

const VERBS: Record<'published' | 'hidden', { button: string; past: string }> = {
  published: { button: 'Publish', past: 'published' },
  hidden: { button: 'Hide', past: 'hidden' },
};

const plural = (count: number) => `${count.toLocaleString()} soundbite${count === 1 ? '' : 's'}`;

/**
 * How many of the selection already have `status`, of how many; null while not known. For every match,
 * `matchingAlready` is how many of the matches are so (the API's count); those left out are taken off it.
 */
export function alreadySo(
  selection: ListSelection<SoundbiteListItem>,
  status: 'published' | 'hidden',
  matchingAlready?: number,
): { already: number; count: number } | null {
  if (selection.kind === 'rows') {
    return { already: selection.rows.filter((row) => row.status === status).length, count: selection.rows.length };
  }
  if (matchingAlready === undefined) return null;
  const count = selectionCount(selection);
  const leftOutAlready = [...selection.except.values()].filter((row) => row.status === status).length;
  return { already: Math.min(count, Math.max(0, matchingAlready - leftOutAlready)), count };
}

/** "1 of them is already published: only the others change", as this page last saw them; null when none is. */
export function alreadyNote(so: { already: number; count: number } | null, status: 'published' | 'hidden'): string | null {
  if (!so || so.already === 0) return null;
  const past = VERBS[status].past;
  if (so.already === so.count)
    return so.count === 1 ? `It is already ${past}: nothing will change.` : `All of them are already ${past}: nothing will change.`;
  return `${so.already.toLocaleString()} of them ${so.already === 1 ? 'is' : 'are'} already ${past}: only the others change.`;
}

/** What Undo did: the soundbites back as they were, and those left because they were changed again since. */
export function undoneMessage(restored: number, changedSince: number): string {
  const back = restored === 1 ? '1 soundbite is back as it was.' : `${plural(restored)} are back as they were.`;
  if (changedSince === 0) return back;
  if (restored === 0)
    return changedSince === 1
      ? 'It was changed again since, and is left as it is.'
      : `All ${plural(changedSince)} were changed again since, and are left as they are.`;
  const kept =
    changedSince === 1
      ? '1 was changed again since, and is left as it is.'
      : `${changedSince.toLocaleString()} were changed again since, and are left as they are.`;
  return `${back} ${kept}`;
}

/** "2 soundbites hidden" (", 1 was already"), with Undo restoring each changed one's previous status. */
function notifyChanged(statusChange: StatusChange, already: number, undo: () => Promise<number>) {
  const id = `bulk-${Date.now()}`;
  const n = statusChange.previous.size;
  const past = VERBS[statusChange.status as 'published' | 'hidden'].past;
  notifications.show({
    id,
    color: 'green',
    title: `${plural(n)} ${past}${already > 0 ? ` (${already.toLocaleString()} ${already === 1 ? 'was' : 'were'} already)` : ''}`,
    autoClose: 10_000,
    message: (
      <UndoButton
        notificationId={id}
        onUndo={() =>
          void undo().then(
            (restored) =>
              notifications.show({ title: restored > 0 ? 'Undone' : 'Not undone', message: undoneMessage(restored, n - restored) }),
            (error: unknown) => notifications.show({ color: 'red', title: 'Could not undo', message: errorMessage(error) }),
          )
        }
      />
    ),
  });
}

/**
 * The selection's bar goes with the change it made, and its focus with it: the keyboard's place moves
 * to Undo, the one thing to do next. The notification waits while the focus is on it (Mantine's
 * own rule); Escape declines it, and once it goes the keyboard goes on from the page's content.
 */
function UndoButton({ notificationId, onUndo }: { notificationId: string; onUndo: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => focusOnceDialogGoes(() => button.current?.focus()), []);
  const close = () => {
    notifications.hide(notificationId);
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Button
      ref={button}
      size="compact-sm"
      variant="light"
      mt={4}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      onClick={() => {
        close();
        onUndo();
      }}
    >
      Undo
    </Button>
  );
}

/** `Publish` and `Hide` for the selection: confirm naming the count, apply at once, offer undo. */
export function BulkStatusActions({
  selection,
  search,
  onDone,
}: {
  selection: ListSelection<SoundbiteListItem>;
  search: SoundbitesSearch;
  onDone: () => void;
}) {
  const client = useApiClient();
  const { change, undo } = useBulkStatus();
  const [pending, setPending] = useState<'published' | 'hidden' | null>(null);
  const [collecting, setCollecting] = useState(false);
  const count = selectionCount(selection);
  const matchingAlready = useMatchingWithStatus(
    search,
    selection.kind === 'all' ? selection.total : 0,
    selection.kind === 'all' ? pending : null,
  );
  const so = pending ? alreadySo(selection, pending, matchingAlready) : null;
  const note = pending ? alreadyNote(so, pending) : null;
  // Nothing would change: only Cancel is offered.
  const nothingToChange = so !== null && so.count > 0 && so.already === so.count;

  const confirm = async (status: 'published' | 'hidden') => {
    setCollecting(true);
    let ids: string[];
    try {
      const rows = await rowsToActOn(selection, () => fetchAllMatching(client, search));
      ids = rows.map((row) => row.id);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not collect the soundbites', message: errorMessage(error) });
      return;
    } finally {
      setCollecting(false);
    }
    setPending(null);
    onDone();
    // The bar (and this component) goes away with the selection, so the outcome is reported from
    // the promise rather than from per-call callbacks, which only run while mounted. Which ones
    // changed is the API's answer: this tab's rows may be out of date.
    change.mutateAsync({ ids, status }).then(
      (statusChange) => {
        const already = ids.length - statusChange.previous.size;
        if (statusChange.previous.size > 0) return notifyChanged(statusChange, already, () => undo.mutateAsync(statusChange));
        // With no Undo to go to, the keyboard goes on from the page's content.
        focusOnceDialogGoes(() => document.getElementById(MAIN_CONTENT_ID)?.focus());
        notifications.show({
          title: 'Nothing to change',
          message: `${ids.length === 1 ? 'It was' : `All ${plural(ids.length)} were`} already ${VERBS[status].past}.`,
        });
      },
      (error: unknown) =>
        notifications.show({ color: 'red', title: 'Nothing was changed', message: errorMessage(error), autoClose: false }),
    );
  };

  return (
    <>
      {(['published', 'hidden'] as const).map((status) => (
        <Button key={status} size="compact-sm" variant={status === 'hidden' ? 'default' : 'filled'} onClick={() => setPending(status)}>
          {VERBS[status].button}
        </Button>
      ))}
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? `${VERBS[pending].button} ${plural(count)}?` : ''}
        centered
      >
        <Stack>
          <Text size="sm">
            {pending === 'hidden'
              ? count === 1
                ? `Its share link will answer "not found" until it is published again.`
                : `Their share links will answer "not found" until they are published again.`
              : count === 1
                ? `It will be visible to anyone with its share link, and may be featured on the home page.`
                : `They will be visible to anyone with their share links, and may be featured on the home page.`}
          </Text>
          {note ? <Text size="sm">{note}</Text> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)} data-autofocus={nothingToChange || undefined}>
              Cancel
            </Button>
            <Button
              // Hiding takes share links down: the editor's Hide colour, not the main action's.
              {...(pending === 'hidden' ? { variant: 'light', color: 'orange' } : {})}
              loading={collecting}
              disabled={nothingToChange}
              onClick={() => pending && void confirm(pending)}
              data-autofocus={nothingToChange ? undefined : true}
            >
              {pending ? `${VERBS[pending].button} ${plural(count)}` : ''}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
