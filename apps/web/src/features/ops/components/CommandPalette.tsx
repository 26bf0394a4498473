import { SEARCH_QUERY_MAX_LENGTH } from '@soundbites/config';
import { Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight } from '@mantine/spotlight';
import '@mantine/spotlight/styles.css';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { Snippet } from '../../../components/ops/Snippet';
import classes from './CommandPalette.module.css';
import {
  groupsByBestHit,
  hasSearchableWords,
  hitContext,
  hitKindLabel,
  hitLink,
  hitTitle,
  SEARCH_KIND_LABELS,
  snippetAddsToTitle,
  useOpsSearch,
  type SearchHit,
  type SearchKind,
} from '../../../lib/ops-search';
import { OPS_PAGES } from '../ops-pages';
import { useOfferedPageCommands } from '../../../lib/page-commands';
import { commandMatches, paletteStore, type ChosenTask, type PaletteCommand } from '../palette-store';

const PALETTE_LIST_ID = 'command-palette-options';

/** Out of sight but read by screen readers (the dialog's title). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** An action as an option of the palette's list box. Spotlight keeps an action's id prop for itself, so the id is set on the element. */
const asOption = (id: string) => ({
  ref: (element: HTMLButtonElement | null) => void element?.setAttribute('id', id),
  role: 'option',
  'aria-selected': false,
});

/**
 * The arrow keys move Spotlight's selection by marking an action (data-selected) without telling
 * anyone, so this follows the mark: the box names the selected option as its active descendant, which
 * a screen reader announces, and the option says it is selected. When the options change under it
 * (typing, records arriving) and none is marked, the first is, as Spotlight does for queries it
 * holds itself: Enter then opens the best match without an arrow key first.
 */
function SelectedOption() {
  useEffect(() => {
    const list = document.getElementById(PALETTE_LIST_ID);
    const box = document.querySelector(`[aria-controls="${PALETTE_LIST_ID}"]`);
    if (!list || !box) return;
    const follow = () => {
      const first = list.querySelector('[data-action]');
      if (first && !list.querySelector('[data-action][data-selected]')) {
        first.setAttribute('data-selected', 'true');
        paletteStore.updateState((state) => ({ ...state, selected: 0 }));
      }
      const selected = list.querySelector('[data-action][data-selected]');
      for (const option of list.querySelectorAll('[data-action]')) option.setAttribute('aria-selected', String(option === selected));
      if (selected?.id) box.setAttribute('aria-activedescendant', selected.id);
      else box.removeAttribute('aria-activedescendant');
    };
    const observer = new MutationObserver(follow);
    observer.observe(list, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-selected'] });
    follow();
    return () => observer.disconnect();
  }, []);
  return null;
}

/** A key that types a character into a box, not a shortcut or a key that moves. */
const typesCharacter = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * What is typed straight after Ctrl+K goes into the palette's box. The box takes the focus only once
 * the dialog has mounted, a frame or two later, and a fast typist's first letters went nowhere (or
 * to the console's own letter shortcuts). Until the box exists they are kept for it; once it exists
 * but has not the focus yet, it is given the focus and the key lands in it.
 */
function useTypeAhead(append: (text: string) => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!paletteStore.getState().opened || !typesCharacter(event)) return;
      const box = document.querySelector<HTMLInputElement>(`[aria-controls="${PALETTE_LIST_ID}"]`);
      if (box && document.activeElement === box) return;
      if (box) {
        box.focus();
        box.setSelectionRange(box.value.length, box.value.length);
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      append(event.key);
    };
    // Capturing, so that the console's letter shortcuts never see these keys.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [append]);
}

/**
 * Ctrl/Cmd-K: jump to a page, start a task (`commands`: add a podcast, a new soundbite), or go to a
 * record found by the same search as /ops/search. Pages and tasks match as you type; records arrive
 * after a short pause.
 */
