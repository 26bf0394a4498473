import { List, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PodcastDetail } from '@soundbites/api-types';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { DeleteDialog, DeleteSection } from '../../../components/ops/DeleteSection';
import { counted } from '../../../lib/counted';
import { listLink } from '../../../lib/list-memory';
import { useDeletePodcast } from '../api/podcasts-api';

/** "all 4 published", "3 of them published", "it is published". */
function publishedInWords({ soundbiteCount, publishedSoundbiteCount }: PodcastDetail): string {
  if (soundbiteCount === 1) return 'it is published';
  if (publishedSoundbiteCount === soundbiteCount) return `all ${soundbiteCount.toLocaleString()} published`;
  return `${publishedSoundbiteCount.toLocaleString()} of them published`;
}

/**
 * Deleting a podcast added by mistake: what goes with it is said first, and the title must be typed,
 * as for deleting a repository on GitHub: it cannot be undone.
 */
export function DeletePodcast({ podcast }: { podcast: PodcastDetail }) {
  return (
    <DeleteSection
      heading="Delete this podcast"
      purpose="For a feed added by mistake. To stop refreshing a podcast and hide it from listeners, pause it instead."
      buttonLabel="Delete podcast…"
      confirm={(close) => <ConfirmDelete podcast={podcast} onClose={close} />}
    />
  );
}

function ConfirmDelete({ podcast, onClose }: { podcast: PodcastDetail; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const remove = useDeletePodcast();
  const navigate = useNavigate();
  const confirmed = typed.trim() === podcast.title.trim();
  // Said at the field when Delete is pressed before the title matches: a disabled button says nothing.
  const [mismatch, setMismatch] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  function confirm() {
    if (!confirmed) {
      setMismatch(true);
      field.current?.focus();
      return;
    }
    remove.mutate(podcast.id, {
      onSuccess: (deleted) => {
        notifications.show({
          color: 'green',
          title: `Deleted ${deleted.title}`,
          message: `With ${counted(deleted.episodeCount, 'episode', 'episodes')} and ${counted(deleted.soundbiteCount, 'soundbite', 'soundbites')}.`,
        });
        // Replacing the podcast's page: Back would open a page that is gone.
        void navigate({ ...listLink('/ops/podcasts'), replace: true });
      },
    });
  }

  return (
    <DeleteDialog
      title={`Delete ${podcast.title}?`}
      onClose={onClose}
      onConfirm={confirm}
      error={remove.error}
      pending={remove.isPending}
      confirmLabel="Delete this podcast"
      focusCancel={false}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        The podcast of the feed {podcast.feedUrl}.
      </Text>
      <Text size="sm">This deletes, for good:</Text>
      <List size="sm" spacing={2}>
        <List.Item>the podcast and {counted(podcast.episodeCount, 'episode', 'episodes')}, with their transcripts and chapters;</List.Item>
        {podcast.soundbiteCount > 0 ? (
          <List.Item>
            {counted(podcast.soundbiteCount, 'soundbite', 'soundbites')}, staff edits included
            {podcast.publishedSoundbiteCount > 0 ? (
              <>
                ; <strong>{publishedInWords(podcast)}</strong>: shared links and embeds of them stop working, and listeners lose them from
                Saved;
              </>
            ) : (
              '; none is published, so no listener has them;'
            )}
          </List.Item>
        ) : null}
        <List.Item>its links to people and topics (the people themselves stay).</List.Item>
      </List>
      <Text size="sm">Adding the feed again later imports it afresh. This cannot be undone.</Text>
      <TextInput
        label={`Type the podcast’s title to confirm: ${podcast.title}`}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setMismatch(false);
        }}
        ref={field}
        error={mismatch ? 'Type the title exactly as it is shown, to confirm.' : undefined}
        autoComplete="off"
        data-autofocus
      />
    </DeleteDialog>
  );
}
