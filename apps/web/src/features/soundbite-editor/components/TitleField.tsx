import { Text, TextInput } from '@mantine/core';

export const TITLE_MAX = 128;

interface TitleFieldProps {
  value: string;
  onChange: (title: string) => void;
  /** What listeners see when the title is empty. */
  fallback: string;
  error?: string | undefined;
}

/** `Title`: 0–128 characters with a counter; empty is allowed and shows the fallback. */
export function TitleField({ value, onChange, fallback, error }: TitleFieldProps) {
  const over = value.length > TITLE_MAX;
  return (
    <TextInput
      label="Title"
      value={value}
      placeholder={fallback}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error ?? (over ? `At most ${TITLE_MAX} characters (${value.length - TITLE_MAX} too many)` : undefined)}
      description={value.trim() === '' ? `Empty: listeners see “${fallback}”` : undefined}
      rightSectionWidth={72}
      rightSection={
        <Text size="xs" c={over ? 'red' : 'dimmed'} ff="monospace" aria-label={`${value.length} of ${TITLE_MAX} characters`}>
          {value.length}/{TITLE_MAX}
        </Text>
      }
    />
  );
}
