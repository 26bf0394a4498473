import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useId, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api-context';

/**
 * The foot of a record's page where it is deleted: a red-edged section saying what deleting is for,
 * and a button opening `confirm` (a dialog that says what goes with the record). The dialog is
 * unmounted as it closes, so each opening starts afresh, and the focus is handed back to the button.
 */
export function DeleteSection({
  heading,
  purpose,
  buttonLabel,
  confirm,
}: {
  heading: string;
  purpose: ReactNode;
  buttonLabel: string;
  confirm: (close: () => void) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const close = () => {
    setOpened(false);
    opener.current?.focus();
  };
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={headingId}
      style={{ borderColor: 'var(--mantine-color-red-outline)' }}
    >
      <Title order={2} size="h4" id={headingId} mb={4}>
        {heading}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {purpose}
      </Text>
      <Group>
        <Button color="red" variant="light" onClick={() => setOpened(true)} ref={opener}>
          {buttonLabel}
        </Button>
      </Group>
      {opened ? confirm(close) : null}
    </Card>
  );
}

/**
 * The foot of a delete dialog: why nothing was deleted when the request failed, then Cancel and the
 * red button. The red button submits the dialog's form; Cancel takes the focus as the dialog opens
 * unless something else claims it (`focusCancel`).
 */
function DeleteDialogActions({
  error,
  pending,
  onCancel,
  confirmLabel,
  focusCancel = false,
}: {
  error: unknown;
  pending: boolean;
  onCancel: () => void;
  confirmLabel: string;
  focusCancel?: boolean;
}) {
  return (
    <>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          Nothing was deleted: {errorMessage(error)}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel} disabled={pending} data-autofocus={focusCancel || undefined}>
          Cancel
        </Button>
        {/* The darkest red: white on the default one falls short of 4.5:1. */}
        <Button type="submit" color="red.9" loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}

/**
 * A delete dialog: what goes (`children`), then Cancel and the red button, which submits the dialog's
 * form and so `onConfirm`. Cancel is focused first, unless `children` hold a field that asks for
 * something to be typed (`focusCancel` false, the field marked `data-autofocus`).
 */
export function DeleteDialog({
  title,
  onClose,
  onConfirm,
  error,
  pending,
  confirmLabel,
  focusCancel = true,
  children,
}: {
  title: string;
  onClose: () => void;
  onConfirm: () => void;
  error: unknown;
  pending: boolean;
  confirmLabel: string;
  focusCancel?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={onClose} title={title} size="md">
      <Stack
        gap="sm"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        {children}
        <DeleteDialogActions error={error} pending={pending} onCancel={onClose} confirmLabel={confirmLabel} focusCancel={focusCancel} />
      </Stack>
    </Modal>
  );
}
