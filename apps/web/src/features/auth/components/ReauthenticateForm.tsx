import { Button, Stack, Text } from '@mantine/core';
import type { User } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { fieldsNamedBy } from '../error-messages';
import { reauthenticate, reauthenticationMethods } from '../api/auth-api';
import { PasswordField } from './AuthFields';
import { FormError } from './FormError';
import { useAuthAttempt } from '../hooks/useAuthAttempt';

interface ReauthenticateFormProps {
  user: User;
  /** Called once the user has signed in again. */
  onDone: () => void;
  /** What signing in again allows, for the button ("Confirm and delete"). */
  actionLabel: string;
}

/** "Confirm it is you": the password again, or Google, for actions that need a fresh sign-in. */
export function ReauthenticateForm({ user, onDone, actionLabel }: ReauthenticateFormProps) {
  const methods = reauthenticationMethods(user);
  const [password, setPassword] = useState('');
  const { pending, error, attempt } = useAuthAttempt<'password' | 'google'>();
  const confirm = (method: 'password' | 'google') =>
    attempt(method, async () => {
      await reauthenticate(user, method === 'google' ? 'google' : { password });
      onDone();
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm('password');
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        For your security, confirm it is you: you signed in a while ago, and deleting needs a recent sign-in as{' '}
        <strong>{user.email}</strong>.
      </Text>
      {methods.password || !methods.google ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PasswordField
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              flagged={fieldsNamedBy(error).has('password')}
            />
            <Button type="submit" color="red" loading={pending === 'password'} disabled={pending !== null}>
              {actionLabel}
            </Button>
          </Stack>
        </form>
      ) : null}
      {methods.google ? (
        <Button variant="default" loading={pending === 'google'} disabled={pending !== null} onClick={() => void confirm('google')}>
          Confirm with Google
        </Button>
      ) : null}
      <FormError message={error} />
    </Stack>
  );
}
