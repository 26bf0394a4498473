import { useCallback, useRef, useState } from 'react';

const AUTOPLAY_KEY = 'soundbites-nova-autoplay';

function readAutoplay(): boolean {
  try {
    return window.localStorage.getItem(AUTOPLAY_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Whether the player goes on to the next soundbite, kept on this device; the ref is for event handlers. */
export function useAutoplaySetting() {
  const [autoplay, setAutoplayState] = useState(readAutoplay);
  const autoplayRef = useRef(autoplay);
  const setAutoplay = useCallback((on: boolean) => {
    autoplayRef.current = on;
    setAutoplayState(on);
    try {
      window.localStorage.setItem(AUTOPLAY_KEY, on ? 'on' : 'off');
    } catch {
      // Private mode without storage: the choice lasts for this visit.
    }
  }, []);
  return { autoplay, autoplayRef, setAutoplay };
}
