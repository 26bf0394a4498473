import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTakeFocusIfLost } from '../../../lib/focus-lost';
import { sendPasswordReset } from '../api/auth-api';
import { codeOf, fieldsNamedBy, signInErrorMessage } from '../error-messages';
import { useCheckedEmail } from '../hooks/useCheckedEmail';
import { EmailField } from './AuthFields';
import { FormError } from './FormError';

interface ResetPasswordFormProps {
  /** Back to signing in, with the address typed here. */
  onBack: (email: string) => void;
  /** The address typed in the sign-in form. */
  initialEmail?: string;
}

export function ResetPasswordForm({ onBack, initialEmail = '' }: ResetPasswordFormProps) {
  const { email, check: checkEmail, field: emailField } = useCheckedEmail(initialEmail);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The form and its button go once the link is sent: the keyboard goes on from what replaced them.
  const sent = useRef<HTMLDivElement>(null);
  useTakeFocusIfLost(sent, sentTo !== null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checkEmail()) return setError(null);
    setPending(true);
    setError(null);
    try {
      await sendPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (cause) {
      // An address with no account gets the same answer as one with: this form must not tell
      // anyone which addresses have an account.
      if (codeOf(cause) === 'user-not-found') setSentTo(email.trim());
      else setError(signInErrorMessage(cause));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Enter your e-mail address and we will send you a link to choose a new password.
      </Text>
      {sentTo ? (
        <Alert color="teal" variant="light" title="Check your inbox" role="status" ref={sent} tabIndex={-1}>
          If an account exists for {sentTo}, a link to reset its password is on its way.
        </Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <EmailField {...emailField} autoFocus flagged={fieldsNamedBy(error).has('email')} />
            <FormError message={error} />
            <Button type="submit" loading={pending} fullWidth>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component="button" type="button" size="sm" onClick={() => onBack(email)}>
        Back to the sign-in form
      </Anchor>
    </Stack>
  );
}
