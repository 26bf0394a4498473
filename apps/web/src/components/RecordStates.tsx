import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { recordMissing } from '../lib/titles';

export function RecordLoading({ label }: { label: string }) {
  return (
    // As tall as the screen below the header: the page's footer stays out of sight until the record
    // comes, rather than showing under this line and then being pushed away by it.
    <Group gap="xs" role="status" align="flex-start" mih="100dvh">
      <Loader size="sm" />
      <Text c="dimmed">{label}</Text>
    </Group>
  );
}

interface RecordLoadErrorProps {
  error: unknown;
  /** What the record is called: "Soundbite", "Entity". */
  noun: string;
  id: string;
  /** Where to go instead, e.g. a link to the list. */
  children?: ReactNode;
}

/** A record page whose record could not be loaded: not found (unknown or malformed id), or a passing failure. */
export function RecordLoadError({ error, noun, id, children }: RecordLoadErrorProps) {
  const missing = recordMissing(error);
  return (
    <Stack gap="sm" maw={640}>
      <Title order={1}>{missing ? `${noun} not found` : noun}</Title>
      <Text c="dimmed">
        {missing
          ? `There is no ${noun.toLowerCase()} with the id “${id}”.`
          : `The ${noun.toLowerCase()} could not be loaded. Try again in a moment.`}
      </Text>
      {children}
    </Stack>
  );
}
