import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { isStaffUser, signOutUser } from '../../../lib/session';
import { REFUSAL_ALERTS, type ProtectedArea } from '../guard';

interface SignedInPanelProps {
  user: User;
  area: ProtectedArea;
  onContinue: () => void;
}

export function SignedInPanel({ user, area, onContinue }: SignedInPanelProps) {
  const [signingOut, setSigningOut] = useState(false);
  const staff = isStaffUser(user);
  const who = user.email ?? user.displayName ?? 'an account without an e-mail address';
  const signOut = async () => {
    setSigningOut(true);
    try {
      await signOutUser();
    } finally {
      setSigningOut(false);
    }
  };
  return (
    <Stack gap="md">
      <Text>
        You are signed in as <strong>{who}</strong>.
      </Text>
      {staff ? null : (
        <Alert color="yellow" variant="light" title="This is not a staff account">
          {REFUSAL_ALERTS[area]} Sign out and use your staff account instead.
        </Alert>
      )}
      <Group>
        {staff ? <Button onClick={onContinue}>Continue</Button> : null}
        <Button variant={staff ? 'default' : 'filled'} loading={signingOut} onClick={() => void signOut()}>
          Sign out
        </Button>
      </Group>
    </Stack>
  );
}
