import { describe, expect, it } from 'vitest';
import { signInFieldProblems } from './sign-in-fields';

describe('signInFieldProblems', () => {
  it('names each empty or malformed field, and nothing for a usable pair', () => {
    expect(signInFieldProblems('', '')).toEqual({
      email: 'Please enter your e-mail address.',
      password: 'Please enter your password.',
    });
    expect(signInFieldProblems('ada@', 'pw')).toEqual({ email: 'Please enter a valid e-mail address.' });
    expect(signInFieldProblems('  ada@example.org ', 'pw')).toEqual({});
  });
});
