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
  const emailProblem = emailFieldProblem(email);
  if (emailProblem) problems.email = emailProblem;
  if (!password) problems.password = 'Please enter your password.';
  return problems;
}

/** What is missing or malformed in an Email box (every auth form checks it before sending), or null. */
export function emailFieldProblem(email: string): string | null {
  const address = email.trim();
  if (!address) return 'Please enter your e-mail address.';
  if (!EMAIL_ADDRESS_PATTERN.test(address)) return 'Please enter a valid e-mail address.';
  return null;
}
