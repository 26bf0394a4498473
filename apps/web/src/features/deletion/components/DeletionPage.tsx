import { Alert, Button, Card, List, Stack, Text, TextInput, Title } from '@mantine/core';
import type { AccountDeletion } from '@soundbites/api-types';
import type { User } from 'firebase/auth';
import { useRef, useState, type ReactNode } from 'react';
import { errorMessage, useApiClient } from '../../../lib/api-context';
import { signOutUser, useSession } from '../../../lib/session';
import { useTakeFocusIfLost } from '../../../lib/focus-lost';
import { requestAccountDeletion } from '../api/deletion-api';

export const CONFIRMATION_WORD = 'DELETE';

interface DeletionPageProps {
  /**
   * The sign-in form, for a visitor who is signed out; they stay on this page after signing in. It shows
   * `heading` above itself, for signing in or for a new password.
   */
  signInForm: (heading: (mode: 'sign-in' | 'reset-password') => ReactNode) => ReactNode;
  /** "Confirm it is you" for a sign-in that is too old to delete with; calls onDone when signed in again. */
  renderReauthenticate: (user: User, onDone: () => void) => ReactNode;
}

type Step = { kind: 'confirm' } | { kind: 'deleting' } | { kind: 'reauthenticate' } | { kind: 'done'; deletion: AccountDeletion };

export function DeletionPage({ signInForm, renderReauthenticate }: DeletionPageProps) {
  const { user } = useSession();
  const client = useApiClient();
  const [step, setStep] = useState<Step>({ kind: 'confirm' });
  const [typed, setTyped] = useState('');
  // Signing in here replaces the sign-in form (and its button) by the confirmation: its box takes
  // the focus. Not on arriving already signed in: the page's start stays the first stop.
  const confirmBox = useRef<HTMLInputElement>(null);
  const signedOutOnArrival = useRef(user === null).current;
  useTakeFocusIfLost(confirmBox, signedOutOnArrival && user !== null && step.kind === 'confirm');
  const [error, setError] = useState<string | null>(null);

  const deleteAccount = async () => {
    setStep({ kind: 'deleting' });
    setError(null);
    try {
      const result = await requestAccountDeletion(client);
      if (result.kind === 'needs-recent-sign-in') {
        setStep({ kind: 'reauthenticate' });
        return;
      }
      // The account is gone (or going): end the session here too.
      await signOutUser();
      setStep({ kind: 'done', deletion: result.deletion });
    } catch (cause) {
      setError(`Your account was not deleted: ${errorMessage(cause)}. Please try again.`);
      setStep({ kind: 'confirm' });
    }
  };

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Delete your account
        </Title>
        <Text c="dimmed" size="lg">
          You can delete your Soundbites account yourself, here, at any time. It takes effect at once and cannot be undone.
        </Text>
      </Stack>

      {step.kind === 'done' ? (
        <DeletionDone deletion={step.deletion} />
      ) : (
        // As wide as the form it holds, not the page's text: a wide card around a narrow form looks half empty.
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} w={{ base: '100%', sm: 'fit-content' }} miw={{ sm: 420 }}>
          {!user ? (
            <Stack gap="md" maw={420}>
              {signInForm((mode) => (mode === 'sign-in' ? <SignInHeading /> : <ResetHeading />))}
            </Stack>
          ) : step.kind === 'reauthenticate' ? (
            <Stack gap="md" maw={420}>
              <Title order={2} fz="lg">
                Confirm it is you
              </Title>
              {renderReauthenticate(user, () => void deleteAccount())}
            </Stack>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (typed.trim() === CONFIRMATION_WORD) void deleteAccount();
              }}
            >
              <Stack gap="md" maw={420}>
                <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                  Delete {user.email ?? 'this account'}
                </Title>
                <TextInput
                  ref={confirmBox}
                  label="Type DELETE to confirm"
                  description="In capital letters, so nobody deletes an account by accident."
                  value={typed}
                  onChange={(event) => setTyped(event.currentTarget.value)}
                  autoComplete="off"
                  spellCheck={false}
                />
                {error ? (
                  <Alert color="red" variant="light" role="alert">
                    {error}
                  </Alert>
                ) : null}
                <Button type="submit" color="red" disabled={typed.trim() !== CONFIRMATION_WORD} loading={step.kind === 'deleting'}>
                  Delete my account
                </Button>
              </Stack>
            </form>
          )}
        </Card>
      )}

      <WhatHappens />
    </Stack>
  );
}

