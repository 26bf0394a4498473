import {
  Button,
  Card,
  Group,
  Loader,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { Transcript } from '@soundbites/api-types';
import { useEffect, useId, useRef, useState } from 'react';
import { moveEdgeTo, type EditRange } from '../range';
import { transcriptProblem } from '../transcript-problem';
import { decimalsOf, formatTime } from '../../../lib/time';
import classes from './TranscriptPanel.module.css';

export interface Segment {
  startSeconds: number;
  endSeconds: number;
  speaker: string | null;
  text: string;
}

interface TranscriptPanelProps {
  segments: Segment[] | undefined;
  loading: boolean;
  range: EditRange;
  /** The episode's length, when known: a range a line moves is kept inside it. */
  durationSeconds: number | null;
  /** A line chosen: the range with the edge it sets at the line's start (for the start) or end (for the end). */
  onRangeChange: (range: EditRange) => void;
  /** When there are no lines: the transcripts the feed lists, to say why they have none. */
  listed?: Transcript[] | undefined;
}

/** Lines shown either side of the range. */
const CONTEXT_LINES = 4;

/** Which lines to show: those overlapping the range, with context either side. */
/** Whether a line is heard within the range. */
const insideOf = (range: EditRange) => (s: Segment) => s.startSeconds < range.end && s.endSeconds > range.start;

export function linesAround(segments: Segment[], range: EditRange) {
  const inside = insideOf(range);
  let first = segments.findIndex((s) => s.endSeconds > range.start);
  if (first === -1) first = segments.length;
  let last = first;
  while (last < segments.length && segments[last]!.startSeconds < range.end) last++;
  const from = Math.max(0, first - CONTEXT_LINES);
  const to = Math.min(segments.length, last + CONTEXT_LINES);
  return segments.slice(from, to).map((segment) => ({ segment, inside: inside(segment) }));
}

/**
 * The lines the panel lists: those found (every line holding the words sought, anywhere in the
 * episode), else the whole transcript when asked for, else the range with some context.
 */
export function linesShown(segments: Segment[], range: EditRange, { whole, find }: { whole: boolean; find: string }) {
  const sought = find.trim().toLowerCase();
  if (!sought && !whole) return linesAround(segments, range);
  const inside = insideOf(range);
  const holds = (s: Segment) => `${s.speaker ?? ''} ${s.text}`.toLowerCase().includes(sought);
  return segments.filter((segment) => !sought || holds(segment)).map((segment) => ({ segment, inside: inside(segment) }));
}

/**
 * The transcript around the range: lines inside are highlighted; a click on a line sets the edge chosen
 * above the lines (the start unless the end is chosen), Shift-click the other one. The choice is there
 * for a touch screen, which has no Shift.
 */
export function TranscriptPanel({ segments, loading, range, durationSeconds, onRangeChange, listed = [] }: TranscriptPanelProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [whole, setWhole] = useState(false);
  const [find, setFind] = useState('');
  const lines = segments ? linesShown(segments, range, { whole, find }) : [];
  // Every line's time to the same decimals, so that the column lines up.
  const decimals = decimalsOf(lines.map(({ segment }) => segment.startSeconds));
  const hintId = useId();
  const [edge, setEdge] = useState<'start' | 'end'>('start');
  // What a line chosen made of the range (both edges may have moved), said as drags and nudges are.
  const [said, setSaid] = useState('');
  const choose = (segment: Segment, other: boolean) => {
    const next =
      (edge === 'end') !== other
        ? moveEdgeTo(range, 'end', segment.endSeconds, durationSeconds)
        : moveEdgeTo(range, 'start', segment.startSeconds, durationSeconds);
    onRangeChange(next);
    setSaid(`Soundbite from ${formatTime(next.start)} to ${formatTime(next.end)}`);
  };

  useEffect(() => {
    const first = viewport.current?.querySelector<HTMLElement>('[data-inside="true"]');
    if (first && viewport.current) viewport.current.scrollTo({ top: first.offsetTop - 48, behavior: 'smooth' });
  }, [range.start, range.end, whole]);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="transcript-heading">
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} size="h4" id="transcript-heading">
          Transcript
        </Title>
        {lines.length > 0 ? (
          <SegmentedControl
            size="xs"
            aria-label="A line chosen sets"
            value={edge}
            onChange={(value) => setEdge(value === 'end' ? 'end' : 'start')}
            data={[
              { value: 'start', label: 'Starts there' },
              { value: 'end', label: 'Ends there' },
            ]}
          />
        ) : null}
      </Group>
      {segments && segments.length > 0 ? (
        <Group gap="xs" mb="xs" wrap="wrap">
          <TextInput
            size="xs"
            aria-label="Find in the transcript"
            placeholder="Find in the transcript"
            type="search"
            value={find}
            onChange={(event) => setFind(event.currentTarget.value)}
            style={{ flex: '1 1 180px' }}
          />
          <Button size="compact-sm" variant="subtle" onClick={() => setWhole((shown) => !shown)} disabled={find.trim() !== ''}>
            {whole ? 'Only around the range' : `The whole transcript (${segments.length} lines)`}
          </Button>
        </Group>
      ) : null}
      {find.trim() && segments && segments.length > 0 ? (
        <Text size="xs" c="dimmed" mb="xs" role="status">
          {lines.length === 0 ? `No line holds “${find.trim()}”.` : lines.length === 1 ? '1 line found.' : `${lines.length} lines found.`}
        </Text>
      ) : null}
      {lines.length > 0 ? (
        <Text size="xs" c="dimmed" mb="xs" id={hintId}>
          {edge === 'start'
            ? 'A line chosen starts the soundbite; Shift-click one to end it there.'
            : 'A line chosen ends the soundbite; Shift-click one to start it there.'}
        </Text>
      ) : null}
      {loading ? (
        <Loader size="sm" />
      ) : !segments || segments.length === 0 ? (
        <NoLines listed={listed} />
      ) : (
        <ScrollArea.Autosize mah={340} viewportRef={viewport} type="auto">
          <Stack gap={2} component="ol" className={classes.list}>
            {lines.map(({ segment, inside }) => (
              <li key={`${segment.startSeconds}-${segment.endSeconds}`}>
                <UnstyledButton
                  className={classes.line}
                  data-inside={inside}
                  aria-current={inside ? 'true' : undefined}
                  aria-describedby={hintId}
                  onClick={(event) => choose(segment, event.shiftKey)}
                >
                  <Text span size="xs" ff="monospace" className={classes.time}>
                    {formatTime(segment.startSeconds, decimals)}
                  </Text>
                  <Text span size="sm">
                    {segment.speaker ? (
                      <Text span fw={600} size="sm">
                        {segment.speaker}:{' '}
                      </Text>
                    ) : null}
                    {segment.text}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {said}
      </VisuallyHidden>
    </Card>
  );
}

/** Said of a transcript the feed lists that was not fetched: the importer's rules, not a promise. */
const NOT_FETCHED_YET =
  'not fetched. Soundbites reads SRT, WebVTT, JSON and HTML transcripts, one per language, from the newest episodes first; a refresh of the feed fetches more.';

/** Why there are no lines to show: the feed lists none, or the ones it lists are still to fetch or failed. */
function NoLines({ listed }: { listed: Transcript[] }) {
  if (listed.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This episode has no transcript.
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm">
        {listed.length === 1 ? 'The feed lists a transcript' : `The feed lists ${listed.length} transcripts`}, but there are no lines to
        show:
      </Text>
      <Stack gap={4} component="ul" m={0} pl="md">
        {listed.map((transcript) => (
          <Text key={transcript.id} size="sm" component="li" style={{ overflowWrap: 'anywhere' }}>
            <Text span ff="monospace" size="xs">
              {transcript.url}
            </Text>
            {' · '}
            {transcript.status === 'pending'
              ? NOT_FETCHED_YET
              : transcript.status === 'failed'
                ? `could not be fetched or read. ${transcriptProblem(transcript.error)}`
                : 'read, but it has no timed lines.'}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
