import { focusLost } from './focus-lost';

/** How long a place is watched by default: a page or dialog that goes, goes within this. */
const WATCH_MS = 10_000;

/**
 * Asks `ready` on every change to the document's elements until it says yes, then calls `then`;
 * gives up after `timeoutMs`, calling `onTimeout`. The returned function stops it sooner.
 */
function watchDocument(
  ready: (records: MutationRecord[]) => boolean,
  then: () => void,
  { timeoutMs = WATCH_MS, onTimeout }: { timeoutMs?: number; onTimeout?: () => void } = {},
): () => void {
  const observer = new MutationObserver((records) => {
    if (!ready(records)) return;
    stop();
    then();
  });
  const timer = setTimeout(() => {
    stop();
    onTimeout?.();
  }, timeoutMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

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
  return watchDocument(gone, () => {
    if (free()) takeFocus();
  });
}

/**
 * Focuses what `find` finds once the page draws it (its data may still be coming), if the focus is
 * still free then; if it does not come within `timeoutMs`, calls `otherwise` instead, on the same
 * condition.
 */
export function focusOnceDrawn(
  find: () => HTMLElement | undefined,
  free: () => boolean,
  otherwise: () => void,
  timeoutMs: number,
): () => void {
  const focusIfFree = (element: HTMLElement) => {
    if (free()) element.focus({ preventScroll: true });
  };
  const now = find();
  if (now) {
    focusIfFree(now);
    return () => {};
  }
  return watchDocument(
    () => find() !== undefined,
    () => focusIfFree(find()!),
    {
      timeoutMs,
      onTimeout: () => {
        if (free()) otherwise();
      },
    },
  );
}

/**
 * Gives `takeFocus` the keyboard's place once the confirming dialog has gone (at once if it has): the
 * dialog's button goes with it. Answers how to stop waiting.
 */
export function focusOnceDialogGoes(takeFocus: () => void): (() => void) | undefined {
  if (focusLost()) return void takeFocus();
  const focused = document.activeElement;
  return focused ? whenFocusPlaceGoes(() => !focused.isConnected, takeFocus) : undefined;
}
