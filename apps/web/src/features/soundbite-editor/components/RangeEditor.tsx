import { Alert, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { WARNING_TEXT } from '../../../lib/colors';
import { focusLost } from '../../../lib/focus-lost';
import { useEpisodePeaks } from '../api/editor-api';
import { chapterAt, NO_LANDMARKS, rangeAtChapter, type Landmarks } from '../landmarks';
import { recordChange, redoStep, startHistory, undoStep } from '../range-history';
import { covers } from '../peaks';
import { LEAD_IN_SECONDS, useRangePlayback } from '../playback';
import { applyNudge, clampRange, moveEdgeTo, nudgeForKey, tidy, typedTimeProblem, viewWindow, type EditRange } from '../range';
import { formatTime, speakTime } from '../../../lib/time';
import { TimeInput } from './TimeInput';
import { Waveform, WaveformLoading } from './Waveform';
import { SteadyLabel } from '../../../components/SteadyLabel';

export interface EditorEpisode {
  id: string;
  audioUrl: string | null;
  durationSeconds: number | null;
}

interface RangeEditorProps {
  episode: EditorEpisode;
  range: EditRange;
  onRangeChange: (range: EditRange) => void;
  errors?: { start?: string | undefined; end?: string | undefined };
  /** Told whether Start or End holds a typed time it could not take: saving must wait for a correction. */
  onTypedTimesProblemChange?: ((hasProblem: boolean) => void) | undefined;
  /** The episode's chapters (offered to move the range to) and its other soundbites, drawn on the waveform. */
  landmarks?: Landmarks | undefined;
}

const PLAY_LABELS = ['Play soundbite', 'Stop'] as const;

/** Episodes up to this long get their whole waveform at once; longer ones a window around the range. */
const WHOLE_EPISODE_SECONDS = 20 * 60;
const WINDOW_PADDING_SECONDS = 90;

const MEDIA_ERRORS: Record<number, string> = {
  2: 'The episode’s audio could not be downloaded (the host did not answer).',
  3: 'The episode’s audio file is damaged.',
  4: 'The episode’s audio could not be loaded: the file is missing or in a format this browser cannot play.',
};

function peaksProblem(error: unknown): string {
  // A sentence of its own, whatever the server's message ends with: the alert's next one follows it.
  if (error instanceof ApiError) return /[.!?]$/.test(error.message.trim()) ? error.message.trim() : `${error.message.trim()}.`;
  return 'The waveform could not be loaded.';
}

/** The waveform, playback, the Start and End inputs and the keyboard nudges of the soundbite editor. */
export function RangeEditor({
  episode,
  range,
  onRangeChange,
  errors = {},
  onTypedTimesProblemChange,
  landmarks = NO_LANDMARKS,
}: RangeEditorProps) {
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  const [mediaError, setMediaError] = useState<string | null>(null);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const initialRange = useRef(range).current;
  const [startProblem, setStartProblem] = useState(false);
  const [endProblem, setEndProblem] = useState(false);
  const typedTimesProblem = startProblem || endProblem;
  useEffect(() => onTypedTimesProblemChange?.(typedTimesProblem), [typedTimesProblem, onTypedTimesProblemChange]);

  const knownDuration = episode.durationSeconds ?? mediaDuration;
  const [peaksWindow, setPeaksWindow] = useState<{ from: number; to: number } | null>(() =>
    knownDuration && knownDuration > WHOLE_EPISODE_SECONDS ? windowAround(range, knownDuration) : null,
  );
  const peaks = useEpisodePeaks(episode.id, peaksWindow, episode.audioUrl !== null);
  const duration = peaks.data?.durationSeconds ?? knownDuration;
  // A failed request says so at once, though it is tried again (a retry that works still draws it).
  const peaksError = peaks.isError ? peaks.error : peaks.isPending && peaks.failureCount > 0 ? peaks.failureReason : null;

  // Follow the range into parts of a long episode that are not loaded yet.
  if (peaks.data && duration && peaksWindow && !covers(peaks.data, viewWindow(range, duration, 5))) {
    const next = windowAround(range, duration);
    if (next.from !== peaksWindow.from || next.to !== peaksWindow.to) setPeaksWindow(next);
  }

  const playback = useRangePlayback(audio, range);

  // Every range shown is a step, however it came (a drag, a key, a typed time, a transcript line, a
  // chapter): Undo and Redo move among them.
  const [history, setHistory] = useState(() => startHistory(range));
  // By its numbers: the pages pass a new range object on every render.
  const { start: rangeStart, end: rangeEnd } = range;
  useEffect(() => setHistory((before) => recordChange(before, { start: rangeStart, end: rangeEnd }, Date.now())), [rangeStart, rangeEnd]);
  function stepTo(step: ReturnType<typeof undoStep>, done: string) {
    if (!step) return;
    setHistory(step.history);
    onRangeChange(step.range);
    setAnnouncement(`${done}: range ${speakTime(step.range.start)} to ${speakTime(step.range.end)}`);
  }
  const undo = () => stepTo(undoStep(history), 'Undone');
  const redo = () => stepTo(redoStep(history), 'Redone');
  // The button pressed to its last step turns disabled under the focus: the other one, which that step
  // enabled, takes it, so the keyboard stays where it was working.
  const undoButton = useRef<HTMLButtonElement>(null);
  const redoButton = useRef<HTMLButtonElement>(null);
  const canUndo = history.past.length > 0;
  const canRedo = history.future.length > 0;
  const lastPressed = useRef<'undo' | 'redo' | null>(null);
  useEffect(() => {
    if (!focusLost()) return;
    if (!canUndo && canRedo && lastPressed.current === 'undo') redoButton.current?.focus();
    else if (!canRedo && canUndo && lastPressed.current === 'redo') undoButton.current?.focus();
  }, [canUndo, canRedo]);

  function change(next: EditRange, edge: 'start' | 'end' | 'both') {
    const clamped = clampRange(next, duration, edge === 'end' ? 'end' : 'start');
    onRangeChange(clamped);
    const spoken =
      edge === 'start'
        ? `Start ${speakTime(clamped.start)}`
        : edge === 'end'
          ? `End ${speakTime(clamped.end)}`
          : `Range ${speakTime(clamped.start)} to ${speakTime(clamped.end)}`;
    setAnnouncement(spoken);
  }

  const { chapters } = landmarks;
  const chapterIndex = chapterAt(chapters, range.start);
  function toChapter(value: string) {
    const chapter = chapters[Number(value)];
    if (chapter) change(rangeAtChapter(range, chapter, duration), 'both');
  }

  /** Puts an edge where the playhead is, as I and O do in a video editor. */
  function edgeAtPlayhead(edge: 'start' | 'end') {
    const at = playback.playhead();
    if (at === null) return;
    change(moveEdgeTo(range, edge, tidy(at), duration), edge);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    // In a box its own undo is the text's; elsewhere in the editor it is the range's.
    const historyAction = historyKey(event);
    if (historyAction) {
      event.preventDefault();
      if (historyAction === 'undo') undo();
      else redo();
      return;
    }
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
    const key = plainKeyAction(event.code, plain);
    if (key === 'toggle' && !target.closest('button')) {
      // On a button Space presses it, as everywhere; on the waveform it plays or stops the soundbite.
      event.preventDefault();
      void (playback.playing ? playback.stop() : playback.playRange());
      return;
    }
    if (key === 'start' || key === 'end') {
      event.preventDefault();
      edgeAtPlayhead(key);
      return;
    }
    const nudge = nudgeForKey(event);
    if (!nudge) return;
    event.preventDefault();
    change(applyNudge(range, nudge, duration), nudge.edge);
  }

  const initialView = useMemo(() => viewWindow(initialRange, duration ?? initialRange.end + 30), [initialRange, duration]);
  const audioUrl = episode.audioUrl;

  return (
    <Card withBorder radius="md" padding="md" onKeyDown={onKeyDown}>
      <Stack gap="sm">
        {audioUrl ? (
          <audio
            ref={setAudio}
            src={audioUrl}
            preload="metadata"
            onLoadedMetadata={(event) => {
              setMediaError(null);
              if (Number.isFinite(event.currentTarget.duration)) setMediaDuration(event.currentTarget.duration);
            }}
            onError={(event) =>
              setMediaError(MEDIA_ERRORS[event.currentTarget.error?.code ?? 0] ?? 'The episode’s audio could not be played.')
            }
          />
        ) : null}

        {!audioUrl ? (
          <Alert color="orange" variant="light" role="status">
            This episode has no audio file, so there is nothing to play or draw. You can still set the range by its times and the
            transcript, and save.
          </Alert>
        ) : peaks.data && audio && duration ? (
          <Waveform
            media={audio}
            audioUrl={audioUrl}
            durationSeconds={duration}
            peaks={peaks.data}
            range={range}
            initialView={initialView}
            landmarks={landmarks}
            onRangeChange={change}
          />
        ) : peaksError ? (
          <Alert color="orange" variant="light" role="status" title="No waveform for this episode">
            {peaksProblem(peaksError)} The range can still be set with the times and the transcript
            {mediaError ? '' : ', and played'}.
          </Alert>
        ) : peaks.isPending && !mediaError ? (
          // No spinner beside an error: once the audio has failed, the waveform appears if its peaks come.
          <WaveformLoading />
        ) : null}

        {mediaError && !peaksError ? (
          // With no waveform either, the alert above already says the audio could not be had.
          <Alert color="red" variant="light" role="alert">
            {mediaError} Everything else on this page still works.
          </Alert>
        ) : null}

        <Group gap="xs" wrap="wrap">
          <Button
            onClick={() => void (playback.playing ? playback.stop() : playback.playRange())}
            disabled={!audioUrl || mediaError !== null}
            aria-label={playback.playing ? 'Stop' : 'Play soundbite'}
          >
            <SteadyLabel labels={PLAY_LABELS} current={playback.playing ? 'Stop' : 'Play soundbite'} />
          </Button>
          <Button variant="default" onClick={() => void playback.playWithLeadIn()} disabled={!audioUrl || mediaError !== null}>
            Play with {LEAD_IN_SECONDS} s before
          </Button>
          <Button variant="default" onClick={() => void playback.playFromPlayhead()} disabled={!audioUrl || mediaError !== null}>
            Play from the playhead
          </Button>
          <Text size="sm" c="dimmed" ff="monospace" ml="auto">
            {formatTime(range.start)}–{formatTime(range.end)} · {formatTime(range.end - range.start)} long
          </Text>
        </Group>

        <Group gap="md" align="flex-start" wrap="wrap">
          <TimeInput
            label="Start"
            value={range.start}
            error={errors.start}
            check={(start) => typedTimeProblem('start', start, range, duration)}
            onCommit={(start) => change({ ...range, start }, 'start')}
            onProblemChange={setStartProblem}
          />
          <TimeInput
            label="End"
            value={range.end}
            error={errors.end}
            check={(end) => typedTimeProblem('end', end, range, duration)}
            onCommit={(end) => change({ ...range, end }, 'end')}
            onProblemChange={setEndProblem}
          />
          {chapters.length > 0 ? (
            <Select
              label="Chapter"
              description="Moves the range to its start"
              placeholder="Before the first chapter"
              data={chapters.map((chapter, index) => ({ value: String(index), label: `${formatTime(chapter.start)} ${chapter.title}` }))}
              value={chapterIndex === null ? null : String(chapterIndex)}
              // Every pick moves the range, the chapter it is already in too (back to that chapter's start).
              onOptionSubmit={toChapter}
              allowDeselect={false}
              searchable
              nothingFoundMessage="No chapter by that name"
              maxDropdownHeight={280}
              w={{ base: '100%', xs: 280 }}
            />
          ) : null}
        </Group>
        {!duration && (audioUrl === null || mediaError !== null || !peaks.isPending) ? (
          <Text size="sm" c={WARNING_TEXT}>
            This episode’s length is not known (its feed gives none, and its audio could not be read), so the range cannot be checked
            against it: make sure End is inside the episode.
          </Text>
        ) : null}
        <Group gap={4}>
          {audioUrl && !mediaError ? (
            <>
              <Button size="compact-sm" variant="light" onClick={() => edgeAtPlayhead('start')}>
                Start at the playhead
              </Button>
              <Button size="compact-sm" variant="light" onClick={() => edgeAtPlayhead('end')}>
                End at the playhead
              </Button>
            </>
          ) : null}
          <Button
            size="compact-sm"
            variant="default"
            ref={undoButton}
            onClick={() => {
              lastPressed.current = 'undo';
              undo();
            }}
            disabled={!canUndo}
            aria-keyshortcuts="Control+Z Meta+Z"
          >
            Undo
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            ref={redoButton}
            onClick={() => {
              lastPressed.current = 'redo';
              redo();
            }}
            disabled={!canRedo}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          >
            Redo
          </Button>
        </Group>
        {/* A keyboard's keys: on a phone's width (a touch screen, most likely) they are noise. */}
        <Text size="xs" c="dimmed" visibleFrom="sm">
          Keys (with the waveform or a play button focused): <kbd>[</kbd> <kbd>]</kbd> move the start 0.1 s, with Shift (<kbd>{'{'}</kbd>{' '}
          <kbd>{'}'}</kbd>) the end; add Alt for 1 s. <kbd>I</kbd> and <kbd>O</kbd> put the start and the end at the playhead;{' '}
          <kbd>Space</kbd> on the waveform plays or stops; <kbd>Ctrl</kbd>+<kbd>Z</kbd> undoes a change of the range.
        </Text>
        <Text aria-live="polite" role="status" className="visually-hidden" style={visuallyHidden} data-testid="range-announcement">
          {announcement}
        </Text>
      </Stack>
    </Card>
  );
}

/** Ctrl (⌘ on a Mac) with Z undoes a change of the range, with Shift redoes it, as does Ctrl+Y. */
export function historyKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' && !event.shiftKey ? 'redo' : null;
}

/** The editor's plain keys, by physical key: Space plays or stops, I and O put the start and end at the playhead. */
export function plainKeyAction(code: string, plain: boolean): 'toggle' | 'start' | 'end' | null {
  if (!plain) return null;
  return code === 'Space' ? 'toggle' : code === 'KeyI' ? 'start' : code === 'KeyO' ? 'end' : null;
}

function windowAround(range: EditRange, duration: number) {
  const view = viewWindow(range, duration, WINDOW_PADDING_SECONDS);
  return { from: Math.floor(view.start), to: Math.ceil(view.end) };
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
