import { ActionIcon, Anchor, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState, type RefObject } from 'react';
import { PauseIcon, PlayIcon } from '../../../components/player/player-icons';
import { fitRange, formatClock, type PlaybackRange } from '../../../components/player/range';
import classes from './NowPlayingBar.module.css';

interface NowPlayingBarProps {
  /** Holds the page's player: its first button is Play/Pause, its audio the one playing. */
  playerBox: RefObject<HTMLDivElement | null>;
  title: string;
  range: PlaybackRange;
}

/**
 * Once the listener has played the page's audio and scrolled the player out of sight (reading the
 * transcript, the chapters, the notes), a bar at the foot of the screen keeps Play/Pause and where it is
 * within reach, with the way back to the player. It drives the player itself, so the two never disagree.
 */
export function NowPlayingBar({ playerBox, title, range }: NowPlayingBarProps) {
  const [outOfSight, setOutOfSight] = useState(false);
  const [played, setPlayed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [length, setLength] = useState(range.endSeconds - range.startSeconds);

  useEffect(() => {
    const player = playerBox.current?.firstElementChild;
    const audio = playerBox.current?.querySelector('audio');
    if (!player || !audio || typeof IntersectionObserver === 'undefined') return;
    // Out of sight above: scrolled past. A player below the fold has not been reached yet.
    const observer = new IntersectionObserver(([entry]) =>
      setOutOfSight(!!entry && !entry.isIntersecting && entry.boundingClientRect.top < 0),
    );
    observer.observe(player);
    const follow = () => {
      setPlaying(!audio.paused);
      if (!audio.paused) setPlayed(true);
      setElapsed(Math.floor(Math.max(0, audio.currentTime - range.startSeconds)));
      // As the player does: audio shorter than the feed said ends the range where the audio ends.
      const wanted = { startSeconds: range.startSeconds, endSeconds: range.endSeconds };
      const fitted = fitRange(wanted, audio.duration) ?? wanted;
      setLength(fitted.endSeconds - fitted.startSeconds);
    };
    const events = ['play', 'pause', 'timeupdate', 'ended', 'durationchange'] as const;
    for (const name of events) audio.addEventListener(name, follow);
    return () => {
      observer.disconnect();
      for (const name of events) audio.removeEventListener(name, follow);
    };
  }, [playerBox, range.startSeconds, range.endSeconds]);

  if (!outOfSight || !played) return null;
  const playButton = () => playerBox.current?.querySelector('button');
  return (
    <>
      {/* Room at the page's foot, so the bar never covers its last lines. */}
      <div className={classes.room} />
      <Paper className={classes.bar} shadow="md" withBorder role="region" aria-label="Now playing">
        <Group gap="sm" wrap="nowrap" className={classes.inner}>
          <ActionIcon size="lg" radius="xl" aria-label={playing ? 'Pause' : 'Play'} onClick={() => playButton()?.click()}>
            {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
          </ActionIcon>
          <div className={classes.what}>
            <Text size="sm" fw={600} lineClamp={1}>
              {title}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {formatClock(elapsed)} / {formatClock(length)}
            </Text>
          </div>
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            className={classes.back}
            onClick={() => {
              playerBox.current?.firstElementChild?.scrollIntoView({ block: 'center' });
              playButton()?.focus({ preventScroll: true });
            }}
          >
            Back to the player
          </Anchor>
        </Group>
      </Paper>
    </>
  );
}
