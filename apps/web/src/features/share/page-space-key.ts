import { useEffect, type RefObject } from 'react';

/**
 * Whether a Space pressed on the page is the page's to use: to play or pause its one player, as
 * media pages do. Not when something that takes Space has the focus (a button, a link, a field, a
 * slider, anything the Tab key reaches), nor inside a dialog, nor with a modifier: then it is theirs.
 * What is left is the page itself, its main content (given the focus after a navigation) or a box
 * holding the focus for its lines.
 */
export function spaceIsForThePage(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'defaultPrevented' | 'target'>,
): boolean {
  if (event.key !== ' ' || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.defaultPrevented) return false;
  const target = event.target;
  if (!(target instanceof HTMLElement) || target === document.body) return true;
  if (target.isContentEditable || target.tabIndex >= 0) return false;
  return !target.closest('[role="dialog"], [role="alertdialog"], input, textarea, select, button, a[href], [role="slider"]');
}

/** Space anywhere on the page (see above) presses the player's Play/Pause, the first button in `playerBox`. */
export function usePageSpacePlays(playerBox: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!spaceIsForThePage(event)) return;
      const play = playerBox.current?.querySelector('button');
      if (!play || play.disabled) return;
      // Space would otherwise scroll the page by a screen; held down, it plays or pauses once.
      event.preventDefault();
      if (!event.repeat) play.click();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [playerBox]);
}
