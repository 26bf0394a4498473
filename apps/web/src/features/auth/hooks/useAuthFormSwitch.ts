import { useState } from 'react';

/**
 * Which of a page's auth forms shows (sign in, reset the password, …): the address typed carries
 * over from one form to the next, and a form switched to (not the page's first) takes the focus.
 */
export function useAuthFormSwitch<Mode extends string>(first: Mode) {
  const [state, setState] = useState({ mode: first, email: '', switched: false });
  const switchTo = (mode: Mode, typed?: string) => setState((current) => ({ mode, email: typed ?? current.email, switched: true }));
  return { ...state, switchTo };
}
