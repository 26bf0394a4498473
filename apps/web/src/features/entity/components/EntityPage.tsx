import type { EntityDetail, EntityListItem } from '@soundbites/api-types';
import { Alert, Badge, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { AuditHistory } from '../../../components/AuditHistory';
import { EntityAvatar } from '../../../components/ops/EntityAvatar';
import { useAuditHistory } from '../../../lib/audit';
import { dateOf } from '../../../lib/dates';
import { entityKindLabel } from '../../../lib/entity-kinds';
import { shortUrl } from '../../../lib/web-address';
import { recordPageTitle } from '../../../lib/titles';
import { RecordLoadError, RecordLoading } from '../../../components/RecordStates';
import { useEntity, useEntityChanged } from '../api/entity-api';
import { DeleteEntity } from './DeleteEntity';
import { EntityForm } from './EntityForm';
import { EntityLinks } from './EntityLinks';
import { MergeDialog } from './MergeDialog';
import { PossibleDuplicates } from './PossibleDuplicates';
import { NewTabLink } from '../../../components/NewTabLink';
import { listLink } from '../../../lib/list-memory';
import { namesInWords } from '../../../lib/entity-whereabouts';

export function EntityPage({ id }: { id: string }) {
  const query = useEntity(id);
  useDocumentTitle(recordPageTitle('Person or topic', query.data?.name, query.error));
  if (query.isPending) return <RecordLoading label="Loading the person or topic…" />;
  if (query.isError) {
    return (
      <RecordLoadError error={query.error} noun="Person or topic" id={id}>
        <AnchorLink to="/ops/entities">Every person and topic</AnchorLink>
      </RecordLoadError>
    );
  }
  return <EntityView key={id} entity={query.data} />;
}

function EntityView({ entity }: { entity: EntityDetail }) {
  const client = useQueryClient();
  const changed = useEntityChanged();
  const history = useAuditHistory('entity', entity.id);
  // Open with the duplicate chosen, if it was picked from the possible duplicates.
  const [merging, setMerging] = useState<{ duplicate?: EntityListItem } | null>(null);
  const mergeButton = useRef<HTMLButtonElement>(null);
  // The dialog is unmounted as it closes (each opening starts afresh), so it cannot hand the focus
  // back itself: it returns to the Merge button, as after any dialog (the duplicate's own button may
  // have gone with the merge).
  const closeMerge = () => {
    setMerging(null);
    mergeButton.current?.focus();
  };
  const linksHeading = useRef<HTMLHeadingElement>(null);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['ops', 'entity', entity.id] });
    void client.invalidateQueries({ queryKey: ['ops', 'audit', 'entity', entity.id] });
  };

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" mb={-12}>
        <AnchorLink {...listLink('/ops/entities')} size="sm">
          People &amp; topics
        </AnchorLink>
      </Text>
      <Group gap="md" align="center" justify="space-between" wrap="wrap">
        <Group gap="md" align="center" wrap="nowrap" style={{ minWidth: 0 }}>
          <EntityAvatar name={entity.name} imageUrl={entity.imageUrl} size={64} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="sm" wrap="wrap">
              <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
                {entity.name}
              </Title>
              <Badge variant="light">{entityKindLabel(entity.kind)}</Badge>
            </Group>
            <Group gap="sm">
              {entity.href ? (
                <NewTabLink href={entity.href} size="sm">
                  {shortUrl(entity.href)}
                </NewTabLink>
              ) : null}
              {entity.imageUrl ? (
                <NewTabLink href={entity.imageUrl} size="sm" c="dimmed">
                  Image
                </NewTabLink>
              ) : null}
            </Group>
            {entity.mergedDuplicates.length > 0 ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                Merged into it: {namesInWords(entity.mergedDuplicates)}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {!entity.mergedIntoId ? (
          <Button variant="default" onClick={() => setMerging({})} ref={mergeButton}>
            Merge
          </Button>
        ) : null}
      </Group>

      {!entity.mergedIntoId ? <PossibleDuplicates entity={entity} onMerge={(duplicate) => setMerging({ duplicate })} /> : null}

      {entity.mergedIntoId ? <MergedInto id={entity.mergedIntoId} /> : null}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="links-heading">
              <Title order={2} size="h4" id="links-heading" mb="sm" ref={linksHeading} tabIndex={-1}>
                Linked to
              </Title>
              <EntityLinks entity={entity} onChanged={refresh} focusWhenEmpty={linksHeading} />
            </Card>
            {!entity.mergedIntoId ? (
              <Card withBorder radius="md" padding="md" component="section" aria-labelledby="edit-heading">
                <Title order={2} size="h4" id="edit-heading" mb="sm">
                  Details
                </Title>
                <EntityForm entity={entity} savedBy={history.data?.[0]?.actorEmail} />
              </Card>
            ) : null}
            {!entity.mergedIntoId ? <DeleteEntity entity={entity} /> : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AuditHistory history={history} whenEmpty={historyWhenEmpty(entity)} />
        </Grid.Col>
      </Grid>
      {merging ? <MergeDialog entity={entity} opened onClose={closeMerge} onMerged={changed} duplicate={merging.duplicate} /> : null}
    </Stack>
  );
}

/** Feed imports create people without an event of their own: say where one came from rather than nothing. */
function historyWhenEmpty(entity: Pick<EntityDetail, 'createdBy' | 'createdAt'>): string {
  return entity.createdBy ? 'No changes recorded yet.' : `Added from a feed on ${dateOf(entity.createdAt)}. No changes since.`;
}

/** A merged one's page: where its links went, named once that one is loaded. */
function MergedInto({ id }: { id: string }) {
  const kept = useEntity(id);
  return (
    <Alert color="orange" variant="light" title="Merged into another person or topic" role="status">
      <Text size="sm">
        Its links now belong to {kept.data ? kept.data.name : 'the one it was merged into'}.{' '}
        {/* The sentence's own colour, underlined: the console's violet on orange was too faint to read. */}
        <AnchorLink to="/ops/entity/$id" params={{ id }} fw={600} c="inherit" underline="always">
          {kept.data ? `Go to ${kept.data.name}` : 'Go to the one it was merged into'}
        </AnchorLink>
      </Text>
    </Alert>
  );
}
