import { useQuery } from '@tanstack/react-query';
import { loadPasswordPolicy } from '../api/auth-api';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '../password-policy';

/** The policy is fetched once per page load; until it arrives the default policy applies. */
export function usePasswordPolicy(): PasswordPolicy {
  const { data } = useQuery({ queryKey: ['auth', 'password-policy'], queryFn: loadPasswordPolicy, staleTime: Infinity });
  return data ?? DEFAULT_PASSWORD_POLICY;
}
