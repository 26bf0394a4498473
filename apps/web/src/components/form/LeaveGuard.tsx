import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';

/**
 * Asks before leaving a page with unsaved changes: a dialog for moves inside the app, the
 * browser's own prompt for reloads and closing the tab. The draft is kept either way.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: () => when, withResolver: true });
  return (
    <Modal opened={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title="Leave without saving?" centered>
      <Text size="sm" mb="md">
        Your changes are not saved. They stay on this device as a draft, and come back when you open this page again.
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
