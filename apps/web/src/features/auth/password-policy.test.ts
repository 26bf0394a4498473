import { describe, expect, it } from 'vitest';
import { checkPassword, DEFAULT_PASSWORD_POLICY, fromProviderPolicy, meetsPolicy, type PasswordPolicy } from './password-policy';

const unmet = (password: string, policy: PasswordPolicy) =>
  checkPassword(password, policy)
    .filter((check) => !check.met)
    .map((check) => check.id);

describe('password policy checks', () => {
  it('default policy: only a minimum length of 6', () => {
    expect(checkPassword('abc', DEFAULT_PASSWORD_POLICY).map((check) => check.id)).toEqual(['min-length']);
    expect(unmet('abcde', DEFAULT_PASSWORD_POLICY)).toEqual(['min-length']);
    expect(meetsPolicy(checkPassword('abcdef', DEFAULT_PASSWORD_POLICY))).toBe(true);
  });

  it('character classes are required only when the policy demands them', () => {
    const strict = fromProviderPolicy({
      customStrengthOptions: {
        minPasswordLength: 8,
        maxPasswordLength: 12,
        containsLowercaseLetter: true,
        containsUppercaseLetter: true,
        containsNumericCharacter: true,
        containsNonAlphanumericCharacter: true,
      },
    });
    expect(unmet('', strict)).toEqual(['min-length', 'lowercase', 'uppercase', 'numeric', 'non-alphanumeric']);
    expect(unmet('abcdefgh', strict)).toEqual(['uppercase', 'numeric', 'non-alphanumeric']);
    expect(unmet('Abcdefg1!', strict)).toEqual([]);
    expect(unmet('Abcdefg1!xyzw', strict)).toEqual(['max-length']);
  });

  it('counts only the listed symbols when the provider lists them', () => {
    const policy = fromProviderPolicy({
      customStrengthOptions: { containsNonAlphanumericCharacter: true },
      allowedNonAlphanumericCharacters: '!@#',
    });
    expect(policy.minLength).toBe(6);
    expect(unmet('abcdef~', policy)).toEqual(['non-alphanumeric']);
    expect(unmet('abcdef#', policy)).toEqual([]);
  });

  it('a policy without options falls back to the default minimum', () => {
    expect(fromProviderPolicy({ customStrengthOptions: {} })).toEqual(DEFAULT_PASSWORD_POLICY);
  });
});
