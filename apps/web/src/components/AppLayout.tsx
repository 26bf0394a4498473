import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from '@tanstack/react-router';
import { useRef } from 'react';
import { useSession } from '../lib/session';
import { useScrollPadding } from '../lib/useScrollPadding';
import { Staged } from '../lib/Staged';
import { AccountArea } from './account/AccountArea';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';
import { MAIN_CONTENT_ID } from '@soundbites/config';
import { ThemeControl } from './ThemeControl';
import classes from './AppLayout.module.css';

/** The application shell: header with who is signed in and the theme control, the routed page, footer links. */
export function AppLayout() {
  const { isStaff } = useSession();
  const headerRef = useRef<HTMLElement>(null);
  // Keyboard focus moving up the page stops below the sticky header, not under it.
  useScrollPadding(headerRef, 'top');
  return (
    <Box className={classes.shell}>
      <SkipLink />
      <Box component="header" className={classes.header} ref={headerRef}>
        <Staged>
          <Container size="lg" className={classes.headerInner}>
            <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Soundbites home">
              <Logo />
            </Anchor>
            <Group gap="md" wrap="nowrap" className={classes.headerActions}>
              <Staged>
                <AccountArea />
                <Anchor component={Link} to="/support" size="sm" c="dimmed" visibleFrom="xs">
                  Support
                </Anchor>
              </Staged>
              <Staged>
                <ThemeControl />
              </Staged>
            </Group>
          </Container>
        </Staged>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Container size="lg">
          <Staged>
            <Outlet />
          </Staged>
        </Container>
      </Box>
      <Box component="footer" className={classes.footer}>
        <Staged>
          <Container size="lg">
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                © {new Date().getFullYear()} Soundbites
              </Text>
              <Group gap="md" component="nav" aria-label="Footer">
                <Staged>
                  <Anchor component={Link} to="/support" size="sm" c="dimmed">
                    Support
                  </Anchor>
                  <Anchor component={Link} to="/privacy" size="sm" c="dimmed">
                    Privacy
                  </Anchor>
                  <Anchor component={Link} to="/terms" size="sm" c="dimmed">
                    Terms
                  </Anchor>
                  <Anchor component={Link} to="/deletion" size="sm" c="dimmed">
                    Delete account
                  </Anchor>
                </Staged>
                <Staged>
                  {/* Signed-in staff are offered their areas, not a sign-in they do not need. */}
                  {isStaff ? (
                    <Anchor component={Link} to="/nova" size="sm" c="dimmed">
                      Nova
                    </Anchor>
                  ) : null}
                  <Anchor component={Link} to="/ops" size="sm" c="dimmed">
                    {isStaff ? 'Ops console' : 'Staff sign-in'}
                  </Anchor>
                </Staged>
              </Group>
            </Group>
          </Container>
        </Staged>
      </Box>
    </Box>
  );
}
