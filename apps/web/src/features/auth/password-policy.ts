/** The subset of the identity provider's password policy that a new password is checked against. */
export interface PasswordPolicy {
  minLength: number;
  maxLength?: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumeric: boolean;
  requireNonAlphanumeric: boolean;
  /** When the provider lists them, only these count as non-alphanumeric characters. */
  allowedNonAlphanumericCharacters?: string;
}

/** Used when the provider serves no policy (the Auth emulator does not). */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 6,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
};

export interface PasswordRuleCheck {
  id: 'min-length' | 'max-length' | 'lowercase' | 'uppercase' | 'numeric' | 'non-alphanumeric';
  label: string;
  met: boolean;
}

/** Shape of the SDK's policy (`PasswordValidationStatus.passwordPolicy`), kept structural for tests. */
export interface ProviderPasswordPolicy {
  customStrengthOptions: {
    minPasswordLength?: number;
    maxPasswordLength?: number;
    containsLowercaseLetter?: boolean;
    containsUppercaseLetter?: boolean;
    containsNumericCharacter?: boolean;
    containsNonAlphanumericCharacter?: boolean;
  };
  allowedNonAlphanumericCharacters?: string;
}

export function fromProviderPolicy(policy: ProviderPasswordPolicy): PasswordPolicy {
  const options = policy.customStrengthOptions;
  return {
    minLength: options.minPasswordLength ?? DEFAULT_PASSWORD_POLICY.minLength,
    ...(options.maxPasswordLength ? { maxLength: options.maxPasswordLength } : {}),
    requireLowercase: options.containsLowercaseLetter === true,
    requireUppercase: options.containsUppercaseLetter === true,
    requireNumeric: options.containsNumericCharacter === true,
    requireNonAlphanumeric: options.containsNonAlphanumericCharacter === true,
    ...(policy.allowedNonAlphanumericCharacters ? { allowedNonAlphanumericCharacters: policy.allowedNonAlphanumericCharacters } : {}),
  };
}

function hasNonAlphanumeric(password: string, allowed: string | undefined): boolean {
  if (allowed) return [...password].some((character) => allowed.includes(character));
  return /[^\p{L}\p{N}]/u.test(password);
}

/**
 * Every rule the policy demands, each marked met or not, so the form can list them all as the
 * user types: a length within the bounds; character classes only when the policy requires them.
 */
export function checkPassword(password: string, policy: PasswordPolicy): PasswordRuleCheck[] {
  const checks: PasswordRuleCheck[] = [
    { id: 'min-length', label: `At least ${policy.minLength} characters`, met: password.length >= policy.minLength },
  ];
  if (policy.maxLength !== undefined) {
    checks.push({ id: 'max-length', label: `At most ${policy.maxLength} characters`, met: password.length <= policy.maxLength });
  }
  if (policy.requireLowercase) checks.push({ id: 'lowercase', label: 'A lowercase letter', met: /\p{Ll}/u.test(password) });
  if (policy.requireUppercase) checks.push({ id: 'uppercase', label: 'An uppercase letter', met: /\p{Lu}/u.test(password) });
  if (policy.requireNumeric) checks.push({ id: 'numeric', label: 'A number', met: /[0-9]/.test(password) });
  if (policy.requireNonAlphanumeric) {
    checks.push({
      id: 'non-alphanumeric',
      label: 'A symbol (not a letter or number)',
      met: hasNonAlphanumeric(password, policy.allowedNonAlphanumericCharacters),
    });
  }
  return checks;
}

export const meetsPolicy = (checks: PasswordRuleCheck[]): boolean => checks.every((check) => check.met);
