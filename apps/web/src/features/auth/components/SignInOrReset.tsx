import type { User } from 'firebase/auth';
import { useAuthFormSwitch } from '../hooks/useAuthFormSwitch';
import { EmailPasswordForm } from './EmailPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

/** Signing in on a page that is not a sign-in page, with the way to a new password beside it. */
export function SignInOrReset({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { mode, email, switched, switchTo } = useAuthFormSwitch<'sign-in' | 'reset-password'>('sign-in');
  return mode === 'reset-password' ? (
    <ResetPasswordForm initialEmail={email} onBack={(typed) => switchTo('sign-in', typed)} />
  ) : (
    <EmailPasswordForm
      onSignedIn={onSignedIn}
      onForgotPassword={(typed) => switchTo('reset-password', typed)}
      initialEmail={email}
      autoFocus={switched}
    />
  );
}
