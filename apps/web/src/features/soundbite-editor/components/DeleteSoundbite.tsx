import { soundbiteDisplayTitle } from '@soundbites/config';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DeleteDialog, DeleteSection } from '../../../components/ops/DeleteSection';
import { useDeleteSoundbite, type SoundbiteDetail } from '../api/editor-api';

/**
 * Deleting a soundbite staff made (a draft made by mistake, one no longer wanted). One from a feed is
 * hidden instead, as its feed would bring it back: the page offers no delete for it.
 */
export function DeleteSoundbite({ soundbite, onDeleted }: { soundbite: SoundbiteDetail; onDeleted: () => void }) {
  return (
    <DeleteSection
      heading="Delete this soundbite"
      purpose="For one made by mistake or no longer wanted. To take it away from listeners and keep it, hide it instead."
      buttonLabel="Delete soundbite…"
      confirm={(close) => <ConfirmDelete soundbite={soundbite} onClose={close} onDeleted={onDeleted} />}
    />
  );
}

function ConfirmDelete({ soundbite, onClose, onDeleted }: { soundbite: SoundbiteDetail; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteSoundbite();
  const title = soundbiteDisplayTitle(soundbite.title, soundbite.episode.title);
  const confirm = () =>
    remove.mutate(soundbite, {
      onSuccess: () => {
        notifications.show({ color: 'green', title: `Deleted “${title}”`, message: `From ${soundbite.episode.title}.` });
        onDeleted();
      },
    });

  return (
    <DeleteDialog
      title={`Delete “${title}”?`}
      onClose={onClose}
      onConfirm={confirm}
      error={remove.error}
      pending={remove.isPending}
      confirmLabel="Delete this soundbite"
    >
      <Text size="sm">
        {soundbite.status === 'published'
          ? 'It is published: its share link and embeds stop working, and listeners who saved it lose it.'
          : soundbite.status === 'hidden'
            ? 'It is hidden, so no listener hears it now; those who saved it lose it from Saved.'
            : 'It is a draft: no listener has heard it.'}
      </Text>
      <Text size="sm">Its history is kept. This cannot be undone.</Text>
    </DeleteDialog>
  );
}
