import { ActionIcon, Box, Button, Collapse, Group, Kbd, NavLink, Stack, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { Link, Outlet, useLocation, useMatch } from '@tanstack/react-router';
import { useSession } from '../../../lib/session';
import { listLink } from '../../../lib/list-memory';
import { OPS_PAGES, sectionOf } from '../ops-pages';
import { focusBeforePalette, type ChosenTask, type PaletteCommand } from '../palette-store';
import { CommandPalette } from './CommandPalette';
import { openPalette, paletteShortcutLabel, ShortcutsDialog, useOpsShortcuts } from './ShortcutsDialog';
import { UnverifiedStaff } from './UnverifiedStaff';

/**
 * The ops console frame: navigation, command palette, shortcuts and notifications. The
 * sign-in page shares this route, so everything but the page itself is for staff only.
 * Who is signed in, and Sign out, are in the site header. `commands` are the palette's tasks.
 */
export function OpsLayout({ commands }: { commands: readonly PaletteCommand[] }) {
  const { user, isStaff } = useSession();
  // The page shown, not the address: right after signing in the address is already the
  // page asked for while the sign-in page is still shown, and the console must not frame it.
  const onSignInPage = useMatch({ from: '/ops/auth', shouldThrow: false }) !== undefined;
  if (!isStaff || !user || onSignInPage) return <Outlet />;
  if (!user.emailVerified) return <UnverifiedStaff user={user} />;
  return <StaffConsole commands={commands} />;
}

/** Below this width the pages' links fold behind one button: wrapped, they took three rows of a phone. */
const FOLDED_NAV = '(max-width: 48em)';

function StaffConsole({ commands }: { commands: readonly PaletteCommand[] }) {
  const [helpOpened, help] = useDisclosure(false);
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const [task, setTask] = useState<ChosenTask | null>(null);
  // A task's dialog that leads to another page (New soundbite opens its episode) has done its work there.
  useEffect(() => setTask(null), [pathname]);
  // Read on the first render: taken from an effect, a phone first drew the unfolded links (three rows)
  // and then folded them, moving the whole page up by 122 px as it loaded.
  const folded = useMediaQuery(FOLDED_NAV, undefined, { getInitialValueInEffect: false }) ?? false;
  useOpsShortcuts(help.open);
  const tools = (
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
  );
  return (
    <>
      {/* Bottom right: at the top they covered Sign out and the colour scheme switch in the header. */}
      <Notifications position="bottom-right" limit={4} />
      <CommandPalette commands={commands} onCommand={setTask} />
      {task ? (
        <Suspense fallback={null}>
          <task.command.Dialog
            typed={task.typed}
            onClose={() => {
              setTask(null);
              focusBeforePalette();
            }}
          />
        </Suspense>
      ) : null}
      <ShortcutsDialog opened={helpOpened} onClose={help.close} />
      {folded ? (
        <FoldedNav section={section} tools={tools} />
      ) : (
        <Group justify="space-between" align="center" gap="xs" mb="lg" wrap="wrap-reverse">
          <Group component="nav" aria-label="Ops" gap={4} wrap="wrap" style={{ flex: '1 1 320px', minWidth: 0 }}>
            <PageLinks section={section} />
          </Group>
          {tools}
        </Group>
      )}
      <Box>
        <Outlet />
      </Box>
    </>
  );
}

type Section = ReturnType<typeof sectionOf>;

/** The console's pages as links, the current one (or its record's list) marked. */
function PageLinks({ section, onFollow }: { section: Section; onFollow?: () => void }) {
  return OPS_PAGES.map((page) => (
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
      onClick={onFollow}
      w={onFollow ? undefined : 'auto'}
      py={6}
      style={{ borderRadius: 'var(--mantine-radius-md)', whiteSpace: 'nowrap' }}
    />
  ));
}

/**
 * On a phone: one button naming where staff are, which unfolds the pages' links as a list; following
 * one folds it again. Escape folds it too, and gives the focus back to the button.
 */
function FoldedNav({ section, tools }: { section: Section; tools: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const here = section ?? OPS_PAGES.find((page) => (page.to === '/ops' ? pathname === '/ops' : pathname.startsWith(page.to)));
  const button = useRef<HTMLButtonElement>(null);
  // The list comes right after its button in the page (and so for the keyboard), drawn below the
  // row that the button shares with the tools.
  return (
    <Box
      mb="md"
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gridTemplateAreas: '"toggle tools" "pages pages"',
        gap: 'var(--mantine-spacing-xs)',
      }}
    >
      {/* Drawn by the grid as if it were not there; it holds the button and its list, which fold up
          together when the keyboard or a click leaves them, and on Escape from either. */}
      <div
        style={{ display: 'contents' }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !opened) return;
          close();
          button.current?.focus();
        }}
        onBlur={(event) => {
          if (opened && !event.currentTarget.contains(event.relatedTarget)) close();
        }}
      >
        <Button
          ref={button}
          variant="default"
          size="xs"
          style={{ gridArea: 'toggle', alignSelf: 'center' }}
          leftSection={<MenuGlyph opened={opened} />}
          aria-expanded={opened}
          aria-controls="ops-pages"
          aria-label={`${here?.label ?? 'Pages'} (the console’s pages)`}
          onClick={toggle}
        >
          {here?.label ?? 'Pages'}
        </Button>
        <Collapse expanded={opened} style={{ gridArea: 'pages' }}>
          <Stack component="nav" id="ops-pages" aria-label="Ops" gap={2}>
            {/* The link followed is folded away with the list: the keyboard stays on the button, which
              names the page it led to. */}
            <PageLinks
              section={section}
              onFollow={() => {
                button.current?.focus();
                close();
              }}
            />
          </Stack>
        </Collapse>
      </div>
      <Box style={{ gridArea: 'tools', alignSelf: 'center', justifySelf: 'end' }}>{tools}</Box>
    </Box>
  );
}

/** Three lines, or a cross while the list is open: drawn in the text's colour, said by the button's name. */
function MenuGlyph({ opened }: { opened: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path
        d={opened ? 'M3 3 11 11 M11 3 3 11' : 'M2 3.5h10 M2 7h10 M2 10.5h10'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
