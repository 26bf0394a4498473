import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { EmailPasswordForm } from '../features/auth/components/EmailPasswordForm';
import { ReauthenticateForm } from '../features/auth/components/ReauthenticateForm';
import { ResetPasswordForm } from '../features/auth/components/ResetPasswordForm';
import { DeletionPage } from '../features/deletion/components/DeletionPage';

export const Route = createFileRoute('/deletion')({
  staticData: { title: 'Delete your account', description: 'What deleting a Soundbites account removes, and how to do it.' },
  component: Deletion,
});

// Signing in here keeps the visitor on this page: the session change alone shows the confirmation step.
const stayHere = () => {};

function Deletion() {
  return (
    <DeletionPage
      signInForm={<SignInOrReset />}
      renderReauthenticate={(user, onDone) => <ReauthenticateForm user={user} onDone={onDone} actionLabel="Confirm and delete" />}
    />
  );
}

/** A listener who forgot their password can still get here: the page's sign-in offers the reset too. */
function SignInOrReset() {
  const [resetting, setResetting] = useState(false);
  const [email, setEmail] = useState('');
  const [switched, setSwitched] = useState(false);
  const switchTo = (reset: boolean, typed: string) => {
    setEmail(typed);
    setSwitched(true);
    setResetting(reset);
  };
  return resetting ? (
    <ResetPasswordForm initialEmail={email} onBack={(typed) => switchTo(false, typed)} />
  ) : (
    <EmailPasswordForm
      onSignedIn={stayHere}
      onForgotPassword={(typed) => switchTo(true, typed)}
      initialEmail={email}
      autoFocus={switched}
    />
  );
}
