import { useRef, useState } from 'react';
import { emailFieldProblem } from '../sign-in-fields';

/**
 * An auth form's Email box, checked before anything is sent: `check()` says what is missing or
 * malformed at the field and gives it the focus, and answers whether the address can be sent.
 */
export function useCheckedEmail(initialEmail = '') {
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const check = (): boolean => {
    const found = emailFieldProblem(email);
    setProblem(found);
    if (found) input.current?.focus();
    return found === null;
  };
  const field = {
    value: email,
    onChange: (value: string) => {
      setEmail(value);
      setProblem(null);
    },
    error: problem,
    ref: input,
  };
  return { email, check, field };
}
