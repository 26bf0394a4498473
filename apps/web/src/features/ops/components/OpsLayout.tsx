import { Group, NavLink } from '@mantine/core';
import { Link, Outlet } from '@tanstack/react-router';
import { useSession } from '../../../lib/session';

const NAV_ITEMS = [
  { to: '/ops', label: 'Dashboard', exact: true },
  { to: '/ops/podcasts', label: 'Podcasts', exact: false },
  { to: '/ops/episodes', label: 'Episodes', exact: false },
  { to: '/ops/soundbites', label: 'Soundbites', exact: false },
  { to: '/ops/search', label: 'Search', exact: false },
] as const;

/**
 * The ops console frame; the navigation is only for staff (the sign-in page shares this layout).
 * Who is signed in, and Sign out, are in the site header.
 */
export function OpsLayout() {
  const { isStaff } = useSession();
  if (!isStaff) return <Outlet />;
  return (
    <>
      <Group justify="space-between" align="center" gap="xs" mb="lg">
        <Group component="nav" aria-label="Ops" gap={4}>
          {NAV_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              activeOptions={{ exact: item.exact }}
              w="auto"
              py={6}
              style={{ borderRadius: 'var(--mantine-radius-md)', whiteSpace: 'nowrap' }}
            />
          ))}
        </Group>
      </Group>
      <Outlet />
    </>
  );
}
