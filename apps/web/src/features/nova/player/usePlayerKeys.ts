import { useEffect, useRef } from 'react';
import { singleKeyShortcutsOn } from '../../../lib/single-key-shortcuts';
import { showCurrentCard } from './current-card';
import type { Player } from './PlayerProvider';

/** Keys typed into a field, or meant for a focused control, are not player commands. */
function isForSomethingElse(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return true;
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  // Space on a focused button presses it (and on a slider, moves it); let it.
  const role = target.getAttribute('role');
  return event.key === ' ' && (tag === 'BUTTON' || role === 'button' || role === 'slider' || role === 'switch');
}

/** Moves to another soundbite and brings its card into sight: the list follows the keys, as the player bar does. */
function moveAndShow(move: () => void) {
  move();
  showCurrentCard();
}

/** Space plays or pauses, j goes to the next soundbite, k to the previous one (unless letter shortcuts are off). */
export function usePlayerKeys(player: Player) {
  const latest = useRef(player);
  useEffect(() => {
    latest.current = player;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isForSomethingElse(event) || !latest.current.current) return;
      if (event.key === ' ') latest.current.toggle();
      else if (event.key === 'j' && singleKeyShortcutsOn()) moveAndShow(latest.current.next);
      else if (event.key === 'k' && singleKeyShortcutsOn()) moveAndShow(latest.current.previous);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
