import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatTime, parseTime } from '../time';

interface TimeInputProps {
  label: string;
  value: number;
  onCommit: (seconds: number) => void;
  /** A message from the API or the range rules, shown under the input. */
  error?: string | undefined;
}

/**
 * Accepts `1:23.4` or plain seconds. What was typed is committed on Enter or when leaving
 * the field, exactly as typed; until then a bad value is explained and nothing changes.
 */
export function TimeInput({ label, value, onCommit, error }: TimeInputProps) {
  const [text, setText] = useState(() => formatTime(value));
  const [focused, setFocused] = useState(false);
  const [parseError, setParseError] = useState<string | null>(null);

  useEffect(() => {
    if (!focused) setText(formatTime(value));
  }, [value, focused]);

  function commit() {
    const parsed = parseTime(text);
    if (!parsed.ok) {
      setParseError(parsed.message);
      return;
    }
    setParseError(null);
    if (parsed.seconds !== value) onCommit(parsed.seconds);
  }

  return (
    <TextInput
      label={label}
      value={text}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      description="m:ss.s or seconds"
      error={parseError ?? error}
      onChange={(event) => {
        setText(event.currentTarget.value);
        setParseError(null);
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        commit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      w={{ base: '100%', xs: 150 }}
    />
  );
}
