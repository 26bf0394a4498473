import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { episodeLink } from '../../../lib/ops-links';

// Loaded when first asked for, from here and from the command palette alike: one chunk for both.
const ChooseEpisode = lazy(async () => ({ default: (await import('./ChooseEpisode')).ChooseEpisode }));

/**
 * `New soundbite…`: a soundbite is a range of an episode, made on that episode's page (its waveform
 * and transcript), so the list's button asks which episode and opens its page. A list narrowed to one
 * episode opens that one's page at once.
 */
export function NewSoundbite({ episodeId }: { episodeId: string | undefined }) {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpened(false);
    opener.current?.focus();
  };
  return (
    <>
      <Button ref={opener} variant="light" onClick={() => (episodeId ? void navigate(episodeLink(episodeId)) : setOpened(true))}>
        New soundbite{episodeId ? '' : '…'}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ChooseEpisode onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
