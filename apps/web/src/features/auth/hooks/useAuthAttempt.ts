import { useState } from 'react';
import { signInErrorMessage } from '../error-messages';

/**
 * One sign-in step at a time (password, Google…): which one is under way, and the friendly error of
 * the last that failed. (A failed attempt's button gets the focus back as it is enabled: lib/focus-keeper.)
 */
export function useAuthAttempt<Method extends string>() {
  const [pending, setPending] = useState<Method | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Runs `step`; when it answers `'leaving'` (on its way to Google's page) the progress stays shown. */
  const attempt = async (method: Method, step: () => Promise<unknown>) => {
    setPending(method);
    setError(null);
    try {
      if ((await step()) === 'leaving') return;
    } catch (cause) {
      setError(signInErrorMessage(cause));
    }
    setPending(null);
  };

  return { pending, error, attempt, setPending, setError };
}
