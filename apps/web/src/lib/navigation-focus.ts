import type { AnyRouter } from '@tanstack/react-router';
import { MAIN_CONTENT_ID } from './main-content';
import { whenFocusPlaceGoes } from './focus-place';
import { focusLost } from './useFocusReturn';

const main = () => document.getElementById(MAIN_CONTENT_ID);

/**
 * A navigation to another page takes the old page's elements with it, and a focus on one of them (a
 * row's link, the button in a dialog that deleted the record) would drop to the document's start.
 * It goes to the new page's main content instead, where the skip link leads, so a keyboard or screen
 * reader user goes on from the page's top. A focus that stays (the header's links) is left where it
 * is, and so is the first page load: the skip link stays the first stop.
 */
export function installNavigationFocus(router: AnyRouter): () => void {
  let stopWatching = () => {};
  const unsubscribe = router.subscribe('onBeforeNavigate', (event) => {
    stopWatching();
    if (!event.fromLocation || !event.pathChanged) return;
    // A button disabled while its work ran (Delete, say) may have dropped the focus already: then
    // the old page's leaving the main content is the sign.
    const focused = focusLost() ? null : document.activeElement;
    stopWatching = whenFocusPlaceGoes(
      (records) =>
        focused ? !focused.isConnected : records.some((record) => record.removedNodes.length > 0 && main()?.contains(record.target)),
      () => main()?.focus({ preventScroll: true }),
    );
  });
  return () => {
    stopWatching();
    unsubscribe();
  };
}
