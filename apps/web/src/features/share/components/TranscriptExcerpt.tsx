import { Group, Stack, Text, Title } from '@mantine/core';
import type { TranscriptSegment } from '@soundbites/api-types';
import { Fragment, useDeferredValue, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { formatClock } from '../../../components/player/range';
import classes from './TranscriptExcerpt.module.css';
import { findInLines, markedParts, matchesByLine, stepMatch } from '../find-in-transcript';
import { TranscriptBox } from './TranscriptBox';
import { TranscriptFind } from './TranscriptFind';

interface SpeakerTurn {
  speaker: string | null;
  /** Its lines (the segments themselves), each with its own times; read as one paragraph, a space between lines. */
  lines: TranscriptSegment[];
}

/** Consecutive segments of one speaker read as one turn. */
export function speakerTurns(segments: TranscriptSegment[]): SpeakerTurn[] {
  const turns: SpeakerTurn[] = [];
  for (const segment of segments) {
    if (segment.text.trim() === '') continue;
    const last = turns.at(-1);
    if (last && last.speaker === segment.speaker) last.lines.push(segment);
    else turns.push({ speaker: segment.speaker, lines: [segment] });
  }
  return turns;
}

/** The line being said at `audioSeconds`: the last one started by then, while it lasts. */
export function lineAt(segments: TranscriptSegment[], audioSeconds: number | null): TranscriptSegment | null {
  if (audioSeconds === null) return null;
  let current: TranscriptSegment | null = null;
  for (const segment of segments) if (segment.startSeconds <= audioSeconds + 0.05) current = segment;
  return current && audioSeconds < current.endSeconds ? current : null;
}

interface TranscriptExcerptProps {
  segments: TranscriptSegment[];
  /** The line being said now, marked while the player plays through it. */
  current?: TranscriptSegment | null;
  /** A line chosen to be heard from its start. */
  onPlayFrom?: (audioSeconds: number) => void;
  /** A long transcript (a whole episode's): in a box of its own that follows the line being said. */
  scrolls?: boolean;
  /** Where the player's range starts: a line begun before it plays from there. */
  fromSeconds?: number;
}

/** Keys that move the focus from one line to another, to where they lead among `count` lines. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowRight: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The line that Tab reaches: the first of `preferred` that is one of `lines` (the one with the focus while
 * it is inside, the place found, the line being said, the last one the listener was on), else the first.
 * One tab stop for the whole transcript (the arrow keys move between its lines), so a keyboard gets past a
 * transcript of hundreds of lines in one press.
 */
export function lineTabStop(lines: TranscriptSegment[], preferred: Array<TranscriptSegment | null>): TranscriptSegment | null {
  return preferred.find((line) => line !== null && lines.includes(line)) ?? lines[0] ?? null;
}

export function TranscriptExcerpt({ segments, current = null, onPlayFrom, scrolls = false, fromSeconds = 0 }: TranscriptExcerptProps) {
  const hintId = useId();
  const [focused, setFocused] = useState<TranscriptSegment | null>(null);
  const [lastFocused, setLastFocused] = useState<TranscriptSegment | null>(null);
  // Looking for words: only in a long transcript's box, where they cannot be seen at a glance.
  const [query, setQuery] = useState('');
  const [activeMatch, setActiveMatch] = useState(0);
  // Marking hundreds of lines waits for a pause in the typing, never holding a keystroke up.
  const sought = useDeferredValue(scrolls ? query : '');
  const turns = useMemo(() => speakerTurns(segments), [segments]);
  const allLines = useMemo(() => turns.flatMap((turn) => turn.lines), [turns]);
  const matches = useMemo(
    () =>
      findInLines(
        allLines.map((line) => line.text.trim()),
        sought,
      ),
    [allLines, sought],
  );
  const foundByLine = useMemo(() => matchesByLine(matches), [matches]);
  const lineNumbers = useMemo(() => new Map(allLines.map((line, index) => [line, index])), [allLines]);
  if (turns.length === 0) return null;
  const active = Math.min(activeMatch, Math.max(matches.length - 1, 0));
  // The line of the place found, where Tab goes into the transcript: Enter there plays it.
  const foundLine = matches.length > 0 ? allLines[matches[active]!.line]! : null;
  const tabStop = lineTabStop(allLines, [focused, foundLine, current, lastFocused]);
  const lineText = (line: TranscriptSegment) =>
    matches.length === 0
      ? line.text.trim()
      : markedParts(line.text.trim(), foundByLine.get(lineNumbers.get(line)!)).map((part, index) =>
          part.match === null ? (
            part.text
          ) : (
            <mark key={index} className={classes.found} data-active-match={part.match === active || undefined}>
              {part.text}
            </mark>
          ),
        );
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>, line: TranscriptSegment) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPlayFrom?.(line.startSeconds);
      return;
    }
    const move = MOVES[event.key];
    const all = event.currentTarget.closest('section')?.querySelectorAll<HTMLElement>('[data-line]');
    if (!move || !all || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    all[move([...all].indexOf(event.currentTarget), all.length)]?.focus();
  };
  const lines = turns.map((turn, index) => (
    <Text key={index} size="md" lh={1.6}>
      {turn.speaker && (
        <Text span fw={700} mr={6}>
          {/* One text, as the server's first paint writes it: split in two, it measures a hair wider there. */}
          {`${turn.speaker}:`}
        </Text>
      )}
      {turn.lines.map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 ? ' ' : null}
          {/* A span, not a button: a line wraps like the text around it, as on the server's first paint. */}
          <span
            role={onPlayFrom ? 'button' : undefined}
            tabIndex={onPlayFrom ? (line === tabStop ? 0 : -1) : undefined}
            data-line={onPlayFrom ? true : undefined}
            // Where it really plays from: a line begun before the range starts is heard from the range's start.
            aria-label={
              onPlayFrom ? `Listen from ${formatClock(Math.max(line.startSeconds, fromSeconds))}: ${line.text.trim()}` : undefined
            }
            aria-describedby={onPlayFrom ? hintId : undefined}
            className={onPlayFrom ? classes.line : undefined}
            data-current={line === current || undefined}
            // Said as "current" by a screen reader reaching it; not announced as it moves, line by line.
            aria-current={line === current ? 'true' : undefined}
            onClick={onPlayFrom ? () => onPlayFrom(line.startSeconds) : undefined}
            onKeyDown={onPlayFrom ? (event) => onKeyDown(event, line) : undefined}
            onFocus={
              onPlayFrom
                ? () => {
                    setFocused(line);
                    setLastFocused(line);
                  }
                : undefined
            }
            onBlur={onPlayFrom ? () => setFocused(null) : undefined}
          >
            {lineText(line)}
          </span>
        </Fragment>
      ))}
    </Text>
  ));
  const heading = (
    <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
      <Title order={2} fz="lg" id="transcript-heading">
        Transcript
      </Title>
      {onPlayFrom ? (
        // Shown while a line has the keyboard's focus; read after each line's name by a screen reader.
        <Text span id={hintId} size="xs" c="dimmed" className={classes.keysHint}>
          Arrow keys move between lines
        </Text>
      ) : null}
    </Group>
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="transcript-heading" pos="relative">
      {scrolls ? (
        <TranscriptBox
          heading={heading}
          current={current}
          focusable={!onPlayFrom}
          find={
            <TranscriptFind
              query={query}
              onQuery={(next) => {
                setQuery(next);
                setActiveMatch(0);
              }}
              count={matches.length}
              active={active}
              foundAt={foundLine ? formatClock(Math.max(foundLine.startSeconds, fromSeconds)) : null}
              onStep={(direction) => setActiveMatch(stepMatch(active, direction, matches.length))}
            />
          }
          // Each place found is shown in turn, the box leaving the line being said for it.
          reveal={matches.length > 0 ? `${sought}\u0000${active}` : null}
          finding={query.trim() !== ''}
        >
          {lines}
        </TranscriptBox>
      ) : (
        <>
          {heading}
          {lines}
        </>
      )}
    </Stack>
  );
}
