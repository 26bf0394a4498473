import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';
import { MAIN_CONTENT_ID } from '@soundbites/config';
import { focusOnceDrawn, whenFocusPlaceGoes } from './focus-place';
import { focusLost } from './focus-lost';

const main = () => document.getElementById(MAIN_CONTENT_ID);

/** Where a focused control was, by what survives its page being drawn again: its kind, a naming attribute or its text, and which of the alike it was. */
interface FocusPlace {
  selector: string;
  text: string | null;
  nth: number;
}

const NAMING_ATTRIBUTES = ['id', 'href', 'aria-label', 'name'];

function matching(place: Pick<FocusPlace, 'selector' | 'text'>): Element[] {
  const all = [...document.querySelectorAll(place.selector)];
  return place.text === null ? all : all.filter((element) => element.textContent === place.text);
}

function placeOf(element: Element): FocusPlace {
  const tag = element.tagName.toLowerCase();
  const attribute = NAMING_ATTRIBUTES.find((name) => element.getAttribute(name));
  const place = attribute
    ? { selector: `${tag}[${attribute}="${CSS.escape(element.getAttribute(attribute)!)}"]`, text: null }
    : { selector: tag, text: element.textContent };
  return { ...place, nth: Math.max(0, matching(place).indexOf(element)) };
}

/** The control at `place` on the page as drawn now, if it is there. */
function controlAt(place: FocusPlace): HTMLElement | undefined {
  const alike = matching(place);
  return (alike[place.nth] ?? alike[0]) as HTMLElement | undefined;
}

/** How long Back waits for the page to draw the control it was left from (its data may be loading). */
const RETURN_WAIT_MS = 3000;

/** The history entry's own key, which Back and Forward bring back; a redirect's location may come without a history state. */
export const entryKey = (location: ParsedLocation): string | undefined =>
  (location.state as Partial<ParsedLocation['state']> | undefined)?.__TSR_key ??
  (location.state as Partial<ParsedLocation['state']> | undefined)?.key;

/** Places remembered per history entry; old entries are forgotten beyond this many. */
const PLACES_KEPT = 50;

/**
 * A navigation to another page takes the old page's elements with it, and a focus on one of them (a
 * row's link, the button in a dialog that deleted the record) would drop to the document's start.
 * It goes to the new page's main content instead, where the skip link leads, so a keyboard or screen
 * reader user goes on from the page's top. Back (or Forward) to a page returns the focus to the
 * control it was on when the page was left (the row that was opened), as the browser's scroll
 * restoration returns its place on the page. A focus that stays (the header's links) is left where
 * it is, and so is the first page load: the skip link stays the first stop.
 */
export function installNavigationFocus(router: AnyRouter): () => void {
  const places = new Map<string, FocusPlace>();

  let stopWatching = () => {};
  const unsubscribe = router.subscribe('onBeforeNavigate', (event) => {
    stopWatching();
    if (!event.fromLocation || !event.pathChanged) return;
    // The focus is on no control when it is on the page or on the main content (where the last
    // navigation put it), or on a button disabled while its work ran (Delete, say). Then the old
    // page's leaving the main content is the sign that the new one has come.
    const focusFree = () => focusLost() || document.activeElement === main();
    const focused = focusFree() ? null : document.activeElement;
    const leaving = entryKey(event.fromLocation);
    if (focused && leaving) {
      places.delete(leaving);
      places.set(leaving, placeOf(focused));
      if (places.size > PLACES_KEPT) places.delete(places.keys().next().value!);
    }
    const arriving = entryKey(event.toLocation);
    // Each history entry has a key of its own: a push or replace makes a new one, so a key seen
    // before is a return to that entry (Back, Forward, Go). Not a subscription to the history:
    // before the app mounts, the router loads a redirect itself only while the history has none.
    const returnTo = arriving ? places.get(arriving) : undefined;
    const toMain = () => main()?.focus({ preventScroll: true });
    let stopDrawing = () => {};
    const stopGoing = whenFocusPlaceGoes(
      (records) =>
        focused ? !focused.isConnected : records.some((record) => record.removedNodes.length > 0 && main()?.contains(record.target)),
      () => (returnTo ? (stopDrawing = focusOnceDrawn(() => controlAt(returnTo), focusFree, toMain, RETURN_WAIT_MS)) : toMain()),
      focusFree,
    );
    stopWatching = () => {
      stopGoing();
      stopDrawing();
    };
  });
  return () => {
    stopWatching();
    unsubscribe();
  };
}
