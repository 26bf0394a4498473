import { TextInput } from '@mantine/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { formatTime, parseTime } from '../../../lib/time';

/**
 * A well-formed time the rules accept is taken this long after the typing stops, before the field is
 * left: the page then counts it as a change (leaving asks first, the draft keeps it).
 */
const TYPING_PAUSE_MS = 700;

/** Why saving waits while a time input holds a value it could not take. */
export const TYPED_TIMES_PROBLEM = 'Correct the Start or End time above to save.';

/**
 * Ctrl+S (⌘S), the form's save key: what was typed here is taken before the form saves. The same test
 * as `isSaveKey`, kept here on purpose: importing it splits the form hooks into a chunk of their own,
 * whose name then sits in the entry every page loads (77 bytes gzipped, see docs/deploy.md).
 */
const savesTheForm = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's';

interface TimeInputProps {
  label: string;
  value: number;
  onCommit: (seconds: number) => void;
  /** A message from the API or the range rules, shown under the input. */
  error?: string | undefined;
  /** Why a well-formed time cannot be taken here, or null: explained like a malformed one, and nothing changes. */
  check?: (seconds: number) => string | null;
  /** Told whether the box holds a time it could not take, so nothing is saved while it does. */
  onProblemChange?: (hasProblem: boolean) => void;
}

/**
 * Accepts `1:23.4` or plain seconds. What was typed is committed on Enter, on Ctrl+S (before the
 * form saves) or when leaving the field, exactly as typed, and a good time as soon as the typing
 * pauses; a bad value is explained beside what was typed, which stays in the box to be corrected,
 * and nothing changes until then.
 */
export function TimeInput({ label, value, onCommit, error, check, onProblemChange }: TimeInputProps) {
  const [text, setText] = useState(() => formatTime(value));
  const [focused, setFocused] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // A time set elsewhere (the waveform, a key) replaces the box's text, unless it is being typed in.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (!focused) {
      setText(formatTime(value));
      setProblem(null);
    }
  }

  const hasProblem = problem !== null;
  useEffect(() => onProblemChange?.(hasProblem), [hasProblem, onProblemChange]);

  // A time refused by the rules is looked at again when they change (the other edge moved): taken once
  // it fits ("Move End first", then End is moved), its reason brought up to date while it does not.
  useEffect(() => {
    if (focused || problem === null) return;
    const typed = judgeTyped(text, value, check);
    if ('seconds' in typed) {
      setProblem(null);
      setText(formatTime(typed.seconds));
      if (typed.seconds !== value) onCommit(typed.seconds);
    } else if (typed.byRules && typed.problem !== problem) setProblem(typed.problem);
  }, [focused, problem, text, value, check, onCommit]);

  // Taken while still typing, quietly: a time that is not one yet (or not allowed) is explained only
  // when the listener is done with the field.
  useEffect(() => {
    if (!focused) return;
    const timer = setTimeout(() => {
      const typed = judgeTyped(text, value, check);
      if ('seconds' in typed && typed.seconds !== value) onCommit(typed.seconds);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [focused, text, value, check, onCommit]);

  /** Takes what was typed, or explains why not; whether it was taken. */
  function commit(): boolean {
    const typed = judgeTyped(text, value, check);
    if (!('seconds' in typed)) {
      setProblem(typed.problem);
      return false;
    }
    setProblem(null);
    setText(formatTime(typed.seconds));
    if (typed.seconds !== value) onCommit(typed.seconds);
    return true;
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
      error={problem ?? error}
      onChange={(event) => {
        setText(event.currentTarget.value);
        setProblem(null);
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
        } else if (savesTheForm(event) && !commit()) {
          // Saving now would store the range without what was typed here: its reason is shown instead.
          event.preventDefault();
          event.stopPropagation();
        }
      }}
      w={{ base: '100%', xs: 150 }}
    />
  );
}

/**
 * What a box's text comes to: the seconds to take (its own value again counts, whatever the rules say),
 * or why not: not a time at all, or a time the rules (`check`) refuse.
 */
function judgeTyped(
  text: string,
  value: number,
  check: ((seconds: number) => string | null) | undefined,
): { seconds: number } | { problem: string; byRules: boolean } {
  const parsed = parseTime(text);
  if (!parsed.ok) return { problem: parsed.message, byRules: false };
  const refused = parsed.seconds === value ? null : (check?.(parsed.seconds) ?? null);
  return refused === null ? { seconds: parsed.seconds } : { problem: refused, byRules: true };
}
