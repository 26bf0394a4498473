import { createFileRoute } from '@tanstack/react-router';
import { EmailPasswordForm } from '../features/auth/components/EmailPasswordForm';
import { ReauthenticateForm } from '../features/auth/components/ReauthenticateForm';
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
      signInForm={<EmailPasswordForm onSignedIn={stayHere} />}
      renderReauthenticate={(user, onDone) => <ReauthenticateForm user={user} onDone={onDone} actionLabel="Confirm and delete" />}
    />
  );
}
