import { Text, TextInput } from '@mantine/core';

export const TITLE_MAX = 128;

interface TitleFieldProps {
  value: string;
  onChange: (title: string) => void;
  /** What listeners see when the title is empty. */
  fallback: string;
  error?: string | undefined;
}

/** Whether a title is too long to save: the pages keep their save buttons off while it is. */
export const titleTooLong = (title: string) => title.length > TITLE_MAX;

/** `Title`: 0–128 characters with a counter; empty is allowed and shows the fallback. */
export function TitleField({ value, onChange, fallback, error }: TitleFieldProps) {
  const over = titleTooLong(value);
  return (
    <TextInput
      label="Title"
      value={value}
      placeholder={fallback}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={over ? `At most ${TITLE_MAX} characters (${value.length - TITLE_MAX} too many)` : error}
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
