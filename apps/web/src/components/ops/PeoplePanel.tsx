import { Anchor, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EntityAvatar } from './EntityAvatar';

interface Person {
  entityId: string;
  name: string;
  role: string;
  imageUrl: string | null;
}

/** The entities linked to the record, each a link to its entity page. */
export function PeoplePanel<P extends Person>({
  people,
  title = 'People',
  empty = 'Nobody is linked yet. Link people from their entity page.',
  footer,
  action,
}: {
  people: P[];
  title?: string;
  /** What an empty panel says. */
  empty?: string;
  /** Below the list, e.g. a way to everyone linked further down, or a form to link someone. */
  footer?: ReactNode;
  /** At the end of a person's row, e.g. a button to unlink them. */
  action?: (person: P) => ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="people-heading">
      <Title order={2} size="h4" id="people-heading" mb="xs">
        {title}
      </Title>
      {people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={6}>
          {people.map((person) => (
            <Group key={`${person.entityId}-${person.role}`} gap="xs" wrap="nowrap" align="flex-start">
              <EntityAvatar name={person.name} imageUrl={person.imageUrl} size="sm" />
              {/* Name and role wrap within their column, so a long one never pushes the row's action out of the card. */}
              <Box style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <Anchor renderRoot={(props) => <Link {...props} to="/ops/entity/$id" params={{ id: person.entityId }} />} size="sm">
                  {person.name}
                </Anchor>{' '}
                <Text span size="xs" c="dimmed">
                  {person.role}
                </Text>
              </Box>
              {action ? <Box style={{ flexShrink: 0 }}>{action(person)}</Box> : null}
            </Group>
          ))}
        </Stack>
      )}
      {footer}
    </Card>
  );
}
