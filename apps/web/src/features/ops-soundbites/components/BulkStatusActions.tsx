import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { selectionCount, type ListSelection } from '../../../components/list-page/SelectionBar';
import { errorMessage, useApiClient } from '../../../lib/api-context';
import { MAIN_CONTENT_ID } from '@soundbites/config';
import { whenFocusPlaceGoes } from '../../../lib/focus-place';
import { focusLost } from '../../../lib/focus-lost';
import { fetchAllMatching, useBulkStatus, type StatusChange } from '../api/soundbites-api';
import type { SoundbitesSearch, SoundbiteStatus } from '../search';
import type { SoundbiteListItem } from '@soundbites/api-types';

const VERBS: Record<'published' | 'hidden', { button: string; past: string }> = {
  published: { button: 'Publish', past: 'published' },
  hidden: { button: 'Hide', past: 'hidden' },
};

const plural = (count: number) => `${count.toLocaleString()} soundbite${count === 1 ? '' : 's'}`;

/** "2 soundbites hidden" (", 1 was already"), with Undo restoring each changed one's previous status. */
function notifyChanged(statusChange: StatusChange, already: number, undo: () => Promise<unknown>) {
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
            () => notifications.show({ title: 'Undone', message: `${plural(n)} are back as they were.` }),
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
  useEffect(() => {
    const takeFocus = () => button.current?.focus();
    if (focusLost()) return void takeFocus();
    // Still on the confirming dialog's button, which goes as the dialog finishes closing.
    const focused = document.activeElement;
    return focused ? whenFocusPlaceGoes(() => !focused.isConnected, takeFocus) : undefined;
  }, []);
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

  const confirm = async (status: 'published' | 'hidden') => {
    setCollecting(true);
    try {
      const rows = selection.kind === 'all' ? await fetchAllMatching(client, search) : selection.rows;
      // Only those not already so are changed (and undone): the outcome counts what changed.
      const toChange = rows.filter((row) => row.status !== status);
      const previous = new Map<string, SoundbiteStatus>(toChange.map((row) => [row.id, row.status]));
      setPending(null);
      onDone();
      const already = rows.length - toChange.length;
      if (toChange.length === 0) {
        // The dialog's button goes with the dialog, and with no Undo to go to, the keyboard goes on from the page's content.
        const focused = document.activeElement;
        if (focused)
          whenFocusPlaceGoes(
            () => !focused.isConnected,
            () => document.getElementById(MAIN_CONTENT_ID)?.focus(),
          );
        notifications.show({
          title: 'Nothing to change',
          message: `${rows.length === 1 ? 'It was' : `All ${plural(rows.length)} were`} already ${VERBS[status].past}.`,
        });
      } else run({ previous, status }, already);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not collect the soundbites', message: errorMessage(error) });
    } finally {
      setCollecting(false);
    }
  };

  // The bar (and this component) goes away with the selection, so outcomes are reported from
  // the promises rather than from per-call callbacks, which only run while mounted.
  const run = (statusChange: StatusChange, already: number) => {
    void change.mutateAsync(statusChange).then(
      () => notifyChanged(statusChange, already, () => undo.mutateAsync(statusChange)),
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
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button loading={collecting} onClick={() => pending && void confirm(pending)} data-autofocus>
              {pending ? `${VERBS[pending].button} ${plural(count)}` : ''}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
