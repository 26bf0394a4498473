import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

import { AddPodcastForm } from './AddPodcastBox';

export interface AddPodcastButtonProps {
  label: string;
  variant?: 'filled' | 'light';
}

/**
 * Adds a podcast where staff are (the Podcasts list) in a dialog over it, the same form as the
 * dashboard's box. It closes once the podcast is added (the notification names it, the list shows
 * it); a refusal stays open beside the URL to correct.
 */
export function AddPodcastButton({ label, variant = 'filled' }: AddPodcastButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant={variant} onClick={open}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title="Add a podcast" size="lg">
        <AddPodcastForm onAdded={close} inDialog />
      </Modal>
    </>
  );
}
