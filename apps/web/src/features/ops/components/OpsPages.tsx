import { Code, Text } from '@mantine/core';
import { PagePlaceholder } from '../../../components/PagePlaceholder';

export function SoundbitePage({ id }: { id: string }) {
  return (
    <PagePlaceholder
      title="Soundbite"
      purpose="Plays exactly this soundbite's range, with a waveform to adjust start and end, its title and status, the transcript excerpt, the share link and its audit history."
    >
      <Text size="sm">
        Soundbite <Code>{id}</Code>
      </Text>
    </PagePlaceholder>
  );
}

export function EntityPage({ id }: { id: string }) {
  return (
    <PagePlaceholder
      title="Entity"
      purpose="A person, organisation, topic or place with the podcasts, episodes and soundbites it is linked to, and a way to merge it with a duplicate."
    >
      <Text size="sm">
        Entity <Code>{id}</Code>
      </Text>
    </PagePlaceholder>
  );
}
