import { EMAIL_ADDRESS_PATTERN } from '@soundbites/config';

export interface SignInFieldProblems {
  email?: string;
  password?: string;
}

/**
 * What is missing or malformed in a sign-in form, said at its field before anything is sent: the
 * identity provider would refuse it too, but with one message for the whole form.
 */
export function signInFieldProblems(email: string, password: string): SignInFieldProblems {
  const problems: SignInFieldProblems = {};
  const address = email.trim();
  if (!address) problems.email = 'Please enter your e-mail address.';
  else if (!EMAIL_ADDRESS_PATTERN.test(address)) problems.email = 'Please enter a valid e-mail address.';
  if (!password) problems.password = 'Please enter your password.';
  return problems;
}
