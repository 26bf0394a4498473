import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { OpsLayout } from '../../features/ops/components/OpsLayout';
import type { PaletteCommand } from '../../features/ops/palette-store';

// Each is loaded when first run, from a chunk no page imports directly (Add a podcast's is already split
// off for the dashboard and the list; New soundbite's list button loads its dialog the same way): a
// chunk that pages import directly is named in the entry every page loads, public ones included.
const AddPodcastDialog = lazy(async () => {
  const { AddPodcastDialog: Dialog } = await import('../../features/ops-add-podcast/components/AddPodcastBox');
  return {
    default: ({ onClose, typed }: { onClose: () => void; typed?: string | undefined }) => (
      <Dialog opened onClose={onClose} feedUrl={typed} />
    ),
  };
});
const ChooseEpisode = lazy(async () => ({
  default: (await import('../../features/ops-soundbites/components/ChooseEpisode')).ChooseEpisode,
}));

/**
 * What was typed in the palette is a feed URL to add: a whole http or https address. The dialog
 * checks it as it checks anything typed there. Kept here, not imported from the dialog's own
 * module, which would then become a chunk the entry names.
 */
function isPastedFeedUrl(typed: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(typed)) return false;
  try {
    return new URL(typed).hostname !== '';
  } catch {
    return false;
  }
}

/** The palette's tasks: each is another feature's dialog, so they are put together here. */
const OPS_COMMANDS: readonly PaletteCommand[] = [
  {
    id: 'add-podcast',
    label: 'Add a podcast',
    description: 'Import a feed by its URL',
    keywords: ['new podcast', 'import', 'feed', 'subscribe'],
    // A feed URL pasted in the palette is the podcast to add.
    takesTyped: { accepts: isPastedFeedUrl, label: (url) => `Add the podcast at ${url}` },
    Dialog: AddPodcastDialog,
  },
  {
    id: 'new-soundbite',
    label: 'New soundbite',
    description: 'Choose an episode, then the moment on its page',
    keywords: ['add a soundbite', 'create', 'clip', 'moment'],
    Dialog: ChooseEpisode,
  },
];

export const Route = createFileRoute('/ops')({ component: Ops });

function Ops() {
  return <OpsLayout commands={OPS_COMMANDS} />;
}
