import { Anchor, Button, Stack, Text } from '@mantine/core';
import { isStaffEmail } from '@soundbites/config';
import type { User } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { createAccount } from '../api/auth-api';
import { fieldsNamedBy, signInErrorMessage } from '../error-messages';
import { useCheckedEmail } from '../hooks/useCheckedEmail';
import { usePasswordPolicy } from '../hooks/usePasswordPolicy';
import { checkPassword, meetsPolicy } from '../password-policy';
import { EmailField, PasswordField } from './AuthFields';
import { FormError } from './FormError';
import { PasswordRules } from './PasswordRules';
import { staffEmailDomain } from '../../../lib/session';

interface CreateAccountFormProps {
  /** Without it, the page goes on from the session, which signs the new account in. */
  onCreated?: (user: User) => void;
  onBack: () => void;
  /**
   * On a staff area's sign-in page: that area's name. An account for another address would be
   * refused the moment it was made (alerted and signed out), so the form says who may sign up and
   * does not create one for anyone else.
   */
  staffArea?: string;
}

export function CreateAccountForm({ onCreated, onBack, staffArea }: CreateAccountFormProps) {
  const policy = usePasswordPolicy();
  const { email, check: checkEmail, field: emailField } = useCheckedEmail();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The form's own answers about a field, besides the sign-in service's.
  const [errorAbout, setErrorAbout] = useState<'email' | 'password' | null>(null);
  const named = fieldsNamedBy(error);
  const isAbout = (field: 'email' | 'password') => errorAbout === field || named.has(field);
  const checks = checkPassword(password, policy);
  const acceptable = meetsPolicy(checks);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrorAbout(null);
    if (!checkEmail()) return setError(null);
    if (staffArea && !isStaffEmail(email.trim(), staffEmailDomain())) {
      setError(`${staffArea} is open to staff only: sign up with your @${staffEmailDomain()} address.`);
      setErrorAbout('email');
      return;
    }
    if (!acceptable) {
      setError('The new password does not meet every rule yet.');
      setErrorAbout('password');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const created = await createAccount(email.trim(), password);
      onCreated?.(created);
    } catch (cause) {
      setError(signInErrorMessage(cause));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {staffArea ? <Text size="sm">For staff: use your @{staffEmailDomain()} address.</Text> : null}
          {/* Only ever switched to from signing in: it takes the focus as it comes. */}
          <EmailField {...emailField} autoFocus flagged={isAbout('email')} />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            flagged={isAbout('password')}
          />
          <PasswordRules checks={checks} />
          <FormError message={error} />
          <Button type="submit" loading={pending} fullWidth>
            Create account
          </Button>
        </Stack>
      </form>
      <Anchor component="button" type="button" size="sm" onClick={onBack}>
        I already have an account
      </Anchor>
    </Stack>
  );
}
