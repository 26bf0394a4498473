import { Text, TextInput, VisuallyHidden } from '@mantine/core';

export const TITLE_MAX = 128;

interface TitleFieldProps {
  value: string;
  onChange: (title: string) => void;
  /** What listeners see when the title is empty. */
  fallback: string;
  error?: string | undefined;
}

/** Characters as people count them, and as the API does: an emoji is one, not two UTF-16 units. */
const characters = (title: string) => Array.from(title.trim()).length;

/** Whether a title is too long to save: the pages keep their save buttons off while it is. */
export const titleTooLong = (title: string) => characters(title) > TITLE_MAX;

/** `Title`: 0–128 characters with a counter; empty is allowed and shows the fallback. */
export function TitleField({ value, onChange, fallback, error }: TitleFieldProps) {
  const count = characters(value);
  const over = count > TITLE_MAX;
  return (
    <TextInput
      label="Title"
      value={value}
      placeholder={fallback}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={over ? `At most ${TITLE_MAX} characters (${count - TITLE_MAX} too many)` : error}
      // The count is part of the field's description, so a screen reader hears it with the field.
      description={
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span>{value.trim() === '' ? `Empty: listeners see “${fallback}”` : null}</span>
          <Text span size="xs" c={over ? 'red' : undefined} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {count}/{TITLE_MAX}
            <VisuallyHidden> characters</VisuallyHidden>
          </Text>
        </span>
      }
    />
  );
}
