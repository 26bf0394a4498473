import { ActionIcon, Box, Button, Group, Kbd, NavLink, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { useSession } from '../../../lib/session';
import { listLink } from '../../../lib/list-memory';
import { OPS_PAGES, sectionOf } from '../ops-pages';
import { CommandPalette } from './CommandPalette';
import { openPalette, paletteShortcutLabel, ShortcutsDialog, useOpsShortcuts } from './ShortcutsDialog';
import { UnverifiedStaff } from './UnverifiedStaff';

/**
 * The ops console frame: navigation, command palette, shortcuts and notifications. The
 * sign-in page shares this route, so everything but the page itself is for staff only.
 * Who is signed in, and Sign out, are in the site header.
 */
export function OpsLayout() {
  const { user, isStaff } = useSession();
  const { pathname } = useLocation();
  if (!isStaff || !user || pathname === '/ops/auth') return <Outlet />;
  if (!user.emailVerified) return <UnverifiedStaff user={user} />;
  return <StaffConsole />;
}

function StaffConsole() {
  const [helpOpened, help] = useDisclosure(false);
  const section = sectionOf(useLocation().pathname);
  useOpsShortcuts(help.open);
  return (
    <>
      {/* Bottom right: at the top they covered Sign out and the colour scheme switch in the header. */}
      <Notifications position="bottom-right" limit={4} />
      <CommandPalette />
      <ShortcutsDialog opened={helpOpened} onClose={help.close} />
      <Group justify="space-between" align="center" gap="xs" mb="lg" wrap="wrap-reverse">
        {/* Wraps on a phone rather than scrolling: a hidden scroll cut off the last pages without a sign. */}
        <Group component="nav" aria-label="Ops" gap={4} wrap="wrap" style={{ flex: '1 1 320px', minWidth: 0 }}>
          {OPS_PAGES.map((page) => (
            <NavLink
              key={page.to}
              component={Link}
              // A list opens in the view it was left in, as the breadcrumbs of its records do.
              {...listLink(page.to)}
              label={page.label}
              activeOptions={{ exact: page.to === '/ops', includeSearch: false }}
              // On a record's page its list is highlighted and is the current section ("true"; the
              // list's own page has "page", from the link).
              active={page === section || undefined}
              aria-current={page === section ? 'true' : undefined}
              w="auto"
              py={6}
              style={{ borderRadius: 'var(--mantine-radius-md)', whiteSpace: 'nowrap' }}
            />
          ))}
        </Group>
        <Group gap="xs" wrap="nowrap" ml="auto">
          <Button
            variant="default"
            size="xs"
            onClick={openPalette}
            rightSection={
              <Kbd size="xs" visibleFrom="sm">
                {paletteShortcutLabel}
              </Kbd>
            }
          >
            Jump to…
          </Button>
          <Tooltip label="Keyboard shortcuts (?)">
            <ActionIcon variant="default" size="md" onClick={help.open} aria-label="Keyboard shortcuts">
              ?
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Box>
        <Outlet />
      </Box>
    </>
  );
}
