import { Stack, Text, Title } from '@mantine/core';
import type { TranscriptSegment } from '@soundbites/api-types';
import { Fragment, useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { formatClock } from '../../../components/player/range';
import classes from './TranscriptExcerpt.module.css';

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

/** How long the transcript stops following the player after the listener scrolls it themselves. */
export const HANDS_OFF_MS = 4000;
/** Keys that scroll a box; the others (Enter on a line, Tab) leave the following as it is. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

/**
 * Where to scroll a box (its scrollTop) so a line shows a third of the way down it, where reading on is
 * comfortable; null while the whole line is in view already, so a line read in place never jolts the text.
 */
export function scrollTopToShow(line: { top: number; height: number }, box: { scrollTop: number; height: number }): number | null {
  if (line.top >= box.scrollTop && line.top + line.height <= box.scrollTop + box.height) return null;
  return Math.max(0, Math.round(line.top - box.height / 3));
}

interface TranscriptExcerptProps {
  segments: TranscriptSegment[];
  /** The line being said now, marked while the player plays through it. */
  current?: TranscriptSegment | null;
  /** A line chosen to be heard from its start. */
  onPlayFrom?: (audioSeconds: number) => void;
  /** A long transcript (a whole episode's): in a box of its own that follows the line being said. */
  scrolls?: boolean;
}

export function TranscriptExcerpt({ segments, current = null, onPlayFrom, scrolls = false }: TranscriptExcerptProps) {
  const box = useRef<HTMLDivElement>(null);
  // Until then the box stays where the listener scrolled it, reading ahead or back.
  const handsOffUntil = useRef(0);
  useEffect(() => {
    const container = box.current;
    if (!container || current === null || Date.now() < handsOffUntil.current) return;
    const line = container.querySelector<HTMLElement>('[data-current]');
    if (!line) return;
    const top = scrollTopToShow(
      { top: line.offsetTop, height: line.offsetHeight },
      { scrollTop: container.scrollTop, height: container.clientHeight },
    );
    // Only the box scrolls, never the page around it; smoothly unless the listener asked for less motion (CSS).
    if (top !== null) container.scrollTop = top;
  }, [current]);
  const handsOff = () => {
    handsOffUntil.current = Date.now() + HANDS_OFF_MS;
  };
  const turns = speakerTurns(segments);
  if (turns.length === 0) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>, line: TranscriptSegment) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onPlayFrom?.(line.startSeconds);
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="transcript-heading">
      <Title order={2} fz="lg" id="transcript-heading">
        Transcript
      </Title>
      <LinesBox
        scrolls={scrolls}
        boxRef={box}
        // Lines that play are reached by Tab; without them the box itself takes the focus to be scrolled.
        focusable={!onPlayFrom}
        onScrolledByHand={handsOff}
      >
        {turns.map((turn, index) => (
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
                  aria-label={onPlayFrom ? `Listen from ${formatClock(line.startSeconds)}: ${line.text.trim()}` : undefined}
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
        ))}
      </LinesBox>
    </Stack>
  );
}

interface LinesBoxProps {
  scrolls: boolean;
  boxRef: RefObject<HTMLDivElement | null>;
  focusable: boolean;
  onScrolledByHand: () => void;
  children: ReactNode;
}

/** The lines as they are, or in a scrolling box that notices the listener scrolling it. */
function LinesBox({ scrolls, boxRef, focusable, onScrolledByHand, children }: LinesBoxProps) {
  if (!scrolls) return <>{children}</>;
  return (
    <div
      ref={boxRef}
      className={classes.scroller}
      tabIndex={focusable ? 0 : undefined}
      onWheel={onScrolledByHand}
      onTouchMove={onScrolledByHand}
      onKeyDown={(event) => SCROLL_KEYS.has(event.key) && onScrolledByHand()}
      // A press on the box itself, not on a line: its scroll bar.
      onPointerDown={(event) => event.target === event.currentTarget && onScrolledByHand()}
    >
      {children}
    </div>
  );
}
