import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { wholeEpisodeRange } from '../search-params';

interface ShareActionsProps {
  /** The absolute link to this page. */
  url: string;
  title: string;
  /** The episode to offer whole, or null when this page already plays all of it. */
  fullEpisode: { id: string; durationSeconds: number | null } | null;
}

type CopyState = 'idle' | 'copied' | 'failed';

export function ShareActions({ url, title, fullEpisode }: ShareActionsProps) {
  const wholeEpisode = fullEpisode ? wholeEpisodeRange(fullEpisode.durationSeconds) : null;
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copyLink() {
    try {
      // Missing outside secure contexts (plain http on a non-local host).
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  async function share() {
    try {
      await navigator.share({ title, text: `${title}, on Soundbites`, url });
    } catch {
      // Closing the share sheet rejects too; there is nothing to report either way.
    }
  }

  return (
    <>
      <Group gap="sm">
        <Button variant="light" onClick={() => void copyLink()}>
          {copyState === 'copied' ? 'Link copied' : 'Copy link'}
        </Button>
        {canShare && (
          <Button variant="light" onClick={() => void share()}>
            Share…
          </Button>
        )}
        {fullEpisode && wholeEpisode && (
          // The whole episode as the range: it plays in this app's player, not as a bare audio file.
          <AnchorLink to="/share" search={{ episode: fullEpisode.id, t: wholeEpisode }} size="sm" fw={600}>
            Listen to the full episode
          </AnchorLink>
        )}
      </Group>
      <div role="status" aria-live="polite">
        {copyState === 'failed' && (
          <>
            <Text size="sm" c="orange" mb={4}>
              Your browser did not let us copy. Select the link below and copy it yourself.
            </Text>
            <TextInput readOnly value={url} aria-label="Link to this moment" onFocus={(event) => event.currentTarget.select()} />
          </>
        )}
      </div>
    </>
  );
}
