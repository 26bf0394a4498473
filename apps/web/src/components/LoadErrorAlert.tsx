import { Alert, Button, Stack, Text, type AlertProps } from '@mantine/core';

interface LoadErrorAlertProps extends Omit<AlertProps, 'title' | 'children' | 'color' | 'variant'> {
  /** "Featured soundbites could not be loaded": says what is missing. */
  title: string;
  onRetry: () => void;
}

/** Data that could not be loaded, with a "Try again" button: the same alert on every public page. */
export function LoadErrorAlert({ title, onRetry, ...layout }: LoadErrorAlertProps) {
  return (
    <Alert color="red" variant="light" title={title} {...layout}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Something went wrong on our side or with your connection.</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
