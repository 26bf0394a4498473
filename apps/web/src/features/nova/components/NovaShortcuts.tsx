import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { KeyboardShortcutsDialog, typingInto, type ShortcutRow } from '../../../components/KeyboardShortcutsDialog';
import { singleKeyShortcutsOn } from '../../../lib/single-key-shortcuts';

const ROWS: ShortcutRow[] = [
  [['Space'], 'Play or pause (not while a button or a box has the focus)'],
  [['j'], 'Next soundbite in the list being played'],
  [['k'], 'Previous soundbite'],
  [['z'], 'Undo a removal while its notice shows (Ctrl+Z or ⌘Z too)'],
  [['←', '→'], 'On the player’s position slider: back or forward'],
  [['?'], 'Show these shortcuts'],
  [['Esc'], 'Close a dialog'],
];

/** Nova's `?`: a button in its header (keyboards are on wider screens) and the key itself, showing its keys. */
export function NovaShortcuts() {
  const [opened, dialog] = useDisclosure(false);
  useWindowEvent('keydown', (event) => {
    if (event.key !== '?' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (typingInto(event.target) || !singleKeyShortcutsOn()) return;
    event.preventDefault();
    dialog.open();
  });
  return (
    <>
      <Tooltip label="Keyboard shortcuts (?)" withArrow openDelay={400}>
        <ActionIcon
          variant="default"
          size="md"
          onClick={dialog.open}
          aria-label="Keyboard shortcuts"
          aria-keyshortcuts="?"
          visibleFrom="sm"
        >
          ?
        </ActionIcon>
      </Tooltip>
      <KeyboardShortcutsDialog opened={opened} onClose={dialog.close} rows={ROWS} singleKeys="?, j, k, z" />
    </>
  );
}
