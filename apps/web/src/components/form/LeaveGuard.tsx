import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';

const DRAFT_KEPT = 'Your changes are not saved. They stay on this device as a draft, and come back when you open this page again.';

/**
 * Asks before leaving a page with unsaved changes: a dialog for moves inside the app, the
 * browser's own prompt for reloads and closing the tab. `lost` says what leaving loses on a page
 * that keeps no draft; otherwise the draft is kept either way, and the dialog says so.
 */
export function LeaveGuard({ when, lost }: { when: boolean; lost?: string }) {
  const blocker = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: () => when, withResolver: true });
  return (
    <Modal opened={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title="Leave without saving?" centered>
      <Text size="sm" mb="md">
        {lost ?? DRAFT_KEPT}
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
