import type { KeyboardEvent } from 'react';

/** Seconds a Page Up or Page Down moves the position; the arrow keys move one second (the slider's step). */
export const SEEK_PAGE_SECONDS = 10;

/** The step of a position slider: arrow keys move a second, not a tenth (a clip of 30 s would take 300 presses). */
export const SEEK_STEP_SECONDS = 1;

/**
 * Keys a position slider adds to its arrows, Home and End, as media players have them: Page Up and
 * Page Down jump 10 s, and Space plays or pauses (it would scroll the page). For the element
 * around the slider: its thumb has the focus, and the keys bubble up.
 */
export function seekKeyHandler(player: { elapsed: number; length: number; seek: (seconds: number) => void; toggle: () => void }) {
  return (event: KeyboardEvent) => {
    const jump = event.key === 'PageUp' ? SEEK_PAGE_SECONDS : event.key === 'PageDown' ? -SEEK_PAGE_SECONDS : 0;
    if (jump !== 0) {
      event.preventDefault();
      player.seek(Math.min(Math.max(player.elapsed + jump, 0), player.length));
    } else if (event.key === ' ') {
      event.preventDefault();
      player.toggle();
    }
  };
}
