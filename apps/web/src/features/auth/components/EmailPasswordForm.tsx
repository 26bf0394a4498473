import { Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { User } from 'firebase/auth';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { signInWithEmail, signInWithGoogle, takeGoogleRedirectResult } from '../api/auth-api';
import { fieldsNamedBy, signInErrorMessage } from '../error-messages';
import { signInFieldProblems, type SignInFieldProblems } from '../sign-in-fields';
import { EmailField, PasswordField } from './AuthFields';
import { FormError } from './FormError';
import { useAuthAttempt } from '../hooks/useAuthAttempt';

interface EmailPasswordFormProps {
  /** Without it, the page goes on from the session, which hears of the sign-in too. */
  onSignedIn?: (user: User) => void;
  /** Without these the form offers neither (a page that only signs existing users in). Told the address typed so far. */
  onForgotPassword?: (email: string) => void;
  onCreateAccount?: () => void;
  /** The address typed in the form the visitor comes back from. */
  initialEmail?: string;
  /** The visitor switched back to this form: its Email box takes the focus. */
  autoFocus?: boolean;
}

export function EmailPasswordForm({ onSignedIn, onForgotPassword, onCreateAccount, initialEmail = '', autoFocus }: EmailPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const { pending, error, attempt, setPending, setError } = useAuthAttempt<'password' | 'google'>();
  const signIn = (method: 'password' | 'google', start: () => Promise<User | null>) =>
    attempt(method, async () => {
      const user = await start();
      // null: the page is on its way to Google (popup blocked); keep showing progress.
      if (!user) return 'leaving';
      onSignedIn?.(user);
    });

  // Back from a redirect sign-in (the popup was blocked): finish it here, once.
  useEffect(() => {
    const result = takeGoogleRedirectResult();
    if (!result) return;
    let current = true;
    setPending('google');
    result.then(
      (user) => {
        if (!current) return;
        setPending(null);
        if (user) onSignedIn?.(user);
      },
      (cause: unknown) => {
        if (!current) return;
        setPending(null);
        setError(signInErrorMessage(cause));
      },
    );
    return () => {
      current = false;
    };
    // Only on arrival; onSignedIn may change identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [problems, setProblems] = useState<SignInFieldProblems>({});
  // "Not correct" is about what was typed: the fields say so too, for a screen reader that reads a field.
  const errorNames = fieldsNamedBy(error);
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = signInFieldProblems(email, password);
    setProblems(found);
    // A new attempt: the last one's answer no longer stands beside what this one finds.
    setError(null);
    if (found.email || found.password) {
      // The first field to mend takes the focus; its message is its description.
      form.current?.querySelector<HTMLInputElement>(found.email ? 'input[type="email"]' : 'input[type="password"]')?.focus();
      return;
    }
    void signIn('password', () => signInWithEmail(email.trim(), password));
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate ref={form}>
        <Stack gap="sm">
          <EmailField
            value={email}
            onChange={(value) => {
              setEmail(value);
              setProblems(({ password: passwordProblem }) => ({ password: passwordProblem }));
            }}
            autoFocus={autoFocus}
            error={problems.email}
            flagged={errorNames.has('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setProblems(({ email: emailProblem }) => ({ email: emailProblem }));
            }}
            error={problems.password}
            flagged={errorNames.has('password')}
          />
          {onForgotPassword ? (
            <Group justify="flex-end">
              <Anchor component="button" type="button" size="sm" onClick={() => onForgotPassword(email)}>
                Forgot password?
              </Anchor>
            </Group>
          ) : null}
          <FormError message={error} />
          <Button type="submit" loading={pending === 'password'} disabled={pending !== null} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
      <Divider label="or" labelPosition="center" />
      <Button
        variant="default"
        fullWidth
        loading={pending === 'google'}
        disabled={pending !== null}
        onClick={() => void signIn('google', signInWithGoogle)}
        leftSection={<GoogleMark />}
      >
        Continue with Google
      </Button>
      {onCreateAccount ? (
        <Text size="sm" c="dimmed" ta="center">
          No account yet?{' '}
          <Anchor component="button" type="button" size="sm" onClick={onCreateAccount}>
            Create one
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}

function GoogleMark() {
  return (
    <svg width="16" height="16" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.7 17.7 9.5 24 9.5z"
      />
      <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4 7.1-10 7.1-17.5z" />
      <path fill="#FBBC05" d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l7.9-6z" />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.9 2.3-8.4 2.3-6.3 0-11.6-4.2-13.5-10l-7.9 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
