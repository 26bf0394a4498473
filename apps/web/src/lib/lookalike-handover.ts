import { MAIN_CONTENT_ID } from '@soundbites/config';

declare global {
  interface Window {
    /** The name of the last button pressed on the server's look-alike, set by index.html's inline script. */
    __lookalikePress?: string;
  }
}

/** A control's name as index.html's script records a press: its label, else its text. */
const nameOf = (element: Element) => element.getAttribute('aria-label') || element.textContent?.trim() || '';

/** What a control is to its user, the same on the server's look-alike and in the app: its kind, its name and where it leads. */
function controlKey(element: Element): string {
  return `${element.tagName}|${element.getAttribute('href') ?? ''}|${nameOf(element)}`;
}

function counterpart(control: Element, app: HTMLElement): HTMLElement | null {
  const key = controlKey(control);
  for (const candidate of app.querySelectorAll<HTMLElement>(control.tagName)) if (controlKey(candidate) === key) return candidate;
  return null;
}

/**
 * Once the app has taken the server's look-alike's place, what the visitor did to the look-alike
 * carries over: the focus moves to the same control in the app (or to the main content, so Tab goes
 * on from there and not from the top), and a button pressed before the app ran (a Play, Copy link) is
 * pressed again, so the press is not lost. The browser still counts it as the visitor's act for a few
 * seconds, long enough for the clipboard to take a link.
 */
export function handOverFromLookalike(lookalike: HTMLElement, app: HTMLElement, focused: Element | null): void {
  if (focused && focused !== lookalike && lookalike.contains(focused)) {
    const target = counterpart(focused, app) ?? document.getElementById(MAIN_CONTENT_ID);
    target?.focus({ preventScroll: true });
  }
  const pressed = window.__lookalikePress;
  delete window.__lookalikePress;
  if (pressed === undefined) return;
  for (const button of app.querySelectorAll<HTMLButtonElement>('button')) {
    if (nameOf(button) === pressed) {
      button.click();
      return;
    }
  }
}
