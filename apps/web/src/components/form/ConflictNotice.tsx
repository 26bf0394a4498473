import { Alert, Box, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useFocusFirstFieldOnLeave } from './editor-focus';
import classes from './ConflictNotice.module.css';
import type { Conflict } from './useEditableRecord';

const yours = (change: Conflict<unknown>['changes'][number]) => (change.edited ? change.mine || '—' : 'not edited: theirs stays');

interface ConflictNoticeProps<Record> {
  conflict: Conflict<Record>;
  /** Who saved the other version and when, if known. */
  savedBy?: string | null;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
  busy?: boolean;
  /** Why saving mine cannot go ahead yet (the merged values do not fit together). */
  problem?: string | null | undefined;
}

/** A refused stale save: what changed meanwhile, and the two ways on. */
export function ConflictNotice<Record>({ conflict, savedBy, onTakeTheirs, onKeepMine, busy, problem }: ConflictNoticeProps<Record>) {
  const notice = useRef<HTMLDivElement>(null);
  // The save just pressed was refused: the focus comes here, to what was refused and the ways on,
  // not left on the page (the Save button is disabled while it saves).
  useEffect(() => notice.current?.focus(), []);
  // Either way on resolves the conflict, and the notice goes with the button pressed.
  useFocusFirstFieldOnLeave(notice);
  return (
    <Alert
      ref={notice}
      tabIndex={-1}
      color="orange"
      variant="light"
      role="alert"
      title="Not saved: someone else changed this in the meantime"
      styles={{ body: { minWidth: 0 } }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {savedBy ? `${savedBy} saved a newer version` : 'A newer version was saved'} after you opened this page. Your edits are still
          here. Reload to see theirs, or save yours over it: fields you did not edit keep theirs.
        </Text>
        {conflict.changes.length > 0 ? (
          <>
            <Table fz="sm" withTableBorder verticalSpacing={4} aria-label="What changed" visibleFrom="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Field</Table.Th>
                  <Table.Th>Was</Table.Th>
                  <Table.Th>Saved now</Table.Th>
                  <Table.Th>Yours</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {conflict.changes.map((change) => (
                  <Table.Tr key={change.field}>
                    <Table.Td>{change.label}</Table.Td>
                    <Table.Td>{change.before || '—'}</Table.Td>
                    <Table.Td fw={600}>{change.theirs || '—'}</Table.Td>
                    <Table.Td c={change.edited ? undefined : 'dimmed'}>{yours(change)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {/* On a phone the four columns would scroll sideways: each field is a block of three lines instead. */}
            <Stack gap="xs" hiddenFrom="xs" role="list" aria-label="What changed">
              {conflict.changes.map((change) => (
                <Box key={change.field} role="listitem" className={classes.change}>
                  <Text size="sm" fw={700}>
                    {change.label}
                  </Text>
                  <Text size="sm">Was: {change.before || '—'}</Text>
                  <Text size="sm">
                    Saved now: <b>{change.theirs || '—'}</b>
                  </Text>
                  <Text size="sm" c={change.edited ? undefined : 'dimmed'}>
                    Yours: {yours(change)}
                  </Text>
                </Box>
              ))}
            </Stack>
          </>
        ) : (
          <Text size="sm">None of the fields you edit changed; the record was touched in another way.</Text>
        )}
        {problem ? (
          <Text size="sm" fw={600}>
            {problem}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button size="xs" onClick={onTakeTheirs} disabled={busy}>
            Reload their version
          </Button>
          <Button size="xs" variant="default" onClick={onKeepMine} loading={busy} disabled={Boolean(problem)}>
            Save mine over it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
