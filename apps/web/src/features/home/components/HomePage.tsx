import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

const HIGHLIGHTS = [
  {
    title: 'The best moments, found',
    text: 'Soundbites reads podcast feeds with their Podcasting 2.0 metadata (soundbites, transcripts, people, chapters) and surfaces the moments worth hearing.',
  },
  {
    title: 'Curated by people',
    text: 'Our editors review every soundbite: the exact start and end, a good title, and the transcript excerpt that goes with it.',
  },
  {
    title: 'Easy to share',
    text: 'Every soundbite has its own link that plays exactly that range of the episode, with a preview in chat apps.',
  },
];

export function HomePage() {
  return (
    <Stack gap={48}>
      <Stack gap="md" maw={720} pt={{ base: 'md', sm: 48 }}>
        <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1}>
          Hear the best moments of every podcast.
        </Title>
        <Text size="xl" c="dimmed">
          Soundbites finds the short ranges of an episode that are worth your time, and makes them easy to hear and share.
        </Text>
        <Group gap="sm" mt="sm">
          <Button component={Link} to="/support" size="md">
            Questions? Get support
          </Button>
          <Button component={Link} to="/privacy" size="md" variant="default">
            How we handle your data
          </Button>
        </Group>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {HIGHLIGHTS.map((highlight, index) => (
          <Card key={highlight.title} withBorder padding="lg" radius="lg">
            <ThemeIcon variant="light" size="lg" radius="xl" mb="sm" aria-hidden="true">
              {index + 1}
            </ThemeIcon>
            <Title order={2} fz="lg" mb={6}>
              {highlight.title}
            </Title>
            <Text size="sm" c="dimmed">
              {highlight.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <Card withBorder padding="lg" radius="lg">
        <Stack gap={6}>
          <Title order={2} fz="lg">
            Featured soundbites
          </Title>
          <Text size="sm" c="dimmed">
            Hand-picked soundbites that play right here are on their way. Until then, a shared soundbite link opens
            its own page.
          </Text>
        </Stack>
      </Card>

      <Text size="sm" c="dimmed">
        Read our{' '}
        <Anchor component={Link} to="/terms">
          terms
        </Anchor>{' '}
        and{' '}
        <Anchor component={Link} to="/privacy">
          privacy policy
        </Anchor>
        , or{' '}
        <Anchor component={Link} to="/support">
          contact support
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
