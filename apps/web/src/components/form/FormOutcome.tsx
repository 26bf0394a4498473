import { Text } from '@mantine/core';
import { ERROR_TEXT } from '../../lib/colors';

/**
 * Under a small form: why its last action was refused (an alert), and what its last action did (a
 * status line, always there so that screen readers hear it change).
 */
export function FormOutcome({ error, said }: { error: string | null; said: string }) {
  return (
    <>
      {error ? (
        <Text size="sm" c={ERROR_TEXT} role="alert">
          {error}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed" role="status">
        {said}
      </Text>
    </>
  );
}
