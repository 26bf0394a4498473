import { Alert, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EntityDetail } from '@soundbites/api-types';
import { useNavigate } from '@tanstack/react-router';
import { DeleteDialog, DeleteSection } from '../../../components/ops/DeleteSection';
import { counted } from '../../../lib/counted';
import { listLink } from '../../../lib/list-memory';
import { namesInWords } from '../../../lib/entity-whereabouts';
import { useDeleteEntity } from '../api/entity-api';

/**
 * Deleting a person or topic added by mistake. A duplicate is merged instead (its links move over),
 * and one a feed names comes back with the feed's next refresh: the dialog says both before anything goes.
 */
export function DeleteEntity({ entity }: { entity: EntityDetail }) {
  return (
    <DeleteSection
      heading="Delete this person or topic"
      purpose="For one added by mistake. A duplicate of another is merged into it instead, so its links are kept."
      buttonLabel={`Delete ${entity.name}…`}
      confirm={(close) => <ConfirmDelete entity={entity} onClose={close} />}
    />
  );
}

function ConfirmDelete({ entity, onClose }: { entity: EntityDetail; onClose: () => void }) {
  const remove = useDeleteEntity();
  const navigate = useNavigate();
  const fromFeeds = entity.links.filter((link) => link.source === 'feed').length;

  const confirm = () =>
    remove.mutate(entity.id, {
      onSuccess: (deleted) => {
        notifications.show({
          color: 'green',
          title: `Deleted ${deleted.name}`,
          message: deleted.linkCount === 0 ? 'It was linked to nothing.' : `With ${counted(deleted.linkCount, 'link', 'links')}.`,
        });
        // Replacing its page: Back would open a page that is gone.
        void navigate({ ...listLink('/ops/entities'), replace: true });
      },
    });

  return (
    <DeleteDialog
      title={`Delete ${entity.name}?`}
      onClose={onClose}
      onConfirm={confirm}
      error={remove.error}
      pending={remove.isPending}
      confirmLabel={`Delete ${entity.name}`}
    >
      <Text size="sm">
        {entity.links.length === 0
          ? 'It is linked to nothing, so only its name and details go.'
          : `Its ${counted(entity.links.length, 'link', 'links')} to podcasts, episodes and soundbites go with it.`}
      </Text>
      {entity.mergedDuplicates.length > 0 ? <Text size="sm">{mergedDuplicatesGo(entity.mergedDuplicates)}</Text> : null}
      {fromFeeds > 0 ? (
        <Alert color="orange" variant="light" title="A feed names it">
          <Text size="sm">
            {counted(fromFeeds, 'link comes', 'links come')} from a feed, which adds it again with its next refresh. If it is a duplicate,
            merge it into the other one instead: Merge, keeping the other one, moves this one's links there.
          </Text>
        </Alert>
      ) : null}
      <Text size="sm">Its history is kept. This cannot be undone.</Text>
    </DeleteDialog>
  );
}

/** The duplicates merged into it earlier are deleted with it: their pages only pointed here. */
function mergedDuplicatesGo(duplicates: EntityDetail['mergedDuplicates']): string {
  const names = namesInWords(duplicates);
  return duplicates.length === 1
    ? `The duplicate merged into it (${names}) goes too, and its old address leads nowhere after that.`
    : `The ${duplicates.length} duplicates merged into it (${names}) go too, and their old addresses lead nowhere after that.`;
}
