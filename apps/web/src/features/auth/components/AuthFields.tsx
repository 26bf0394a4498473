import { PasswordInput, TextInput, type PasswordInputProps } from '@mantine/core';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The e-mail input every auth form shares: labelled exactly "Email", no asterisk in its name. */
export function EmailField({ value, onChange }: EmailFieldProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      required
      withAsterisk={false}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/**
 * A password input whose show/hide toggle is not itself labelled "…password…", so the
 * field stays the only thing on the form that answers to its label.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput required withAsterisk={false} visibilityToggleButtonProps={{ 'aria-label': 'Show the characters typed' }} {...props} />
  );
}
