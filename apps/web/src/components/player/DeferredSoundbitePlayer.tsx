import { Anchor, Text } from '@mantine/core';
import { useEffect, useState, type ComponentType } from 'react';
import { ERROR_TEXT } from '../../lib/colors';
import { PlayerFrame } from './PlayerFrame';
import type { PlayerActivation, SoundbitePlayerProps } from './SoundbitePlayer';

/** The player's code (with its slider) is fetched when a visitor reaches for a player, not with the page. */
const loadPlayer = () => import('./SoundbitePlayer').then((module) => module.SoundbitePlayer);

/**
 * A `SoundbitePlayer` for pages that show many: it renders as its frame at rest (identical boxes,
 * names and roles) and becomes the real player when the visitor reaches for it: a press of play
 * (which then plays), or the keyboard focus on one of its controls (which stays there). Pointing at
 * it fetches the player's code ahead of the press. Its audio is fetched only when play is pressed.
 */
export function DeferredSoundbitePlayer(props: Omit<SoundbitePlayerProps, 'preload' | 'activation'>) {
  // A player with nothing to play shows its message at once: the frame has no room for it.
  const [activation, setActivation] = useState<PlayerActivation | null>(props.audioUrl ? null : { focus: null, play: false });
  const [Player, setPlayer] = useState<ComponentType<SoundbitePlayerProps> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (!activation || Player) return;
    let current = true;
    loadPlayer().then(
      (loaded) => {
        if (current) setPlayer(() => loaded);
      },
      () => {
        if (!current) return;
        // The frame stays, ready for another press; the browser keeps a module that failed to load
        // as failed, so only a reload fetches it again.
        setActivation(null);
        setLoadFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [activation, Player]);

  if (!activation || !Player) {
    return (
      <>
        <PlayerFrame
          label={props.label}
          lengthSeconds={props.endSeconds - props.startSeconds}
          onIntent={() => void loadPlayer().catch(() => null)}
          onActivate={(reached) =>
            setActivation((earlier) => (earlier ? { focus: reached.focus ?? earlier.focus, play: earlier.play || reached.play } : reached))
          }
        />
        {loadFailed ? (
          <Text size="sm" c={ERROR_TEXT} role="alert">
            The player could not be loaded. Check your connection, then{' '}
            <Anchor component="button" type="button" size="sm" onClick={() => window.location.reload()}>
              reload the page
            </Anchor>
            .
          </Text>
        ) : null}
      </>
    );
  }
  return <Player {...props} preload="none" activation={activation} />;
}