function DeletionDone({ deletion }: { deletion: AccountDeletion }) {
  const { removed } = deletion;
  // The form went with its button: the focus comes to what was done.
  const notice = useRef<HTMLDivElement>(null);
  useTakeFocusIfLost(notice);
  return (
    <Alert ref={notice} tabIndex={-1} color="green" variant="light" radius="lg" title="Your account has been deleted" role="status">
      <Stack gap="xs">
        <Text size="sm">
          You are signed out. We deleted your profile, {plural(removed.savedSoundbites, 'saved soundbite')},{' '}
          {plural(removed.followedPodcasts, 'followed podcast')} and {plural(removed.supportRequests, 'support request')}.
        </Text>
        <Text size="sm">
          {deletion.identityAccount === 'deleted'
            ? 'Your sign-in account is deleted too. Signing up again, in the Soundbites app, starts a new, empty account.'
            : 'Your sign-in account could not be deleted this very moment; our server keeps retrying until it is gone, usually within minutes. You do not need to do anything.'}
        </Text>
      </Stack>
    </Alert>
  );
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function WhatHappens() {
  return (
    <Stack gap="md">
      <Title order={2} fz="xl">
        What deleting removes
      </Title>
      <List spacing={6}>
        <List.Item>Your profile: your e-mail address and when you first and last used Soundbites.</List.Item>
        <List.Item>Your saved soundbites.</List.Item>
        <List.Item>The podcasts you follow.</List.Item>
        <List.Item>The support requests you sent while signed in.</List.Item>
        <List.Item>
          Your sign-in account (e-mail address, password or Google link) at our identity provider, Firebase Authentication.
        </List.Item>
      </List>
      <Title order={2} fz="xl">
        What is kept, and why
      </Title>
      <List spacing={6}>
        <List.Item>
          <strong>Support requests you sent while signed out.</strong> Nothing links them to your account, so we cannot tell they are yours.
          Ask us through the support page, from the same e-mail address, and we delete them. Otherwise they are deleted after two years.
        </List.Item>
        <List.Item>
          <strong>A note that an account was deleted</strong>, with the date and how many items were removed. It does not contain your
          e-mail address or your account id in readable form; it lets us show that a deletion was carried out.
        </List.Item>
        <List.Item>
          <strong>Soundbites, podcasts and episodes.</strong> They are the public catalogue, not data about you, and stay for other
          listeners.
        </List.Item>
        <List.Item>
          <strong>For staff: the audit trail of changes made in the ops console</strong> (who published or edited what). It is part of the
          record of how the catalogue was curated.
        </List.Item>
        <List.Item>
          <strong>Server logs</strong> of requests (address, time, page), kept 30 days for security, then deleted.
        </List.Item>
      </List>
    </Stack>
  );
}

function SignInHeading() {
  return (
    <>
      <Title order={2} fz="lg">
        Sign in to delete your account
      </Title>
      <Text size="sm" c="dimmed">
        Sign in with the account you want to delete. You stay on this page.
      </Text>
    </>
  );
}

function ResetHeading() {
  return (
    <>
      <Title order={2} fz="lg">
        Reset your password
      </Title>
      <Text size="sm" c="dimmed">
        Once you have chosen a new one, sign in here to delete your account.
      </Text>
    </>
  );
}
