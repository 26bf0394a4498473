import { Button, Group, SegmentedControl, Stack, Text, TextInput, Textarea, VisuallyHidden } from '@mantine/core';
import { embedCode, type EmbedTheme } from '@soundbites/config';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type MouseEvent } from 'react';
import { useFocusWhen } from '../../../lib/focus-when';
import { AnchorLink } from '../../../components/AnchorLink';
import { fullEpisodeLink } from '../../../lib/share-links';
import { WARNING_TEXT } from '../../../lib/colors';
import { formatClock } from '../../../components/player/range';

interface ShareActionsProps {
  /** The absolute link to this page. */
  url: string;
  title: string;
  /** The episode to offer whole, or null when this page already plays all of it. */
  fullEpisode: FullEpisodeLink | null;
  /** The soundbite whose embed player's code to offer; null for an episode range, which has none. */
  embedSoundbiteId: string | null;
  /** Where this page's player is now, and whether it plays: the whole episode goes on from there. */
  playback?: () => { audioSeconds: number; playing: boolean } | null;
  /** A whole episode's link starting at a moment, to copy one at the player's position; absent elsewhere. */
  linkAt?: ((seconds: number) => string) | undefined;
}

export interface FullEpisodeLink {
  id: string;
  /** Where this page's moment starts: the whole episode begins playing there, with all of it around. */
  fromSeconds: number;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `text`, or reports that the browser would not (no clipboard outside secure contexts, or refused). */
async function copyText(text: string): Promise<Exclude<CopyState, 'idle'>> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export function ShareActions({ url, title, fullEpisode, embedSoundbiteId, playback, linkAt }: ShareActionsProps) {
  const navigate = useNavigate();
  const wholeEpisode = fullEpisode ? fullEpisodeLink(fullEpisode, fullEpisode.fromSeconds) : null;
  // Followed while the moment plays (or after it was played into), the whole episode goes on from
  // where the player is, playing if it was; the link itself (a new tab, a copy) starts at the moment.
  const listenOn = (event: MouseEvent) => {
    const now = playback?.();
    if (!fullEpisode || !now || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    if (!now.playing && now.audioSeconds <= fullEpisode.fromSeconds) return;
    event.preventDefault();
    void navigate(fullEpisodeLink(fullEpisode, now.audioSeconds, now.playing));
  };
  const [copyState, setCopyState] = useState<CopyState>('idle');
  // The link last copied (or not): this page's, or the episode's at the player's position.
  const [copied, setCopied] = useState<{ link: string; at: number | null }>({ link: url, at: null });
  const [embedOpen, setEmbedOpen] = useState(false);
  const [embedCopyState, setEmbedCopyState] = useState<CopyState>('idle');
  // "Copied" is news for a moment; then the buttons offer to copy again.
  useCopiedFades(copyState, setCopyState);
  useCopiedFades(embedCopyState, setEmbedCopyState);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  // 'auto': the embed follows the colours of the visitor's system; a host page with fixed colours picks its own.
  const [embedTheme, setEmbedTheme] = useState<EmbedTheme | 'auto'>('auto');
  const code = embedSoundbiteId
    ? embedCode({ origin: new URL(url).origin, soundbiteId: embedSoundbiteId, title, theme: embedTheme === 'auto' ? null : embedTheme })
    : null;

  async function copyLink(at: number | null = null) {
    const link = at === null || !linkAt ? url : linkAt(at);
    setCopied({ link, at });
    setCopyState(await copyText(link));
  }
  // Refused, the link is put in a box, selected and with the keyboard there: one keystroke copies it.
  const fallbackInput = useFocusWhen<HTMLInputElement>(copyState === 'failed');

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
          {copyState === 'copied' && copied.at === null ? 'Link copied' : 'Copy link'}
        </Button>
        {linkAt && (
          // As a podcast app's "share from here": the link opens the episode where the listener is now.
          <Button variant="light" onClick={() => void copyLink(Math.floor(playback?.()?.audioSeconds ?? 0))}>
            {copyState === 'copied' && copied.at !== null ? `Link at ${formatClock(copied.at)} copied` : 'Copy link at current time'}
          </Button>
        )}
        {canShare && (
          <Button variant="light" onClick={() => void share()}>
            Share…
          </Button>
        )}
        {code && (
          <Button
            variant={embedOpen ? 'filled' : 'light'}
            aria-expanded={embedOpen}
            aria-controls="embed-code"
            onClick={() => setEmbedOpen((open) => !open)}
          >
            Embed
          </Button>
        )}
        {wholeEpisode && (
          // The whole episode as the range: it plays in this app's player, not as a bare audio file.
          <AnchorLink {...wholeEpisode} size="sm" fw={600} onClick={listenOn}>
            Listen to the full episode
          </AnchorLink>
        )}
      </Group>
      {code && embedOpen && (
        <Stack gap="xs" id="embed-code">
          <Textarea
            label="Embed code"
            description="Paste it into a web page to play this soundbite there."
            value={code}
            readOnly
            autosize
            minRows={3}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-xs)' } }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group gap="xs">
            <Text size="sm" id="embed-colours">
              Colours
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby="embed-colours"
              value={embedTheme}
              onChange={setEmbedTheme}
              data={[
                { value: 'auto', label: 'As the visitor’s system' },
                { value: 'light', label: 'Light' },
                { value: 'dark', label: 'Dark' },
              ]}
            />
          </Group>
          <Group gap="sm">
            <Button variant="light" size="xs" onClick={() => void copyText(code).then(setEmbedCopyState)}>
              {embedCopyState === 'copied' ? 'Code copied' : 'Copy code'}
            </Button>
            {embedCopyState === 'failed' && (
              <Text size="sm" c={WARNING_TEXT} role="status">
                Your browser did not let us copy. Select the code above and copy it yourself.
              </Text>
            )}
          </Group>
        </Stack>
      )}
      <div role="status" aria-live="polite">
        {/* The button's own words change too; this says it to a screen reader. */}
        {copyState === 'copied' && (
          <VisuallyHidden>{copied.at === null ? 'Link copied' : `Link at ${formatClock(copied.at)} copied`}</VisuallyHidden>
        )}
        {embedCopyState === 'copied' && <VisuallyHidden>Embed code copied</VisuallyHidden>}
        {copyState === 'failed' && (
          <>
            <Text size="sm" c={WARNING_TEXT} mb={4}>
              Your browser did not let us copy. The link is selected below: copy it yourself (Ctrl+C, or ⌘C on a Mac).
            </Text>
            <TextInput
              readOnly
              value={copied.link}
              aria-label="Link to this moment"
              ref={fallbackInput}
              onFocus={(event) => event.currentTarget.select()}
            />
          </>
        )}
      </div>
    </>
  );
}

const COPIED_SHOWN_MS = 3000;

function useCopiedFades(state: CopyState, setState: (state: CopyState) => void) {
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state, setState]);
}
