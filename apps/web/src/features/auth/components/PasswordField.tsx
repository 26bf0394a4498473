import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password input whose show/hide toggle is not itself labelled "…password…", so the
 * field stays the only thing on the form that answers to its label.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      required
      withAsterisk={false}
      visibilityToggleButtonProps={{ 'aria-label': 'Show the characters typed' }}
      {...props}
    />
  );
}
