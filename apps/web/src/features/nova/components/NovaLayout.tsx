import { Anchor, Badge, Box, Container, Group } from '@mantine/core';
import { Link, Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { AccountArea } from '../../../components/account/AccountArea';
import { Logo } from '../../../components/Logo';
import { SkipLink } from '../../../components/SkipLink';
import { MAIN_CONTENT_ID } from '@soundbites/config';
import { ThemeControl } from '../../../components/ThemeControl';
import { listLink } from '../../../lib/list-memory';
import { inNovaShell } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session';
import { useScrollPadding } from '../../../lib/useScrollPadding';
import { PlayerProvider } from '../player/PlayerProvider';
import { NOVA_SEARCH_INPUT_ID } from '../search-box';
import { PlayerBar } from './PlayerBar';
import { NovaShortcuts } from './NovaShortcuts';
import { UndoProvider } from './UndoProvider';
import classes from './NovaLayout.module.css';
import { visibleScrollLeft } from '../tab-scroll';

const TABS = [
  { to: '/nova', label: 'Feed', exact: true },
  { to: '/nova/saved', label: 'Saved', exact: false },
  { to: '/nova/following', label: 'Following', exact: false },
] as const;
const SEARCH_PATH = '/nova/search';

/**
 * The Search tab leads back to the last search. Pressed while searching, it stays on the results
 * and puts the focus in the box with its words selected, ready for a new search.
 */
function SearchTab({ className }: { className?: string }) {
  const onSearchPage = useLocation({ select: (location) => location.pathname === SEARCH_PATH });
  return (
    <Link
      {...listLink(SEARCH_PATH)}
      className={className}
      activeOptions={{ includeSearch: false }}
      onClick={(event) => {
        if (!onSearchPage) return;
        event.preventDefault();
        const box = document.getElementById(NOVA_SEARCH_INPUT_ID);
        if (box instanceof HTMLInputElement) {
          box.focus();
          box.select();
        }
      }}
    >
      Search
    </Link>
  );
}

/**
 * Nova's own shell (not the site's or the console's): its tabs, who is signed in, and the
 * player, which lives here so it keeps playing while the pages inside Nova change.
 * Visitors who are not staff only reach the sign-in page, which is always shown in the site shell.
 */
/**
 * Nova installs as an app from its own pages only: the manifest (which opens Nova) is linked while
 * they are shown, so a visitor installing from a share link or the home page is not handed a staff app.
 */
function useInstallableAsNova() {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
    return () => link.remove();
  }, []);
}

export function NovaLayout() {
  const { isStaff } = useSession();
  const headerRef = useRef<HTMLElement>(null);
  // Keyboard focus moving up the page stops below the sticky header and its tabs, not under them.
  useScrollPadding(headerRef, 'top', isStaff);
  // Where the tabs scroll sideways (a large text size on a small phone), the current one is in sight.
  const navRef = useRef<HTMLElement>(null);
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    const nav = navRef.current;
    const tab = nav?.querySelector<HTMLElement>('[data-status="active"]');
    // Scrolled by hand, not with scrollIntoView: that moves where the next Tab starts from in Chromium,
    // so the first Tab of a page skipped the skip link and the header for the tab after this one.
    if (nav && tab) nav.scrollLeft = visibleScrollLeft(nav.scrollLeft, nav.clientWidth, tab.offsetLeft - nav.offsetLeft, tab.offsetWidth);
  }, [pathname, isStaff]);
  useInstallableAsNova();
  const ownShell = useMatches({ select: inNovaShell });
  if (!isStaff || !ownShell) return <Outlet />;
  return (
    <PlayerProvider>
      <UndoProvider>
        <Box className={classes.shell}>
          <SkipLink />
          <Box component="header" className={classes.header} ref={headerRef}>
            <Container size="md" px={{ base: 'sm', sm: 'md' }}>
              <div className={classes.headerInner}>
                <Group gap={8} wrap="nowrap">
                  <Anchor component={Link} to="/nova" underline="never" c="inherit" aria-label="Soundbites Nova home">
                    <Logo />
                  </Anchor>
                  <Badge variant="light" size="sm" visibleFrom="xs">
                    Nova beta
                  </Badge>
                </Group>
                <Group gap="sm" wrap="nowrap">
                  <AccountArea />
                  <NovaShortcuts />
                  <ThemeControl />
                </Group>
              </div>
              <nav className={classes.nav} aria-label="Nova" ref={navRef}>
                {TABS.map((tab) => (
                  <Link key={tab.to} to={tab.to} className={classes.navLink} activeOptions={{ exact: tab.exact, includeSearch: false }}>
                    {tab.label}
                  </Link>
                ))}
                <SearchTab className={classes.navLink} />
              </nav>
            </Container>
          </Box>
          <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
            <Container size="md" px={{ base: 'sm', sm: 'md' }}>
              <Outlet />
            </Container>
          </Box>
          <PlayerBar />
        </Box>
      </UndoProvider>
    </PlayerProvider>
  );
}
