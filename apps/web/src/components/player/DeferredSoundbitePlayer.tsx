import { useEffect, useState } from 'react';
import { PlayerFrame } from './PlayerFrame';
import { SoundbitePlayer, type PlayerActivation, type SoundbitePlayerProps } from './SoundbitePlayer';
import { whenIdle } from '../../lib/idle-work';

/**
 * A `SoundbitePlayer` for pages that show many: it first renders as its frame at rest (identical
 * boxes, names and roles), and becomes the real player when the browser is idle, one player per task,
 * or at once when the visitor presses play or moves the keyboard focus onto it. Its audio is fetched
 * only when play is pressed.
 */
export function DeferredSoundbitePlayer(props: Omit<SoundbitePlayerProps, 'preload' | 'activation'>) {
  // A player with nothing to play shows its message at once: the frame has no room for it.
  const [activation, setActivation] = useState<PlayerActivation | null>(props.audioUrl ? null : { focus: null, play: false });

  useEffect(() => {
    if (activation) return;
    return whenIdle(() => setActivation((current) => current ?? { focus: null, play: false }));
  }, [activation]);

  if (!activation) {
    return <PlayerFrame label={props.label} lengthSeconds={props.endSeconds - props.startSeconds} onActivate={setActivation} />;
  }
  return <SoundbitePlayer {...props} preload="none" activation={activation} />;
}
