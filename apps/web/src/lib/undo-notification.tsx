import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** A notification of what was just done, with Undo: pressing it closes the notification, then runs `onUndo`. */
export function notifyWithUndo({ id, title, onUndo }: { id: string; title: string; onUndo: () => void }): void {
  notifications.show({
    id,
    title,
    message: (
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => {
          notifications.hide(id);
          onUndo();
        }}
      >
        Undo
      </Button>
    ),
  });
}
