import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { useAuthFormSwitch } from '../hooks/useAuthFormSwitch';
import { EmailPasswordForm } from './EmailPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

export type SignInOrResetMode = 'sign-in' | 'reset-password';

/**
 * Signing in on a page that is not a sign-in page, with the way to a new password beside it.
 * `heading` is what the page says above the form, for each of the two.
 */
export function SignInOrReset({
  onSignedIn,
  heading,
}: {
  onSignedIn: (user: User) => void;
  heading?: (mode: SignInOrResetMode) => ReactNode;
}) {
  const { mode, email, switched, switchTo } = useAuthFormSwitch<SignInOrResetMode>('sign-in');
  return (
    <>
      {heading?.(mode)}
      {mode === 'reset-password' ? (
        <ResetPasswordForm initialEmail={email} onBack={(typed) => switchTo('sign-in', typed)} />
      ) : (
        <EmailPasswordForm
          onSignedIn={onSignedIn}
          onForgotPassword={(typed) => switchTo('reset-password', typed)}
          initialEmail={email}
          autoFocus={switched}
        />
      )}
    </>
  );
}
