import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { EntityDetail, EntityListItem } from '@soundbites/api-types';
import { AnchorLink } from '../../../components/AnchorLink';
import { entityWhereabouts } from '../../../lib/entity-whereabouts';
import { useSimilarEntities } from '../api/entity-api';

/**
 * Others of this kind with much the same name ("Curry, Adam" beside "Adam Curry"): feeds and staff
 * make people twice, and a duplicate splits their links. Each can be merged into this one at once.
 */
export function PossibleDuplicates({ entity, onMerge }: { entity: EntityDetail; onMerge: (duplicate: EntityListItem) => void }) {
  const similar = useSimilarEntities(entity.id, !entity.mergedIntoId);
  const items = similar.data ?? [];
  if (items.length === 0) return null;
  const title = items.length === 1 ? 'A possible duplicate' : 'Possible duplicates';
  // A region, not Mantine's default alert: it is a hint found with the page, nothing that just went wrong.
  // The plain variant keeps the page's own colours: links and dimmed text on yellow's tint fell under 4.5:1.
  return (
    <Alert variant="default" title={title} role="region" aria-label={title}>
      <Stack gap="xs">
        {items.map((item) => (
          <Group key={item.id} justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={0} style={{ minWidth: 0, flex: '1 1 240px' }}>
              <AnchorLink to="/ops/entity/$id" params={{ id: item.id }} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </AnchorLink>
              <Text size="xs" c="dimmed">
                {entityWhereabouts(item)}
              </Text>
            </Stack>
            {/* Named with where it appears too: duplicates share their name by definition. */}
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => onMerge(item)}
              aria-label={`Merge into this one: ${item.name} (${entityWhereabouts(item)})`}
            >
              Merge into this one
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
