import { focusLost } from './useFocusReturn';

/** How long a place is watched: a page or dialog that goes, goes within this. */
const WATCH_MS = 10_000;

/**
 * Waits for the place the focus was in to leave the document (`gone` is asked on every change to the
 * document's elements), then, if that left the focus on the page (or wherever `free` says it is
 * free to take), calls `takeFocus`. A focus moved meanwhile to something that stays is left there.
 * Stops there, after a while, or when the returned function is called.
 */
export function whenFocusPlaceGoes(
  gone: (records: MutationRecord[]) => boolean,
  takeFocus: () => void,
  free: () => boolean = focusLost,
): () => void {
  const observer = new MutationObserver((records) => {
    if (!gone(records)) return;
    stop();
    if (free()) takeFocus();
  });
  const timer = setTimeout(() => stop(), WATCH_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
