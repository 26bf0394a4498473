import { Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight } from '@mantine/spotlight';
import '@mantine/spotlight/styles.css';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  groupsByBestHit,
  hitContext,
  hitKindLabel,
  hitLink,
  hitTitle,
  SEARCH_KIND_LABELS,
  useOpsSearch,
  type SearchHit,
  type SearchKind,
} from '../../../lib/ops-search';
import { OPS_PAGES } from '../ops-pages';

/**
 * Ctrl/Cmd-K: jump to a page, or to a record found by the same search as /ops/search.
 * Pages match as you type; records arrive after a short pause.
 */
export function CommandPalette() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 200);
  const search = useOpsSearch(debounced.trim().length >= 2 ? debounced : '', 4);
  const needle = query.trim().toLowerCase();
  const pages = OPS_PAGES.filter((page) => !needle || page.label.toLowerCase().includes(needle));
  const groups = needle.length >= 2 ? groupsByBestHit(search.data?.groups ?? []) : [];

  return (
    <Spotlight.Root query={query} onQueryChange={setQuery} shortcut={['mod + K']} tagsToIgnore={[]} scrollable maxHeight={440}>
      <Spotlight.Search placeholder="Go to a page, or find a podcast, episode, soundbite or person…" aria-label="Command palette" />
      <Spotlight.ActionsList>
        {pages.length > 0 && (
          <Spotlight.ActionsGroup label="Pages">
            {pages.map((page) => (
              <Spotlight.Action
                key={page.to}
                label={page.label}
                description={page.description}
                onClick={() => void navigate({ to: page.to })}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {groups.map((group) => (
          <Spotlight.ActionsGroup key={group.kind} label={SEARCH_KIND_LABELS[group.kind]}>
            {group.items.map((hit) => (
              <Spotlight.Action key={`${group.kind}-${hit.id}`} onClick={() => void navigate(hitLink(group.kind, hit))}>
                <PaletteHit kind={group.kind} hit={hit} />
              </Spotlight.Action>
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {pages.length === 0 && groups.length === 0 && (
          <Spotlight.Empty>{search.isFetching || query !== debounced ? 'Searching…' : 'Nothing found'}</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

/** One search hit in the palette: its title, what tells it apart (when anything does), and its kind. */
function PaletteHit({ kind, hit }: { kind: SearchKind; hit: SearchHit }) {
  const context = hitContext(kind, hit);
  return (
    <Group wrap="nowrap" w="100%" gap="xs">
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} lineClamp={1}>
          {hitTitle(kind, hit)}
        </Text>
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
