import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from '@tanstack/react-router';
import { Logo } from './Logo';
import { ThemeControl } from './ThemeControl';
import classes from './AppLayout.module.css';

/** The application shell: header with the theme control, the routed page, footer links. */
export function AppLayout() {
  return (
    <Box className={classes.shell}>
      <Box component="header" className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Soundbites home">
            <Logo />
          </Anchor>
          <Group gap="md" wrap="nowrap">
            <Anchor component={Link} to="/support" size="sm" c="dimmed" visibleFrom="xs">
              Support
            </Anchor>
            <ThemeControl />
          </Group>
        </Container>
      </Box>
      <Box component="main" className={classes.main}>
        <Container size="lg">
          <Outlet />
        </Container>
      </Box>
      <Box component="footer" className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} Soundbites
            </Text>
            <Group gap="md" component="nav" aria-label="Footer">
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
              <Anchor component={Link} to="/ops" size="sm" c="dimmed">
                Staff sign-in
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
