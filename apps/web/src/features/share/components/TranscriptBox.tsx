import { Anchor, Button } from '@mantine/core';
import type { TranscriptSegment } from '@soundbites/api-types';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './TranscriptExcerpt.module.css';

/** Keys that scroll a box; the others (Enter on a line, Tab) leave the following as it is. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);
/** Less of the box than this on screen (the window cuts it): the box's own edges are what count. */
const MIN_ON_SCREEN_PX = 120;
/** Past this share of the part on screen the line being said is brought back up, before it reaches the edge. */
const FOLLOW_BEFORE = 0.75;

/**
 * Where to scroll a box (its scrollTop) so that the line being said shows a third of the way down the part
 * of it the listener sees (`view`, in the box's scroll coordinates, `cut` pixels of it above the window's
 * top); null while the line is comfortably in that part already, so a line read in place never jolts the text.
 */
export function scrollTopToShow(line: { top: number; height: number }, view: { top: number; height: number }, cut = 0): number | null {
  if (line.top >= view.top && line.top + line.height <= view.top + view.height * FOLLOW_BEFORE) return null;
  return Math.max(0, Math.round(line.top - view.height / 3 - cut));
}

/**
 * The part of the box on the screen, in its scroll coordinates, and how much of its top the window cuts off;
 * with too little of it on screen (`onScreen` false), the whole box.
 */
function partOnScreen(box: HTMLElement): { view: { top: number; height: number }; cut: number; onScreen: boolean } {
  const frame = box.getBoundingClientRect();
  const top = Math.max(frame.top, 0);
  const bottom = Math.min(frame.bottom, window.innerHeight);
  if (bottom - top < MIN_ON_SCREEN_PX) return { view: { top: box.scrollTop, height: box.clientHeight }, cut: 0, onScreen: false };
  const cut = top - frame.top;
  return { view: { top: box.scrollTop + cut, height: bottom - top }, cut, onScreen: true };
}

/** A line that plays from its start when chosen. */
const isLine = (target: EventTarget) => target instanceof Element && target.closest('[role="button"]') !== null;

function showLineBeingSaid(box: HTMLElement) {
  // A line reached with the keyboard stays in sight: the box does not move away from it.
  if (box.querySelector(':focus-visible')) return;
  const line = box.querySelector<HTMLElement>('[data-current]');
  if (!line) return;
  const { view, cut } = partOnScreen(box);
  const top = scrollTopToShow({ top: line.offsetTop, height: line.offsetHeight }, view, cut);
  // Only the box scrolls, never the page around it; smoothly unless the listener asked for less motion (CSS).
  if (top !== null) box.scrollTop = top;
}

interface TranscriptBoxProps {
  heading: ReactNode;
  /** The line being said: the box keeps it in sight while it follows the player. */
  current: TranscriptSegment | null;
  /** Lines that play are reached by Tab; without them the box itself takes the focus, to be scrolled. */
  focusable: boolean;
  /** The way to find words in it, over the box. */
  find?: ReactNode;
  /** Changes whenever another place found is to be shown (`[data-active-match]`); null when none is. */
  reveal?: string | null;
  /** Words are being looked for: once they are cleared, the box follows the player again. */
  finding?: boolean;
  children: ReactNode;
}

/**
 * A long transcript in a scrolling box of its own that follows the player. Once the listener scrolls it
 * themselves it stays where they put it, reading ahead or back, until they ask for the line being said
 * again (or play from a line); a line reached with the keyboard is never scrolled out of sight.
 */
export function TranscriptBox({ heading, current, focusable, find, reveal = null, finding = false, children }: TranscriptBoxProps) {
  const box = useRef<HTMLDivElement>(null);
  const after = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);
  // Kept through the pauses between lines, so the way back does not blink in and out.
  const [somethingSaid, setSomethingSaid] = useState(false);
  if (current !== null && !somethingSaid) setSomethingSaid(true);
  const [wasFinding, setWasFinding] = useState(finding);
  if (finding !== wasFinding) {
    setWasFinding(finding);
    if (!finding) setFollowing(true);
  }

  useEffect(() => {
    const container = box.current;
    if (container && current !== null && following) showLineBeingSaid(container);
  }, [current, following]);
  // A place found is shown as a line read by hand would be: the box stays there until asked back.
  useEffect(() => {
    const container = box.current;
    const found = container?.querySelector<HTMLElement>('[data-active-match]');
    if (reveal === null || !container || !found) return;
    setFollowing(false);
    const { view, cut, onScreen } = partOnScreen(container);
    const top = scrollTopToShow({ top: found.offsetTop, height: found.offsetHeight }, view, cut);
    // At once, as a browser's find does: a smooth scroll still running from the place before would
    // otherwise carry the box back there when the listener goes on quickly.
    if (top !== null) container.scrollTo({ top, behavior: 'instant' });
    // Asked for by the listener, a place found is shown even when the page has left the box out of sight
    // (a phone's keyboard takes half the screen): the page moves just enough to show it.
    if (!onScreen) container.scrollIntoView({ block: 'nearest' });
  }, [reveal]);
  // And when the box is laid out or resized: a page the server painted first builds it out of sight, where
  // it cannot scroll, and a phone turned sideways reflows its lines.
  useEffect(() => {
    const container = box.current;
    if (!container || !following || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => showLineBeingSaid(container));
    observer.observe(container);
    return () => observer.disconnect();
  }, [following]);

  const scrolledByHand = () => setFollowing(false);
  return (
    <>
      {heading}
      <Anchor
        href="#after-transcript"
        className={classes.skip}
        size="sm"
        onClick={(event) => {
          event.preventDefault();
          after.current?.focus();
        }}
      >
        Skip past the transcript
      </Anchor>
      {find}
      {/* The way back floats over the box's foot: nothing moves under a listener who is reading. */}
      <div className={classes.frame}>
        <div
          ref={box}
          className={classes.scroller}
          // Without lines to reach, the box itself is a stop, to be scrolled; with them, it still takes the
          // focus from the way back to the line being said, which goes as it is pressed.
          tabIndex={focusable ? 0 : -1}
          role="group"
          aria-label="Transcript lines"
          data-held={!following || undefined}
          onWheel={scrolledByHand}
          onTouchMove={scrolledByHand}
          onKeyDown={(event) => {
            // Enter or Space on a line plays it, which is following again; on the box itself Space scrolls.
            if (isLine(event.target) && (event.key === 'Enter' || event.key === ' ')) setFollowing(true);
            else if (SCROLL_KEYS.has(event.key)) scrolledByHand();
          }}
          // A press on the box itself, not on a line: its scroll bar.
          onPointerDown={(event) => event.target === event.currentTarget && scrolledByHand()}
          // Choosing a line to hear is following again; a click elsewhere in the text (selecting it) is not.
          onClick={(event) => isLine(event.target) && setFollowing(true)}
        >
          {children}
        </div>
        {!following && somethingSaid ? (
          <Button
            className={classes.backToLine}
            size="compact-sm"
            radius="xl"
            onClick={() => {
              setFollowing(true);
              box.current?.focus({ preventScroll: true });
            }}
          >
            Back to the line being said
          </Button>
        ) : null}
      </div>
      <div ref={after} id="after-transcript" tabIndex={-1} className={classes.after} />
    </>
  );
}
