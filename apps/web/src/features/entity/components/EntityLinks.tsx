import type { EntityDetail, EntityLink } from '@soundbites/api-types';
import { ActionIcon, Alert, Badge, Button, Group, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { FormOutcome } from '../../../components/form/FormOutcome';
import { RoleInput } from '../../../components/ops/RoleInput';
import { AnchorLink } from '../../../components/AnchorLink';
import { useApiClient } from '../../../lib/api-context';
import { errorMessageOf } from '../../../lib/api-errors';
import { notifyWithUndo } from '../../../lib/undo-notification';
import { podcastLink } from '../../../lib/ops-links';
import { addEntityLink, removeEntityLink, type LinkTargetType } from '../../../lib/entity-links';
import { useTargetSearch } from '../api/entity-api';
import { groupLinks, linkDetails, linkToFocusAfterRemoving } from '../links';

/** A link's record as a link to its page in the console; an episode or a soundbite names its podcast too. */
export function TargetLink({ link }: { link: EntityLink }) {
  const podcast = link.target.podcastTitle ? (
    <Text span size="xs" c="dimmed">
      {' '}
      in {link.target.podcastTitle}
    </Text>
  ) : null;
  return (
    <span>
      <TargetAnchor link={link} />
      {podcast}
    </span>
  );
}

function TargetAnchor({ link }: { link: EntityLink }) {
  const title = link.target.title || 'Untitled soundbite';
  if (link.target.type === 'soundbite')
    return (
      <AnchorLink to="/ops/soundbite/$id" params={{ id: link.target.id }}>
        {title}
      </AnchorLink>
    );
  if (link.target.type === 'episode')
    return (
      <AnchorLink to="/ops/episode/$id" params={{ id: link.target.id }}>
        {title}
      </AnchorLink>
    );
  return <AnchorLink {...podcastLink(link.target.id)}>{title}</AnchorLink>;
}

interface EntityLinksProps {
  entity: EntityDetail;
  onChanged: () => void;
  /** Where keyboard focus goes when the last link is removed (the section's heading). */
  focusWhenEmpty: RefObject<HTMLElement | null>;
}

/** The podcasts, episodes and soundbites the entity is linked to, grouped, with roles; add and remove. */
export function EntityLinks({ entity, onChanged, focusWhenEmpty }: EntityLinksProps) {
  const api = useApiClient();
  const [error, setError] = useState<string | null>(null);
  const groups = groupLinks(entity.links);
  const merged = entity.mergedIntoId !== null;
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // A removed link's button goes with its row once the entity is reloaded; focus then moves on
  // instead of dropping to the page.
  const [focusAfterRemoval, setFocusAfterRemoval] = useState<{ removedId: string; nextId: string | null } | null>(null);

  useEffect(() => {
    if (!focusAfterRemoval || entity.links.some((link) => link.id === focusAfterRemoval.removedId)) return;
    const next = focusAfterRemoval.nextId ? removeButtons.current.get(focusAfterRemoval.nextId) : undefined;
    (next ?? focusWhenEmpty.current)?.focus();
    setFocusAfterRemoval(null);
  }, [entity.links, focusAfterRemoval, focusWhenEmpty]);

  async function remove(link: EntityLink) {
    setError(null);
    try {
      await removeEntityLink(api, entity.id, link.id);
      setFocusAfterRemoval({ removedId: link.id, nextId: linkToFocusAfterRemoving(groups, link.id) });
      onChanged();
      // One click removes it: one click brings it back, as staff's own link with the same role.
      const name = link.target.title || 'untitled';
      notifyWithUndo({
        id: `link-removed-${link.id}`,
        title: `Link to ${name} removed`,
        onUndo: () =>
          void addEntityLink(api, entity.id, link.target, link.role, link.group)
            .then(onChanged)
            .catch((cause: unknown) => setError(errorMessageOf(cause))),
      });
    } catch (cause) {
      setError(errorMessageOf(cause));
    }
  }

  return (
    <Stack gap="md">
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          Not linked to anything yet.
        </Text>
      ) : (
        groups.map((group) => (
          <Stack key={group.type} gap={6} component="section" aria-label={group.label}>
            <Title order={3} size="h5">
              {group.label} ({group.links.length})
            </Title>
            {group.links.map((link) => (
              <Group key={link.id} gap="xs" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                  <TargetLink link={link} />
                  <Badge size="sm" variant="light">
                    {link.role}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {linkDetails(link)}
                  </Text>
                </Group>
                {!merged ? (
                  <Tooltip label="Remove link">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove link to ${link.target.title || 'untitled'} as ${link.role}`}
                      ref={(button: HTMLButtonElement | null) => {
                        if (button) removeButtons.current.set(link.id, button);
                        else removeButtons.current.delete(link.id);
                      }}
                      onClick={() => void remove(link)}
                    >
                      ×
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            ))}
          </Stack>
        ))
      )}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {!merged ? <AddLinkForm entityId={entity.id} links={entity.links} onAdded={onChanged} /> : null}
    </Stack>
  );
}

const TYPE_OPTIONS = [
  { value: 'podcast', label: 'Podcast' },
  { value: 'episode', label: 'Episode' },
  { value: 'soundbite', label: 'Soundbite' },
];

function AddLinkForm({ entityId, links, onAdded }: { entityId: string; links: readonly EntityLink[]; onAdded: () => void }) {
  const api = useApiClient();
  const [type, setType] = useState<LinkTargetType>('episode');
  const [query, setQuery] = useState('');
  const [targetId, setTargetId] = useState<string | null>(null);
  const [role, setRole] = useState('guest');
  const [error, setError] = useState<string | null>(null);
  // What the last Add did, said where the form is (a screen reader hears it too).
  const [added, setAdded] = useState('');
  const [adding, setAdding] = useState(false);
  const options = useTargetSearch(type, query);
  const record = useRef<HTMLInputElement>(null);
  // A refusal is about the links as they were: once they change (one removed, say) or another record
  // or role is chosen or searched for, it no longer applies.
  useEffect(() => setError(null), [links, type, targetId, role, query]);

  async function add() {
    if (!targetId) {
      setAdded('');
      setError(
        query.trim() ? 'Choose a record from the list under the box.' : 'Search for a record by its title, then choose it from the list.',
      );
      record.current?.focus();
      return;
    }
    setAdding(true);
    setError(null);
    setAdded('');
    const label = options.data?.find((option) => option.id === targetId)?.label ?? query;
    const as = role.trim() || 'guest';
    try {
      await addEntityLink(api, entityId, { type, id: targetId }, as);
      setTargetId(null);
      setQuery('');
      setAdded(`Linked to ${label} as ${as}.`);
      // Add link is off until another record is chosen: the keyboard goes back to choosing one.
      record.current?.focus();
      onAdded();
    } catch (cause) {
      setError(errorMessageOf(cause));
    } finally {
      setAdding(false);
    }
  }

  return (
    <Stack gap="xs" component="section" aria-label="Add a link">
      <Title order={3} size="h5">
        Add a link
      </Title>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label="Type"
          data={TYPE_OPTIONS}
          value={type}
          allowDeselect={false}
          onChange={(value) => (setType(value as LinkTargetType), setTargetId(null))}
          w={130}
        />
        <Select
          label="Record"
          placeholder="Search by title"
          searchable
          searchValue={query}
          onSearchChange={(text) => {
            setQuery(text);
            if (text) setAdded('');
          }}
          ref={record}
          data={options.data?.map((option) => ({ value: option.id, label: option.label })) ?? []}
          value={targetId}
          onChange={setTargetId}
          filter={({ options: all }) => all}
          nothingFoundMessage={query.trim() ? 'Nothing matches' : 'Type to search'}
          // Given the focus back after a link is added, an open list would cover what the form says of it:
          // the list opens on typing, a click or ↓.
          openOnFocus={false}
          style={{ flex: 1, minWidth: 200 }}
        />
        <RoleInput value={role} onChange={setRole} w={140} />
        <Button onClick={() => void add()} loading={adding}>
          Add link
        </Button>
      </Group>
      <FormOutcome error={error} said={added} />
    </Stack>
  );
}
