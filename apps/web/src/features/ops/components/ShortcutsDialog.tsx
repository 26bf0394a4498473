import { useWindowEvent } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { isMac, KeyboardShortcutsDialog, typingInto, type ShortcutRow } from '../../../components/KeyboardShortcutsDialog';
import { OPS_PAGES } from '../ops-pages';
import { palette } from '../palette-store';
import { singleKeyShortcutsOn } from '../../../lib/single-key-shortcuts';

/**
 * `?` shows the shortcuts; `g` then a letter goes to a page (as in Linear and GitHub).
 * Keys typed into a field are left alone.
 */
export function useOpsShortcuts(openHelp: () => void) {
  const navigate = useNavigate();
  const pendingG = useRef(0);
  useWindowEvent('keydown', (event) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typingInto(event.target)) return;
    if (!singleKeyShortcutsOn()) return;
    if (event.key === '?') {
      event.preventDefault();
      openHelp();
      return;
    }
    if (event.key === 'g') {
      pendingG.current = Date.now();
      return;
    }
    if (Date.now() - pendingG.current < 1200) {
      pendingG.current = 0;
      const page = OPS_PAGES.find((candidate) => candidate.key === event.key);
      if (page) {
        event.preventDefault();
        void navigate({ to: page.to });
      }
    }
  });
}

const mod = isMac ? '⌘' : 'Ctrl';

export function ShortcutsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const rows: ShortcutRow[] = [
    [[mod, 'K'], 'Open the command palette: go to a page or record, add a podcast, start a soundbite'],
    [['/'], 'Focus the search box of a list'],
    [[mod, 'S'], 'Save the record being edited'],
    // The soundbite editor's own keys, with the focus on its waveform or buttons (not in a field).
    [['[', ']'], 'Editing a soundbite: move its start back or forward 0.1\u00a0s (with Alt, 1\u00a0s)'],
    [['Shift', '[', ']'], 'Editing a soundbite: move its end back or forward'],
    [['Shift', 'click'], 'On a transcript line: set the soundbite’s other edge there'],
    [[mod, 'Z'], 'Editing a soundbite: undo a change of its range (with Shift, redo it)'],
    [['?'], 'Show these shortcuts'],
    ...OPS_PAGES.map((page): ShortcutRow => [['g', page.key], `Go to ${page.label}`]),
    [['Esc'], 'Close a dialog or the palette'],
  ];
  return <KeyboardShortcutsDialog opened={opened} onClose={onClose} rows={rows} singleKeys="?, /, g then a letter" />;
}

export const openPalette = () => palette.open();
export const paletteShortcutLabel = `${mod} K`;
