import { STATIC_PAGE_META } from '@soundbites/config';
import { createFileRoute } from '@tanstack/react-router';
import { ReauthenticateForm } from '../features/auth/components/ReauthenticateForm';
import { SignInOrReset } from '../features/auth/components/SignInOrReset';
import { DeletionPage } from '../features/deletion/components/DeletionPage';

export const Route = createFileRoute('/deletion')({
  staticData: STATIC_PAGE_META['/deletion'],
  component: Deletion,
});

// Signing in here keeps the visitor on this page: the session change alone shows the confirmation step.
const stayHere = () => {};

function Deletion() {
  return (
    <DeletionPage
      // A listener who forgot their password can still get here: the sign-in offers the reset too.
      signInForm={(heading) => <SignInOrReset onSignedIn={stayHere} heading={heading} />}
      renderReauthenticate={(user, onDone) => <ReauthenticateForm user={user} onDone={onDone} actionLabel="Confirm and delete" />}
    />
  );
}
