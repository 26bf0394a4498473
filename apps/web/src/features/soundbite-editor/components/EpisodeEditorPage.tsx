import { Code, Text } from '@mantine/core';
import { PagePlaceholder } from '../../../components/PagePlaceholder';

export function EpisodeEditorPage({ episodeId, startSeconds }: { episodeId: string; startSeconds: number | undefined }) {
  return (
    <PagePlaceholder
      title="New soundbite"
      purpose="The episode's waveform and transcript in the soundbite editor, with no soundbite yet: choose a range and create one."
    >
      <Text size="sm">
        Episode <Code>{episodeId}</Code>
        {startSeconds !== undefined ? (
          <>
            {' '}
            from <Code>{startSeconds} s</Code>
          </>
        ) : null}
      </Text>
    </PagePlaceholder>
  );
}
