import { Group, Kbd, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { setSingleKeyShortcuts, singleKeyShortcutsOn } from '../lib/single-key-shortcuts';

/** A shortcut: the keys pressed together (or in turn), and what they do. */
export type ShortcutRow = [keys: string[], what: string];

export const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Keys typed into a field are the field's, never a shortcut. */
export function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The list of a part of the app's keys (`?` opens it), with the switch that turns off the keys pressed
 * without Ctrl or ⌘: `singleKeys` names them.
 */
export function KeyboardShortcutsDialog({
  opened,
  onClose,
  rows,
  singleKeys,
}: {
  opened: boolean;
  onClose: () => void;
  rows: ShortcutRow[];
  singleKeys: string;
}) {
  const [on, setOn] = useState(singleKeyShortcutsOn);
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" centered>
      <Stack gap="xs">
        <Table verticalSpacing={6}>
          <Table.Tbody>
            {rows.map(([keys, what]) => (
              <Table.Tr key={what}>
                <Table.Td w={120}>
                  <Group gap={4} wrap="nowrap">
                    {keys.map((key) => (
                      <Kbd key={key}>{key}</Kbd>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{what}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Switch
          label={`Shortcuts without Ctrl or ⌘ (${singleKeys})`}
          description="Turn them off if they are set off by accident: by letters typed elsewhere, or by voice control."
          checked={on}
          onChange={(event) => {
            const next = event.currentTarget.checked;
            setSingleKeyShortcuts(next);
            setOn(next);
          }}
        />
      </Stack>
    </Modal>
  );
}
