import { ActionIcon, Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import classes from './TranscriptExcerpt.module.css';

interface TranscriptFindProps {
  query: string;
  onQuery: (query: string) => void;
  /** How many places the query was found in. */
  count: number;
  /** Which of them is shown (from 0). */
  active: number;
  /** Where the line of the place shown plays from ("0:33"), said to a screen reader with the count. */
  foundAt: string | null;
  /** To the next place (1) or the previous one (-1). */
  onStep: (direction: 1 | -1) => void;
}

const Chevron = ({ up }: { up: boolean }) => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.25} aria-hidden="true">
    <path d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Finds words in a long transcript: Enter goes to the next place, Shift+Enter back, Escape clears. */
export function TranscriptFind({ query, onQuery, count, active, foundAt, onStep }: TranscriptFindProps) {
  const looking = query.trim() !== '';
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        type="search"
        size="sm"
        aria-label="Find in the transcript"
        placeholder="Find in the transcript"
        value={query}
        onChange={(event) => onQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && count > 0) {
            event.preventDefault();
            onStep(event.shiftKey ? -1 : 1);
          } else if (event.key === 'Escape' && query !== '') {
            event.preventDefault();
            onQuery('');
          }
        }}
        style={{ flex: 1, minWidth: 0 }}
        classNames={{ input: classes.findInput }}
        // The count sits in the box, as in a browser's find bar: the box keeps its width as it appears.
        // Said as it changes, so a screen reader hears how many there are and which one is shown. Its room
        // is made only once there is something to count, so a phone's narrow box shows all of its placeholder.
        rightSectionWidth={looking ? 96 : undefined}
        rightSectionPointerEvents="none"
        rightSection={
          <Text size="xs" c="dimmed" role="status" className={classes.findCount}>
            {looking ? (count > 0 ? `${active + 1} of ${count}` : 'Not found') : ''}
            {looking && foundAt ? <VisuallyHidden>, in the line at {foundAt}</VisuallyHidden> : null}
          </Text>
        }
      />
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="default" size="input-sm" aria-label="Previous place found" disabled={count === 0} onClick={() => onStep(-1)}>
          <Chevron up />
        </ActionIcon>
        <ActionIcon variant="default" size="input-sm" aria-label="Next place found" disabled={count === 0} onClick={() => onStep(1)}>
          <Chevron up={false} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
