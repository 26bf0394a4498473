import { SEARCH_QUERY_MAX_LENGTH } from '@soundbites/config';
import { CloseButton, Kbd, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useRef } from 'react';
import { singleKeyShortcutsOn } from '../../lib/single-key-shortcuts';
import { useTypedQuery } from '../../lib/use-typed-query';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The `Search` box of a list or search page. It answers to typing at once and reports the
 * value after a pause, so the URL (and the request) follow without one history entry per key.
 * A change of `value` from outside (back/forward, Clear filters) replaces what is typed; the box's own
 * words coming back through the URL do not.
 */
export function SearchInput({
  value,
  onChange,
  placeholder,
  grow,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Beside filters in a row: take the room the filters leave. */
  grow?: boolean;
}) {
  const { text, setText, flush } = useTypedQuery(value, onChange, SEARCH_DEBOUNCE_MS);
  const input = useRef<HTMLInputElement>(null);

  useHotkeys([['/', () => singleKeyShortcutsOn() && input.current?.focus()]]);

  return (
    <TextInput
      ref={input}
      label="Search"
      type="search"
      maxLength={SEARCH_QUERY_MAX_LENGTH}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') flush();
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Clear"
            size="sm"
            onClick={() => {
              setText('');
              flush('');
            }}
          />
        ) : (
          <Kbd size="xs" aria-hidden visibleFrom="sm">
            /
          </Kbd>
        )
      }
      miw={220}
      style={grow ? { flex: '1 1 220px' } : undefined}
    />
  );
}
