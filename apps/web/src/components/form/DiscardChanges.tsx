import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useFocusFirstFieldOnLeave } from './editor-focus';

/**
 * "Discard changes": back to the saved version without reloading the page. Edits are lost for good,
 * so it asks once, in place, before it drops them.
 */
export function DiscardChanges({
  onDiscard,
  disabled,
  label = 'Discard changes',
  inNotice = false,
}: {
  onDiscard: () => void;
  disabled?: boolean;
  label?: string;
  /** Drawn as a notice's small button rather than beside Save. */
  inNotice?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The button goes once the changes are discarded.
  useFocusFirstFieldOnLeave(button);
  return (
    <Popover opened={asking} onChange={setAsking} position="top" withArrow trapFocus returnFocus shadow="md">
      <Popover.Target>
        <Button
          ref={button}
          variant={inNotice ? 'default' : 'subtle'}
          color={inNotice ? undefined : 'gray'}
          size={inNotice ? 'xs' : undefined}
          onClick={() => setAsking((open) => !open)}
          disabled={disabled}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" maw={260}>
          <Text size="sm">Discard your unsaved changes and go back to the saved version?</Text>
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setAsking(false)}>
              Keep editing
            </Button>
            <Button
              size="xs"
              color="red"
              onClick={() => {
                setAsking(false);
                onDiscard();
              }}
            >
              Discard
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
