import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { reload, sendEmailVerification, type User } from 'firebase/auth';
import { useState } from 'react';
import { opsTitle } from '../../../lib/titles';

/**
 * A staff-domain address the identity provider has not verified: the API refuses it every
 * ops request, so say why here and offer the e-mail that fixes it.
 */
export function UnverifiedStaff({ user }: { user: User }) {
  useDocumentTitle(opsTitle('Verify your e-mail address'));
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' | 'checking' | 'still' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  });

  const resend = async () => {
    setState({ kind: 'sending' });
    try {
      await sendEmailVerification(user);
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'error', message: error instanceof Error ? error.message : 'The e-mail could not be sent.' });
    }
  };
  const check = async () => {
    setState({ kind: 'checking' });
    await reload(user);
    if (user.emailVerified) {
      // A fresh ID token carries email_verified, which the API checks.
      await user.getIdToken(true);
      window.location.reload();
    } else setState({ kind: 'still' });
  };

  return (
    <Paper withBorder radius="lg" p="xl" maw={640}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Verify your e-mail address
        </Title>
        <Text>
          You are signed in as <strong>{user.email}</strong>, a staff address, but it has not been verified yet. The ops console shows
          nothing until it is: open the link in the verification e-mail, then come back here.
        </Text>
        {state.kind === 'sent' && (
          <Alert color="green" variant="light" role="status">
            Sent. Check your inbox (and spam folder) for a message from Soundbites.
          </Alert>
        )}
        {state.kind === 'still' && (
          <Alert color="yellow" variant="light" role="status">
            The address is still unverified. Open the link in the e-mail first.
          </Alert>
        )}
        {state.kind === 'error' && (
          <Alert color="red" variant="light" role="alert">
            {state.message}
          </Alert>
        )}
        <Group>
          <Button onClick={() => void resend()} loading={state.kind === 'sending'}>
            Resend the verification e-mail
          </Button>
          <Button variant="default" onClick={() => void check()} loading={state.kind === 'checking'}>
            I have verified it
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
