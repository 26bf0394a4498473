import { Stack, Text, Title } from '@mantine/core';
import type { TranscriptSegment } from '@soundbites/api-types';
import { Fragment, type KeyboardEvent } from 'react';
import { formatClock } from '../../../components/player/range';
import classes from './TranscriptExcerpt.module.css';
import { TranscriptBox } from './TranscriptBox';

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

export function TranscriptExcerpt({ segments, current = null, onPlayFrom, scrolls = false, fromSeconds = 0 }: TranscriptExcerptProps) {
  const turns = speakerTurns(segments);
  if (turns.length === 0) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>, line: TranscriptSegment) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onPlayFrom?.(line.startSeconds);
  };
  const lines = turns.map((turn, index) => (
    <Text key={index} size="md" lh={1.6}>
      {turn.speaker && (
        <Text span fw={700} mr={6}>
          {turn.speaker}:
        </Text>
      )}
      {turn.lines.map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 ? ' ' : null}
          {/* A span, not a button: a line wraps like the text around it, as on the server's first paint. */}
          <span
            role={onPlayFrom ? 'button' : undefined}
            tabIndex={onPlayFrom ? 0 : undefined}
            // Where it really plays from: a line begun before the range starts is heard from the range's start.
            aria-label={
              onPlayFrom ? `Listen from ${formatClock(Math.max(line.startSeconds, fromSeconds))}: ${line.text.trim()}` : undefined
            }
            className={onPlayFrom ? classes.line : undefined}
            data-current={line === current || undefined}
            // Said as "current" by a screen reader reaching it; not announced as it moves, line by line.
            aria-current={line === current ? 'true' : undefined}
            onClick={onPlayFrom ? () => onPlayFrom(line.startSeconds) : undefined}
            onKeyDown={onPlayFrom ? (event) => onKeyDown(event, line) : undefined}
          >
            {line.text.trim()}
          </span>
        </Fragment>
      ))}
    </Text>
  ));
  const heading = (
    <Title order={2} fz="lg" id="transcript-heading">
      Transcript
    </Title>
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="transcript-heading">
      {scrolls ? (
        <TranscriptBox heading={heading} current={current} focusable={!onPlayFrom}>
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
