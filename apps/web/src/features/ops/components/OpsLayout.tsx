import { Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import { Link, Outlet } from '@tanstack/react-router';
import { useSession } from '../../../lib/session';

const NAV_ITEMS = [
  { to: '/ops', label: 'Dashboard', exact: true },
  { to: '/ops/podcasts', label: 'Podcasts', exact: false },
  { to: '/ops/episodes', label: 'Episodes', exact: false },
  { to: '/ops/soundbites', label: 'Soundbites', exact: false },
  { to: '/ops/search', label: 'Search', exact: false },
] as const;

/** The ops console frame; the navigation is only for staff (the sign-in page shares this layout). */
export function OpsLayout() {
  const { isStaff } = useSession();
  if (!isStaff) return <Outlet />;
  return (
    <Stack gap="lg">
      <ScrollArea type="never" component="nav" aria-label="Ops">
        <Group gap={4} wrap="nowrap">
          {NAV_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              activeOptions={{ exact: item.exact }}
              w="auto"
              style={{ borderRadius: 'var(--mantine-radius-md)', whiteSpace: 'nowrap' }}
            />
          ))}
        </Group>
      </ScrollArea>
      <Outlet />
    </Stack>
  );
}
