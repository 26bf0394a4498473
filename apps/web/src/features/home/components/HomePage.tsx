import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Staged } from '../../../lib/Staged';
import { FeaturedSoundbites } from './FeaturedSoundbites';

export function HomePage() {
  return (
    <Stack gap={40}>
      <Stack gap="md" maw={720} pt={{ base: 'md', sm: 40 }}>
        <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1}>
          Hear the best moments of every podcast.
        </Title>
        <Text size="xl" c="dimmed">
          Soundbites finds the short moments of podcast episodes that are worth your time. Play them right here, then share a link that
          plays exactly that moment.
        </Text>
      </Stack>

      <Staged>
        <FeaturedSoundbites />
      </Staged>

      <Staged>
        <Text size="sm" c="dimmed">
          Questions?{' '}
          <Anchor component={Link} to="/support">
            Get support
          </Anchor>
          . Read our{' '}
          <Anchor component={Link} to="/privacy">
            privacy policy
          </Anchor>{' '}
          and{' '}
          <Anchor component={Link} to="/terms">
            terms
          </Anchor>
          .
        </Text>
      </Staged>
    </Stack>
  );
}
