import { focusLost } from './useFocusReturn';

/**
 * Waits for the place the focus was in to leave the document (`gone` is asked on every change to the
 * document's elements), then, if that left the focus on the page, calls `takeFocus`. Stops there,
 * when the focus moves on by itself meanwhile, or when the returned function is called.
 */
export function whenFocusPlaceGoes(gone: (records: MutationRecord[]) => boolean, takeFocus: () => void): () => void {
  const observer = new MutationObserver((records) => {
    if (!gone(records)) return;
    stop();
    if (focusLost()) takeFocus();
  });
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', stop);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', stop);
  return stop;
}
