import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

interface Person {
  entityId: string;
  name: string;
  role: string;
  imageUrl: string | null;
}

/** The entities linked to the soundbite, each a link to its entity page. */
export function PeoplePanel({
  people,
  title = 'People',
  empty = 'Nobody is linked yet. Link people from their entity page.',
}: {
  people: Person[];
  title?: string;
  /** What an empty panel says. */
  empty?: string;
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
            <Group key={`${person.entityId}-${person.role}`} gap="xs" wrap="nowrap">
              <Avatar src={person.imageUrl} alt="" size="sm" radius="xl">
                {person.name.slice(0, 1)}
              </Avatar>
              <Anchor renderRoot={(props) => <Link {...props} to="/ops/entity/$id" params={{ id: person.entityId }} />} size="sm">
                {person.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {person.role}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
