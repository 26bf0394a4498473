import { PasswordInput, TextInput, type PasswordInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useEffect, useRef, type Ref } from 'react';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Takes the focus when it appears: a form the visitor switched to, not the page's first. */
  autoFocus?: boolean;
  /** What is wrong with the address typed, said under the field. */
  error?: string | null;
  /** The input, for a form that moves the focus to it when the address needs mending. */
  ref?: Ref<HTMLInputElement>;
  /** The form's answer is about this field ("not correct"): drawn and marked invalid, as its own error would be. */
  flagged?: boolean;
}

/** The e-mail input every auth form shares: labelled exactly "Email", no asterisk in its name. */
export function EmailField({ value, onChange, autoFocus, error, ref, flagged }: EmailFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const inputRefs = useMergedRef(input, ref);
  // Focused from an effect: the autofocus attribute only counts when the page first loads.
  useEffect(() => {
    if (autoFocus) input.current?.focus();
    // Only when it appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      required
      withAsterisk={false}
      value={value}
      error={error || flagged}
      ref={inputRefs}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/**
 * A password input whose show/hide toggle is not itself labelled "…password…", so the
 * field stays the only thing on the form that answers to its label. The toggle is a keyboard stop
 * too (Mantine leaves it out of the Tab order): what the mouse can do, the keyboard can.
 */
export function PasswordField({ flagged, ...props }: PasswordInputProps & { flagged?: boolean }) {
  return (
    <PasswordInput
      required
      withAsterisk={false}
      visibilityToggleButtonProps={{ 'aria-label': 'Show the characters typed' }}
      visibilityToggleFocusable
      // Mantine draws an error but does not mark the field invalid for assistive technology.
      aria-invalid={props.error || flagged ? true : undefined}
      {...props}
      // The form's answer is about it: red, and invalid, without a second message under it.
      error={props.error || flagged}
    />
  );
}
