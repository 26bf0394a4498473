import { ActionIcon, Group, Loader, Slider, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { PauseIcon, PlayIcon } from './player-icons';
import { useEndWatch } from './useEndWatch';
import { claimPlayback, releasePlayback } from './active-audio';
import { LONG_RANGE_SECONDS, nextPlaybackRate, storedPlaybackRate, storePlaybackRate } from './playback-controls';
import { SkipAndSpeed } from './SkipAndSpeed';
import { SEEK_STEP_SECONDS, seekKeyHandler } from './seek-keys';
import {
  cutShortByAudio,
  decidePlayback,
  elapsedInRange,
  fitRange,
  formatClock,
  millisecondsUntilStop,
  playFrom,
  positionFor,
  type PlaybackRange,
} from './range';
import { mediaErrorMessage } from './media-errors';
import { useMediaMetadata, type PlayerMedia } from './media-session';
import { PlayerMessages } from './PlayerMessages';

export interface SoundbitePlayerProps {
  /** The episode's audio; null when the feed gave none. */
  audioUrl: string | null;
  startSeconds: number;
  /** Infinity when not known (a whole episode the feed gave no length): the audio's end, once it loads. */
  endSeconds: number;
  /** What is playing, for the buttons' accessible names ("Play …"). */
  label: string;
  /** `none` fetches nothing of the audio before play is pressed, for pages that show many players. */
  preload?: 'metadata' | 'none';
  /** What the visitor did to the stand-in this player replaces, done again here once, on mount. */
  activation?: PlayerActivation;
  /** Where in the range playback begins (seconds from its start), e.g. the moment a listener came from. */
  initialOffsetSeconds?: number;
  /** Offer skip and speed controls; by default only for ranges of a minute or more. */
  skipAndSpeed?: boolean;
  /** Told where playback is (seconds into the episode) and whether it plays, as it moves. */
  onPosition?: (audioSeconds: number, playing: boolean) => void;
  /** Told when playback reaches the end of the range and stops there (not when paused before it). */
  onFinished?: () => void;
  /** Told whether the audio can be played: false while the player shows an error (none, or a broken file). */
  onPlayableChange?: (playable: boolean) => void;
  /** For what plays along (a transcript): start playing from a moment of the range. */
  controlRef?: Ref<PlayerControl>;
  /** What the lock screen, the notification and a headset show while it plays. */
  media?: PlayerMedia;
}

export interface PlayerControl {
  /** Plays from `audioSeconds` (seconds into the episode), kept inside the range. */
  playFrom: (audioSeconds: number) => void;
  /** Moves to `audioSeconds` without starting to play (playing goes on if it was). */
  moveTo: (audioSeconds: number) => void;
}

export interface PlayerActivation {
  /** The control the visitor was on, which keeps the focus. */
  focus: 'play' | 'position' | null;
  /** Play was pressed. */
  play: boolean;
}

/** Plays exactly [startSeconds, endSeconds] of the episode's audio. */
export function SoundbitePlayer(props: SoundbitePlayerProps) {
  // A new source or range starts a fresh player rather than patching the old one's state.
  return <RangePlayer key={`${props.audioUrl}|${props.startSeconds}|${props.endSeconds}`} {...props} />;
}

/** The clock's total until the audio tells how long it is. */
const UNKNOWN_LENGTH = '–:––';

interface PlayerError {
  message: string;
  /** Loading can fail for passing reasons; a range outside the audio will not change. */
  retryable: boolean;
}

function RangePlayer({
  audioUrl,
  startSeconds,
  endSeconds,
  label,
  preload = 'metadata',
  activation,
  initialOffsetSeconds,
  skipAndSpeed,
  onPosition,
  onFinished,
  onPlayableChange,
  controlRef,
  media,
}: SoundbitePlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const activationRef = useRef(activation);
  const { frameRef, timerRef, stopWatching } = useEndWatch();
  const rangeRef = useRef<PlaybackRange>({ startSeconds, endSeconds });
  const [range, setRange] = useState<PlaybackRange>({ startSeconds, endSeconds });
  // Applied once, when the audio can first be positioned (its metadata, or play pressed before it).
  const pendingOffsetRef = useRef(initialOffsetSeconds && initialOffsetSeconds > 0 ? initialOffsetSeconds : null);
  const [elapsed, setElapsed] = useState(() => elapsedInRange(startSeconds + (pendingOffsetRef.current ?? 0), rangeRef.current));
  const [rate, setRate] = useState(storedPlaybackRate);
  const [playing, setPlaying] = useState(false);
  useMediaMetadata(playing ? media : undefined);
  const [buffering, setBuffering] = useState(false);
  const [error, setError] = useState<PlayerError | null>(
    audioUrl ? null : { message: 'This episode has no audio to play.', retryable: false },
  );
  const [notice, setNotice] = useState<string | null>(null);
  // The audio can be shorter than its feed says: a moment near the end then plays only to where it ends.
  const [cutShort, setCutShort] = useState<number | null>(null);
  useEffect(() => onPlayableChange?.(error === null), [onPlayableChange, error]);

  const length = range.endSeconds - range.startSeconds;
  const lengthKnown = Number.isFinite(length);
  // A soundbite is heard in one go; skip and speed are for whole episodes and long excerpts.
  const long = skipAndSpeed ?? length >= LONG_RANGE_SECONDS;
  const effectiveRate = long ? rate : 1;

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    // Both: a new source or a reload resets playbackRate to defaultPlaybackRate.
    audio.defaultPlaybackRate = effectiveRate;
    audio.playbackRate = effectiveRate;
  }, [effectiveRate]);

  // Read when the end comes, so that stopping there does not depend on the caller's callback staying the same.
  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;
  const stopAtEnd = useCallback(
    (audio: HTMLAudioElement) => {
      audio.pause();
      stopWatching();
      // At the end the bar is full, though playback stops a few milliseconds short of it.
      const { startSeconds: start, endSeconds: end } = rangeRef.current;
      setElapsed(Number.isFinite(end) ? end - start : elapsedInRange(audio.currentTime, rangeRef.current));
      onFinishedRef.current?.();
    },
    [stopWatching],
  );

  /** Follows the position every frame near the end, where `timeupdate` is too coarse. */
  const watchEnd = useCallback(() => {
    const followFrame = () => {
      const audio = audioRef.current;
      if (!audio || audio.paused) {
        frameRef.current = null;
        return;
      }
      if (decidePlayback(audio.currentTime, rangeRef.current) === 'stop') {
        frameRef.current = null;
        stopAtEnd(audio);
        return;
      }
      setElapsed(elapsedInRange(audio.currentTime, rangeRef.current));
      frameRef.current = requestAnimationFrame(followFrame);
    };
    followFrame();
  }, [frameRef, stopAtEnd]);

  const onTimeUpdate = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const decision = decidePlayback(audio.currentTime, rangeRef.current);
    if (decision === 'stop') {
      if (!audio.paused) stopAtEnd(audio);
      return;
    }
    if (decision === 'seek-to-start') audio.currentTime = rangeRef.current.startSeconds;
    if (decision === 'watch-closely' && !audio.paused && frameRef.current === null) {
      frameRef.current = requestAnimationFrame(watchEnd);
      // Frames stall when the page is busy or hidden; a timer aimed at the end backs them up.
      timerRef.current = setTimeout(
        () => {
          timerRef.current = null;
          if (!audio.paused && decidePlayback(audio.currentTime, rangeRef.current) === 'stop') stopAtEnd(audio);
        },
        millisecondsUntilStop(audio.currentTime, rangeRef.current, audio.playbackRate),
      );
    }
    setElapsed(elapsedInRange(audio.currentTime, rangeRef.current));
  }, [frameRef, stopAtEnd, timerRef, watchEnd]);

  const onLoadedMetadata = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const fitted = fitRange({ startSeconds, endSeconds }, audio.duration);
    if (!fitted) {
      setError({ message: 'This moment starts after the end of the episode’s audio.', retryable: false });
      return;
    }
    rangeRef.current = fitted;
    setRange(fitted);
    setCutShort(cutShortByAudio({ startSeconds, endSeconds }, fitted) ? fitted.endSeconds : null);
    const pendingOffset = pendingOffsetRef.current;
    pendingOffsetRef.current = null;
    if (pendingOffset !== null) {
      audio.currentTime = positionFor(pendingOffset, fitted);
      setElapsed(elapsedInRange(audio.currentTime, fitted));
    } else if (audio.currentTime < fitted.startSeconds || audio.currentTime >= fitted.endSeconds) {
      audio.currentTime = fitted.startSeconds;
    }
  }, [startSeconds, endSeconds]);

  useEffect(() => {
    const audio = audioRef.current;
    return () => {
      stopWatching();
      if (audio) {
        if (!audio.paused) audio.pause();
        releasePlayback(audio);
      }
    };
  }, [stopWatching]);

  // Before the browser paints, so the focus never visibly leaves the control the visitor was on.
  useLayoutEffect(() => {
    const first = activationRef.current;
    activationRef.current = undefined;
    const root = rootRef.current;
    if (!first || !root) return;
    const playButton = root.querySelector('button');
    if (first.focus === 'play') playButton?.focus();
    if (first.focus === 'position') root.querySelector<HTMLElement>('[role="slider"]')?.focus();
    // Still within the visitor's press, so the browser lets the audio start.
    if (first.play) playButton?.click();
  }, []);

  async function togglePlayback() {
    const audio = audioRef.current;
    if (!audio || error) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    setNotice(null);
    const pendingOffset = pendingOffsetRef.current;
    pendingOffsetRef.current = null;
    const from = pendingOffset !== null ? positionFor(pendingOffset, rangeRef.current) : playFrom(audio.currentTime, rangeRef.current);
    if (audio.currentTime !== from) audio.currentTime = from;
    try {
      await audio.play();
    } catch (cause) {
      // A pause or a new source before playback began is not a failure.
      if (cause instanceof DOMException && cause.name === 'AbortError') return;
      if (cause instanceof DOMException && cause.name === 'NotAllowedError') {
        setNotice('Your browser blocked playback. Press play again to listen.');
        return;
      }
      if (!audio.error) setNotice('Playback could not start. Try again.');
    }
  }

  function seek(offsetSeconds: number) {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = positionFor(offsetSeconds, rangeRef.current);
    setElapsed(elapsedInRange(audio.currentTime, rangeRef.current));
  }

  useEffect(() => onPosition?.(range.startSeconds + elapsed, playing), [onPosition, range.startSeconds, elapsed, playing]);

  useImperativeHandle(controlRef, () => {
    const moveTo = (audio: HTMLAudioElement, audioSeconds: number) => {
      pendingOffsetRef.current = null;
      audio.currentTime = positionFor(audioSeconds - rangeRef.current.startSeconds, rangeRef.current);
      setElapsed(elapsedInRange(audio.currentTime, rangeRef.current));
    };
    return {
      playFrom(audioSeconds: number) {
        const audio = audioRef.current;
        if (!audio || error) return;
        moveTo(audio, audioSeconds);
        if (audio.paused) void togglePlayback();
      },
      moveTo(audioSeconds: number) {
        if (audioRef.current && !error) moveTo(audioRef.current, audioSeconds);
      },
    };
  });

  function skip(deltaSeconds: number) {
    const audio = audioRef.current;
    if (!audio) return;
    seek(elapsedInRange(audio.currentTime, rangeRef.current) + deltaSeconds);
  }

  function changeRate() {
    const next = nextPlaybackRate(rate);
    setRate(next);
    storePlaybackRate(next);
  }

  // "Try again" goes with the error it answers: the focus moves to Play, enabled again, not to the page.
  const retried = useRef(false);
  function retry() {
    const audio = audioRef.current;
    if (!audio) return;
    retried.current = true;
    setError(null);
    setNotice(null);
    audio.load();
  }
  useEffect(() => {
    if (error !== null || !retried.current) return;
    retried.current = false;
    rootRef.current?.querySelector('button')?.focus();
  }, [error]);

  const clock = (
    <Text size="xs" c="dimmed" ff="monospace" aria-hidden="true" style={{ whiteSpace: 'nowrap' }}>
      {formatClock(elapsed)} / {lengthKnown ? formatClock(length) : UNKNOWN_LENGTH}
    </Text>
  );

  return (
    <Stack gap={6} ref={rootRef}>
      {audioUrl && (
        <audio
          ref={audioRef}
          src={audioUrl}
          preload={preload}
          onLoadedMetadata={onLoadedMetadata}
          onTimeUpdate={onTimeUpdate}
          onPlay={(event) => {
            claimPlayback(event.currentTarget);
            setPlaying(true);
          }}
          onPlaying={() => setBuffering(false)}
          onWaiting={() => setBuffering(true)}
          onPause={() => {
            setPlaying(false);
            setBuffering(false);
            stopWatching();
          }}
          onEnded={(event) => stopAtEnd(event.currentTarget)}
          onError={(event) => {
            setPlaying(false);
            setBuffering(false);
            setError({ message: mediaErrorMessage(event.currentTarget), retryable: true });
          }}
        />
      )}
      <Group gap="sm" wrap="nowrap" align="center">
        <ActionIcon
          size={44}
          radius="xl"
          variant="filled"
          onClick={() => void togglePlayback()}
          disabled={error !== null}
          aria-label={`${playing ? 'Pause' : 'Play'} “${label}”`}
          // Pressed and waiting for the audio: busy, so "Pause" is not taken for sound playing.
          aria-busy={buffering || undefined}
        >
          {buffering ? <Loader size={18} color="white" /> : playing ? <PauseIcon /> : <PlayIcon />}
        </ActionIcon>
        <Stack
          gap={2}
          style={{ flex: 1, minWidth: 0 }}
          onKeyDown={seekKeyHandler({
            elapsed,
            length: lengthKnown ? length : elapsed,
            seek,
            toggle: () => void togglePlayback(),
          })}
        >
          <Slider
            min={0}
            max={lengthKnown ? Math.max(length, 0.1) : Math.max(elapsed, 0.1)}
            step={SEEK_STEP_SECONDS}
            value={elapsed}
            onChange={seek}
            disabled={error !== null}
            label={formatClock}
            size="sm"
            thumbLabel={`Position in “${label}”`}
            thumbValueText={(value) => (lengthKnown ? `${formatClock(value)} of ${formatClock(length)}` : formatClock(value))}
          />
          {long ? (
            <Group gap={4} justify="space-between">
              {clock}
              <SkipAndSpeed disabled={error !== null} rate={rate} onSkip={skip} onChangeRate={changeRate} />
            </Group>
          ) : (
            clock
          )}
        </Stack>
      </Group>
      <PlayerMessages error={error} notice={notice} cutShort={cutShort} onRetry={retry} />
    </Stack>
  );
}
