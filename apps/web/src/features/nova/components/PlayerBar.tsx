import { ActionIcon, Box, Button, Container, Group, Loader, Slider, Stack, Switch, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { soundbiteDisplayTitle } from '@soundbites/config';
import { useRef, useState, type ReactNode } from 'react';
import { PodcastArt } from '../../../components/PodcastArt';
import { formatClock } from '../../../components/player/range';
import { SEEK_STEP_SECONDS, seekKeyHandler } from '../../../components/player/seek-keys';
import { setSingleKeyShortcuts, singleKeyShortcutsOn } from '../../../lib/single-key-shortcuts';
import { useHeightVariable } from '../../../lib/useHeightVariable';
import { useScrollPadding } from '../../../lib/useScrollPadding';
import { usePlayer } from '../player/PlayerProvider';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './icons';
import classes from './NovaLayout.module.css';

/** The player bar's height, for what is placed above it in CSS. */
const PLAYER_BAR_HEIGHT = '--nova-player-bar-height';

/** The one player of Nova, pinned to the bottom; it stays while the pages above it change. */
export function PlayerBar() {
  const player = usePlayer();
  const { current } = player;
  const barRef = useRef<HTMLElement>(null);
  // Keyboard focus moving down the page stops above the player, not under it.
  useScrollPadding(barRef, 'bottom', current !== null);
  // Undo's notice sits right above it, over as little of the page as it can.
  useHeightVariable(barRef, PLAYER_BAR_HEIGHT, current !== null);
  // Brought back paused (after a reload, back from a share page), it has not played yet: the status says so.
  const [played, setPlayed] = useState(player.playing);
  if (player.playing && !played) setPlayed(true);
  if (!current) return null;
  const title = soundbiteDisplayTitle(current.title, current.episode.title);
  // Played to its end and stopped (autoplay off, or the list's last): said so, and the button plays it again.
  const ended = !player.playing && player.length > 0 && player.elapsed >= player.length - 0.05;
  // On a phone a row of its own, under the buttons: beside them it was 99 px to seek along.
  const seek = (
    <Group gap="xs" wrap="nowrap" mt={2} onKeyDown={seekKeyHandler(player)}>
      <Slider
        style={{ flex: 1 }}
        size="sm"
        // On a touch screen the public stylesheet makes it 24 px, on a band 44 px high.
        thumbSize={16}
        min={0}
        max={Math.max(player.length, 0.1)}
        step={SEEK_STEP_SECONDS}
        value={Math.min(player.elapsed, player.length)}
        onChange={player.seek}
        label={formatClock}
        thumbLabel={`Position in “${title}”`}
        thumbValueText={(value) => `${formatClock(value)} of ${formatClock(player.length)}`}
      />
      <Text size="xs" c="dimmed" ff="monospace" aria-hidden="true" className={classes.clock}>
        {formatClock(player.elapsed)}/{formatClock(player.length)}
      </Text>
    </Group>
  );
  const playLabel = player.playing ? 'Pause' : ended ? 'Play again' : 'Resume';
  return (
    <section className={classes.playerBar} aria-label="Player" ref={barRef}>
      <Container size="md" px={{ base: 'sm', sm: 'md' }}>
        <Group gap="sm" wrap="nowrap" py={8}>
          <PodcastArt imageUrl={current.episode.imageUrl ?? current.podcast.imageUrl} podcastTitle={current.podcast.title} size={44} />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={600} truncate data-testid="now-playing">
              {title}
            </Text>
            {/* Said when the player moves on by itself (autoplay) as well as when a soundbite is chosen. */}
            <VisuallyHidden role="status">
              {player.error
                ? `Not playing: ${title}`
                : ended
                  ? `Finished: ${title}${player.hasNext ? '' : '. That was the last in this list.'}`
                  : played
                    ? `${player.skipped ? `${player.skipped} ` : ''}Now playing: ${title}, from ${current.podcast.title}`
                    : `Paused: ${title}, from ${current.podcast.title}`}
            </VisuallyHidden>
            <Text size="xs" c="dimmed" truncate>
              {current.podcast.title} · {current.episode.title}
            </Text>
            <Box visibleFrom="sm">{seek}</Box>
          </Stack>
          <Group gap={4} wrap="nowrap">
            {/* The keys are said as keyboard shortcuts (aria-keyshortcuts) and shown on hover or focus, not
                read out as part of each button's name. */}
            <SkipButton label="Previous soundbite" shortcut="k" onClick={player.previous}>
              <PreviousIcon />
            </SkipButton>
            <Tooltip label={`${playLabel} (Space)`} withArrow openDelay={400}>
              <ActionIcon size={44} radius="xl" aria-label={playLabel} aria-keyshortcuts="Space" onClick={player.toggle}>
                {player.buffering ? <Loader size={18} color="white" /> : player.playing ? <PauseIcon /> : <PlayIcon />}
              </ActionIcon>
            </Tooltip>
            <SkipButton label="Next soundbite" shortcut="j" onClick={player.next} disabled={!player.hasNext}>
              <NextIcon />
            </SkipButton>
          </Group>
          <Stack gap={4} visibleFrom="sm">
            <Switch
              size="xs"
              label="Autoplay"
              checked={player.autoplay}
              onChange={(event) => player.setAutoplay(event.currentTarget.checked)}
            />
            <LetterKeysSwitch />
          </Stack>
        </Group>
        {/* Autoplay ends the seek band's row: on a row of its own it made the bar 163 px high, a fifth of
            a phone's screen. */}
        <Group hiddenFrom="sm" gap="sm" wrap="nowrap" pb={8}>
          <Box style={{ flex: 1, minWidth: 0 }}>{seek}</Box>
          <Switch
            size="xs"
            label="Autoplay"
            checked={player.autoplay}
            onChange={(event) => player.setAutoplay(event.currentTarget.checked)}
          />
        </Group>
        {/* Under the whole bar, the width of the screen: a phone's narrow middle column would stack it word by word. */}
        {player.error ? (
          <Group gap={6} wrap="wrap" align="baseline" pb={8}>
            <Text size="xs" c="var(--mantine-color-error)" role="alert">
              {player.error}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={player.retry} style={{ flexShrink: 0 }}>
              Try again
            </Button>
          </Group>
        ) : player.skipped ? (
          // Announced by the status above, with what plays now.
          <Text size="xs" c="dimmed" truncate pb={8}>
            {player.skipped}
          </Text>
        ) : null}
      </Container>
    </section>
  );
}

/** Previous or Next: its key said as a shortcut and shown in its tooltip. */
function SkipButton({
  label,
  shortcut,
  onClick,
  disabled,
  children,
}: {
  label: string;
  shortcut: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip label={`${label} (${shortcut})`} withArrow openDelay={400}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={36}
        radius="xl"
        aria-label={label}
        aria-keyshortcuts={shortcut}
        onClick={onClick}
        disabled={disabled}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** j and k move through the list, unless turned off (a letter typed by accident, or by voice control, would skip). */
function LetterKeysSwitch() {
  const [on, setOn] = useState(singleKeyShortcutsOn);
  return (
    <Switch
      size="xs"
      label="j/k keys"
      checked={on}
      onChange={(event) => {
        setSingleKeyShortcuts(event.currentTarget.checked);
        setOn(event.currentTarget.checked);
      }}
    />
  );
}
