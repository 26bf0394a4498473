import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

import { AddPodcastDialog } from './AddPodcastBox';

export interface AddPodcastButtonProps {
  label: string;
  variant?: 'filled' | 'light';
}

/**
 * Adds a podcast where staff are (the Podcasts list) in a dialog over it, the same form as the
 * dashboard's box.
 */
export function AddPodcastButton({ label, variant = 'filled' }: AddPodcastButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant={variant} onClick={open}>
        {label}
      </Button>
      <AddPodcastDialog opened={opened} onClose={close} />
    </>
  );
}
