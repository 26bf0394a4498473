import { ActionIcon, Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { FormOutcome } from '../../../components/form/FormOutcome';
import type { LinkedEntity } from '@soundbites/api-types';
import { useRef, useState, type FormEvent } from 'react';
import { PeoplePanel } from '../../../components/ops/PeoplePanel';
import { RoleInput } from '../../../components/ops/RoleInput';
import { errorMessageOf } from '../../../lib/api-errors';
import { notifyWithUndo } from '../../../lib/undo-notification';
import { entityDetail } from '../people';
import { usePeopleToLink, useSoundbitePeople, type PersonToLink } from '../api/editor-api';

/** The option that adds the name typed as a new person, when no one has exactly that name. */
const NEW_PERSON = 'new-person';
const newPersonLabel = (name: string) => `Add “${name}” as a new person`;

/**
 * The people and topics linked to the soundbite, linked here from a search of them (or added as a new
 * person by the name typed), with a role; each unlinked by its button, with Undo. The transcript's
 * speakers within the range are offered: one click searches their name.
 */
export function SoundbitePeople({
  soundbiteId,
  people,
  speakers = [],
}: {
  soundbiteId: string;
  people: LinkedEntity[];
  /** Who speaks within the range and is not linked yet (speakersInRange). */
  speakers?: string[];
}) {
  const { link, unlink } = useSoundbitePeople(soundbiteId);
  // What the box shows, and the words searched: choosing an option puts its label in the box, which
  // is not searched for, so the option chosen stays among those shown.
  const [boxText, setBoxText] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string; who: PersonToLink } | null>(null);
  const [role, setRole] = useState('guest');
  // What the last link or unlink did, said under the form (a screen reader hears it too).
  const [said, setSaid] = useState('');
  const [error, setError] = useState<string | null>(null);
  const found = usePeopleToLink(query);
  const picker = useRef<HTMLInputElement>(null);
  // Open while choosing; a speaker's name searched from its button opens it too, to show who that finds.
  const [listOpen, setListOpen] = useState(false);
  const typed = query.trim().replace(/\s+/g, ' ');
  const named = (found.data ?? []).some((entity) => entity.name.toLowerCase() === typed.toLowerCase());
  const options = [
    ...(found.data ?? []).map((entity) => ({
      value: entity.id,
      label: entity.kind === 'person' ? entity.name : `${entity.name} (${entity.kind})`,
    })),
    ...(typed && found.data && !named ? [{ value: NEW_PERSON, label: newPersonLabel(typed) }] : []),
  ];
  // The option chosen stays one while its search is asked again (the list is refreshed after each link).
  if (chosen && !options.some((option) => option.value === chosen.value)) options.unshift({ value: chosen.value, label: chosen.label });

  // Namesakes are common among feeds' people: each option says where it comes from.
  const detailOf = new Map((found.data ?? []).map((entity) => [entity.id, entityDetail(entity)]));

  const linkAgain = (person: LinkedEntity) => {
    const { entityId: id, kind, name, imageUrl, href, role: as, group } = person;
    return link.mutateAsync({ who: { entity: { id, kind, name, imageUrl, href } }, role: as, group });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setSaid('');
      setError(typed ? 'Choose who to link from the list under the box.' : 'Type a name, then choose who to link from the list.');
      picker.current?.focus();
      if (typed) setListOpen(true);
      return;
    }
    const { who } = chosen;
    const as = role.trim() || 'guest';
    setError(null);
    setSaid('');
    try {
      const person = await link.mutateAsync({ who, role: as });
      setChosen(null);
      setBoxText('');
      setQuery('');
      setRole('guest');
      setSaid(`${person.name} is linked as ${as}.`);
      // Link is off until someone else is chosen: the keyboard goes back to choosing.
      picker.current?.focus();
    } catch (cause) {
      setError(errorMessageOf(cause));
    }
  }

  async function remove(person: LinkedEntity) {
    setError(null);
    setSaid('');
    try {
      await unlink.mutateAsync(person);
      // Its row and button are gone: the keyboard goes on from the form.
      picker.current?.focus();
      // One click unlinks: one click links again, with the same role.
      notifyWithUndo({
        id: `person-unlinked-${person.linkId}`,
        title: `${person.name} unlinked`,
        onUndo: () => {
          // The notice goes: the keyboard goes on from the form, under the person brought back.
          picker.current?.focus();
          void linkAgain(person).then(
            () => setSaid(`${person.name} is linked as ${person.role} again.`),
            (cause: unknown) => setError(errorMessageOf(cause)),
          );
        },
      });
    } catch (cause) {
      setError(errorMessageOf(cause));
    }
  }

  const form = (
    <Stack gap="xs" mt="sm" component="form" aria-label="Link a person or topic" onSubmit={(event) => void submit(event)}>
      <Select
        label="Person or topic"
        maxLength={300}
        placeholder="Search by name"
        searchable
        searchValue={boxText}
        onSearchChange={(text) => {
          setBoxText(text);
          if (chosen && text === chosen.label) return;
          setQuery(text);
          if (text) {
            setSaid('');
            setError(null);
          }
        }}
        dropdownOpened={listOpen}
        onDropdownOpen={() => setListOpen(true)}
        onDropdownClose={() => setListOpen(false)}
        ref={picker}
        data={options}
        value={chosen?.value ?? null}
        onChange={(value) => {
          const option = options.find((candidate) => candidate.value === value);
          const entity = found.data?.find((candidate) => candidate.id === value);
          const who: PersonToLink | null = value === NEW_PERSON ? { newPerson: typed } : entity ? { entity } : null;
          setChosen(option && who ? { ...option, who } : null);
        }}
        filter={({ options: all }) => all}
        renderOption={({ option }) => (
          <div>
            <Text size="sm">{option.label}</Text>
            {detailOf.get(option.value) ? (
              // The option's own colour, a little faded: dimmed grey was unreadable on the highlighted option.
              <Text size="xs" c="inherit" opacity={0.8}>
                {detailOf.get(option.value)}
              </Text>
            ) : null}
          </div>
        )}
        nothingFoundMessage={typed ? 'Searching…' : 'Type a name'}
        // Given the focus back after a link, an open list would cover what the form says of it.
        openOnFocus={false}
      />
      {speakers.length > 0 ? (
        <Group gap={6} aria-label="Speaking in this range" role="group">
          <Text size="xs" c="dimmed">
            Speaking in this range:
          </Text>
          {speakers.map((name) => (
            <Button
              key={name}
              size="compact-sm"
              variant="light"
              aria-label={`Search for ${name}`}
              onClick={() => {
                setChosen(null);
                setBoxText(name);
                setQuery(name);
                setSaid('');
                setError(null);
                picker.current?.focus();
                setListOpen(true);
              }}
            >
              {name}
            </Button>
          ))}
        </Group>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <RoleInput value={role} onChange={setRole} style={{ flex: 1 }} />
        <Button type="submit" loading={link.isPending}>
          Link
        </Button>
      </Group>
      <FormOutcome error={error} said={said} />
    </Stack>
  );

  return (
    <PeoplePanel
      people={people}
      empty="Nobody is linked yet."
      footer={form}
      action={(person) => (
        <Tooltip label="Unlink">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Unlink ${person.name} (${person.role})`}
            loading={unlink.isPending && unlink.variables?.linkId === person.linkId}
            onClick={() => void remove(person)}
          >
            ×
          </ActionIcon>
        </Tooltip>
      )}
    />
  );
}
