/**
 * A focused control that becomes disabled (a button while its work runs: Refresh now, Pause, Save,
 * Add podcast) drops the focus to the page, and a keyboard user would start again from the top.
 * When it is enabled again and the focus is still on the page, it gets the focus back; a focus the
 * user has put elsewhere meanwhile stays there. Every control, whoever disabled it: a failed sign-in
 * leaves the focus on Sign in, a refused save on Save mine over it.
 */
export function installFocusKeeper(): () => void {
  let lastFocused: Element | null = null;
  const remember = (event: FocusEvent) => {
    lastFocused = event.target instanceof Element ? event.target : null;
  };
  const observer = new MutationObserver((records) => {
    const focused = lastFocused;
    if (!(focused instanceof HTMLElement) || !records.some((record) => record.target === focused)) return;
    const enabledAgain = !focused.hasAttribute('disabled') && focused.isConnected;
    const focusOnPage = document.activeElement === null || document.activeElement === document.body;
    if (enabledAgain && focusOnPage) focused.focus({ preventScroll: true });
  });
  document.addEventListener('focusin', remember);
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    document.removeEventListener('focusin', remember);
    observer.disconnect();
  };
}
