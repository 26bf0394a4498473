import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { PasswordRuleCheck } from '../password-policy';

/** The policy's rules, each ticked or crossed as the user types. */
export function PasswordRules({ checks }: { checks: PasswordRuleCheck[] }) {
  return (
    <List spacing={4} size="sm" aria-label="Password rules" aria-live="polite" center>
      {checks.map((check) => (
        <List.Item
          key={check.id}
          data-met={check.met}
          icon={
            <ThemeIcon size={18} radius="xl" color={check.met ? 'teal' : 'gray'} variant="light" aria-hidden="true">
              {check.met ? '✓' : '•'}
            </ThemeIcon>
          }
        >
          <Text size="sm" c={check.met ? undefined : 'dimmed'}>
            {check.label}
            <VisuallyHidden>{check.met ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
