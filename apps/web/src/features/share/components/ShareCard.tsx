import { Card, Group, Stack, useMatches } from '@mantine/core';
import type { ReactNode } from 'react';
import { PodcastArt } from '../../../components/PodcastArt';

/** The card every share page is: the art beside the lines that name what it is about, then its sections. */
export function ShareCard({
  art,
  heading,
  children,
}: {
  art: { imageUrl: string | null; podcastTitle: string };
  heading: ReactNode;
  children: ReactNode;
}) {
  // Read on the first render (not after it), so the page never changes size once it is on screen.
  const artSize = useMatches({ base: 80, sm: 112 }, { getInitialValueInEffect: false });
  const padding = useMatches({ base: 'lg', sm: 'xl' }, { getInitialValueInEffect: false });
  return (
    <Card withBorder radius="lg" padding={padding} maw={760} mx="auto" w="100%" component="article">
      <Stack gap="lg">
        <Group gap="lg" wrap="nowrap" align="flex-start">
          <PodcastArt imageUrl={art.imageUrl} podcastTitle={art.podcastTitle} size={artSize} />
          <Stack gap={6} style={{ minWidth: 0 }}>
            {heading}
          </Stack>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
