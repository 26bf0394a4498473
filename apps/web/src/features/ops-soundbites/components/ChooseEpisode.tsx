import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-context';
import { dateOf } from '../../../lib/dates';
import { episodeLink } from '../../../lib/ops-links';
import { useEpisodeChoices } from '../api/episode-choice';

/** "Harbour Notes · Jan 3, 2026": the podcast, and the date that tells namesakes apart. */
function whereFrom(episode: { podcast: string; publishedAt: string | null } | undefined): string {
  if (!episode) return '';
  return episode.publishedAt ? `${episode.podcast} · ${dateOf(episode.publishedAt)}` : episode.podcast;
}

/**
 * Asks which episode the new soundbite comes from and opens its page. The list's button opens it, and
 * so does the command palette's "New soundbite" anywhere in the console.
 */
export function ChooseEpisode({ onClose }: { onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed, 200);
  const choices = useEpisodeChoices(debounced);
  const navigate = useNavigate();
  const options = choices.data ?? [];
  const byId = new Map(options.map((option) => [option.value, option]));
  // Kept whole: the options change as the title is typed, the choice must not.
  const [chosen, setChosen] = useState<(typeof options)[number] | null>(null);
  const [notChosen, setNotChosen] = useState(false);
  // Set while letting go of a choice because its title is being edited: the Select then empties
  // its text for a value gone, which would throw away what is being typed.
  const releasedByTyping = useRef(false);

  return (
    <Modal opened onClose={onClose} title="New soundbite" size="md">
      <Stack
        gap="sm"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) void navigate(episodeLink(chosen.value));
          // Enter on a title typed but not chosen: said at the field, as a disabled button would not.
          else setNotChosen(true);
        }}
      >
        <Text size="sm">
          A soundbite is a moment of an episode. Choose the episode; its page lets you pick the moment on its waveform or transcript.
        </Text>
        <Select
          label="Episode"
          placeholder="Type part of its title"
          data={options.map(({ value, label }) => ({ value, label }))}
          value={chosen?.value ?? null}
          onChange={(id) => {
            setChosen(id ? (byId.get(id) ?? null) : null);
            setNotChosen(false);
          }}
          searchable
          searchValue={typed}
          onSearchChange={(text) => {
            if (releasedByTyping.current) {
              releasedByTyping.current = false;
              if (text === '') return;
            }
            setTyped(text);
            // Typing something else lets go of the episode chosen: Open must not open one no longer named.
            if (chosen && text !== chosen.label) {
              releasedByTyping.current = true;
              setChosen(null);
            }
          }}
          // The API has already matched the title: the options are not filtered again here.
          filter={({ options: all }) => all}
          renderOption={({ option }) => (
            <Stack gap={0}>
              <Text size="sm">{option.label}</Text>
              {/* The option's own colour, lighter: grey on the highlighted option's colour could not be read. */}
              <Text size="xs" opacity={0.8}>
                {whereFrom(byId.get(option.value))}
              </Text>
            </Stack>
          )}
          nothingFoundMessage={choices.isFetching ? 'Searching…' : 'No episode by that title'}
          error={choices.isError ? errorMessage(choices.error) : notChosen ? 'Choose an episode from the list.' : undefined}
          description={chosen ? `From ${whereFrom(chosen)}` : 'Type part of its title, or open the list for the newest episodes'}
          data-autofocus
          // Opened as the dialog opens, the list would cover Cancel: it opens on typing, a click or ↓.
          openOnFocus={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Open the episode</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
