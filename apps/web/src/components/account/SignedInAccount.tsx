import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { signOutUser } from '../../lib/session';
import classes from './AccountArea.module.css';

/** Who is signed in, with `Sign out` (a menu on narrow screens). */
export default function SignedInAccount({ who }: { who: string }) {
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await signOutUser();
      // The guard runs again: a protected page sends the visitor to its sign-in page.
      await router.invalidate();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <>
      <Group gap="xs" wrap="nowrap" justify="flex-end" visibleFrom="sm" className={classes.wide}>
        <Text size="sm" c="dimmed" truncate title={who} className={classes.who}>
          {who}
        </Text>
        {/* Only the address gives way to a long one: the button keeps its whole name. */}
        <Button size="compact-sm" variant="default" loading={signingOut} onClick={() => void signOut()} style={{ flexShrink: 0 }}>
          Sign out
        </Button>
      </Group>
      {/* Opened, the menu focuses its one action, as a menu button should (not an empty placeholder). */}
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon hiddenFrom="sm" variant="light" radius="xl" size={32} aria-label={`Account: ${who}`}>
            <Text component="span" fw={700} size="sm" aria-hidden="true">
              {who.slice(0, 1).toUpperCase()}
            </Text>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Signed in as</Menu.Label>
          <Text size="sm" px="sm" pb={6} maw={260} style={{ overflowWrap: 'anywhere' }}>
            {who}
          </Text>
          <Menu.Divider />
          <Menu.Item data-autofocus onClick={() => void signOut()}>
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
