import { Code, Text } from '@mantine/core';
import { PagePlaceholder } from '../../../components/PagePlaceholder';

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