export function CommandPalette({ commands, onCommand }: { commands: readonly PaletteCommand[]; onCommand: (task: ChosenTask) => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  useTypeAhead(useCallback((text: string) => setQuery((typed) => typed + text), []));
  const [debounced] = useDebouncedValue(query, 200);
  const search = useOpsSearch(debounced.trim().length >= 2 ? debounced : '', 4);
  const needle = query.trim().toLowerCase();
  const pages = OPS_PAGES.filter((page) => !needle || page.label.toLowerCase().includes(needle));
  // What can be done on the page shown, after the pages and tasks: never the option Enter takes on opening,
  // where a Publish would be one keystroke from Ctrl+K.
  const here = useOfferedPageCommands().filter((command) => commandMatches(command, needle));
  const typed = query.trim();
  const tasks = commands.flatMap((command): { command: PaletteCommand; label: string; typed: string | undefined }[] =>
    command.takesTyped?.accepts(typed)
      ? [{ command, label: command.takesTyped.label(typed), typed }]
      : commandMatches(command, needle)
        ? [{ command, label: command.label, typed: undefined }]
        : [],
  );
  const groups = needle.length >= 2 ? groupsByBestHit(search.data?.groups ?? [], search.data?.query) : [];
  const pageOptionId = (to: string) => `palette-page-${to.replace(/\W+/g, '-')}`;
  const hitOptionId = (kind: SearchKind, hit: SearchHit) => `palette-${kind}-${hit.id}`;
  // The Search page is always a way on from words, found here or not: more of each kind, and room to refine them.
  // Offered once the records are in, so that it is never the first option Enter would take while they come.
  const settled = !search.isFetching && query === debounced;
  const searchPageOption = hasSearchableWords(typed) && (settled || groups.length > 0);
  const hasOptions = here.length > 0 || pages.length > 0 || tasks.length > 0 || groups.length > 0 || searchPageOption;

  return (
    <Spotlight.Root
      store={paletteStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K']}
      tagsToIgnore={[]}
      scrollable
      maxHeight={440}
      // The dialog's name, for screen readers; the box below says the rest.
      title="Jump to a page or record, or start a task"
      styles={{ header: VISUALLY_HIDDEN }}
      classNames={{ action: classes.action }}
    >
      <Spotlight.Search
        placeholder="Go to a page, or find a podcast, episode, soundbite or person…"
        aria-label="Command palette"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        role="combobox"
        aria-expanded={hasOptions}
        aria-controls={PALETTE_LIST_ID}
        aria-autocomplete="list"
      />
      <Spotlight.ActionsList id={PALETTE_LIST_ID} role="listbox" aria-label="Pages and records" className={classes.list}>
        <SelectedOption />
        <PlainOptions
          label="Pages"
          options={pages.map((page) => ({
            id: pageOptionId(page.to),
            label: page.label,
            description: page.description,
            run: () => void navigate({ to: page.to }),
          }))}
        />
        <PlainOptions
          label="Tasks"
          options={tasks.map((task) => ({
            id: `palette-task-${task.command.id}`,
            label: task.label,
            description: task.command.description,
            run: () => onCommand({ command: task.command, typed: task.typed }),
          }))}
        />
        <PlainOptions
          label="This page"
          options={here.map((command) => ({
            id: `palette-here-${command.id}`,
            label: command.label,
            description: command.description,
            run: command.run,
          }))}
        />
        {groups.map((group) => (
          <Spotlight.ActionsGroup
            key={group.kind}
            label={SEARCH_KIND_LABELS[group.kind]}
            role="group"
            aria-label={SEARCH_KIND_LABELS[group.kind]}
          >
            {group.items.map((hit) => (
              <Spotlight.Action
                key={`${group.kind}-${hit.id}`}
                onClick={() => void navigate(hitLink(group.kind, hit))}
                {...asOption(hitOptionId(group.kind, hit))}
              >
                <PaletteHit kind={group.kind} hit={hit} />
              </Spotlight.Action>
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {searchPageOption && (
          // The palette shows a few of each kind; the Search page has them all, with filters.
          <Spotlight.ActionsGroup label="More" role="group" aria-label="More">
            <Spotlight.Action
              label={groups.length > 0 ? `Every result for “${typed}”` : `Search for “${typed}”`}
              description={
                groups.length > 0 || needle.length < 2
                  ? 'On the Search page, by kind'
                  : 'Nothing found: refine the words on the Search page'
              }
              onClick={() => void navigate({ to: '/ops/search', search: { q: typed } })}
              {...asOption('palette-all-results')}
            />
          </Spotlight.ActionsGroup>
        )}
        {!hasOptions && <Spotlight.Empty>{settled ? 'Nothing found' : 'Searching…'}</Spotlight.Empty>}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

/** A group of options that are a label and a line saying what they do (pages, tasks); nothing when empty. */
function PlainOptions({
  label,
  options,
}: {
  label: string;
  options: { id: string; label: string; description: string; run: () => void }[];
}) {
  if (options.length === 0) return null;
  return (
    <Spotlight.ActionsGroup label={label} role="group" aria-label={label}>
      {options.map((option) => (
        <Spotlight.Action
          key={option.id}
          label={option.label}
          description={option.description}
          onClick={option.run}
          {...asOption(option.id)}
        />
      ))}
    </Spotlight.ActionsGroup>
  );
}

/** One search hit in the palette: its title, what the search found in it, what tells it apart (when anything does), and its kind. */
function PaletteHit({ kind, hit }: { kind: SearchKind; hit: SearchHit }) {
  const context = hitContext(kind, hit);
  return (
    <Group wrap="nowrap" w="100%" gap="xs">
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} lineClamp={1}>
          {hitTitle(kind, hit)}
        </Text>
        {/* A line's own words, a description's matching part: what the search found in it. Two lines, so
            that on a phone the words found are not cut off. */}
        {snippetAddsToTitle(hit) && <Snippet html={hit.snippet} size="xs" lineClamp={2} />}
        {context && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {context}
          </Text>
        )}
      </Stack>
      <Text size="xs" c="dimmed">
        {hitKindLabel(kind, hit)}
      </Text>
    </Group>
  );
}
