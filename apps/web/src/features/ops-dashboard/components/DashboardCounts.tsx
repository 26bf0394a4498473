import { Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { ButtonLink } from '../../../components/ButtonLink';
import classes from './Dashboard.module.css';
import type { Dashboard } from '@soundbites/api-types';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { ERROR_TEXT } from '../../../lib/colors';

function CountCard({ label, value, children }: { label: ReactNode; value: number | undefined; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={32} w={80} my={4} />
      ) : (
        <Text fz={30} fw={700} lh={1.3}>
          {value.toLocaleString()}
        </Text>
      )}
      <Group gap="sm" mih={20}>
        {children}
      </Group>
    </Paper>
  );
}

export function DashboardCounts({ counts }: { counts: Dashboard['counts'] | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" className={classes.counts}>
      <CountCard
        label={
          <AnchorLink to="/ops/podcasts" c="dimmed" inherit>
            Podcasts
          </AnchorLink>
        }
        value={counts?.podcasts.total}
      >
        {counts && (
          <>
            <AnchorLink to="/ops/podcasts" search={{ status: 'active' }} size="xs">
              {counts.podcasts.active} active
            </AnchorLink>
            <AnchorLink to="/ops/podcasts" search={{ status: 'paused' }} size="xs" c={counts.podcasts.paused ? undefined : 'dimmed'}>
              {counts.podcasts.paused} paused
            </AnchorLink>
            <AnchorLink to="/ops/podcasts" search={{ status: 'failing' }} size="xs" c={counts.podcasts.failing ? ERROR_TEXT : 'dimmed'}>
              {counts.podcasts.failing} failing
            </AnchorLink>
          </>
        )}
      </CountCard>
      <CountCard
        label={
          <AnchorLink to="/ops/episodes" c="dimmed" inherit>
            Episodes
          </AnchorLink>
        }
        value={counts?.episodes}
      />
      <CountCard
        label={
          <AnchorLink to="/ops/soundbites" c="dimmed" inherit>
            Soundbites
          </AnchorLink>
        }
        value={counts?.soundbites.total}
      >
        {counts &&
          (['published', 'draft', 'hidden'] as const).map((status) => (
            // A count of none is dimmed; the others read as the links they are.
            <AnchorLink
              key={status}
              to="/ops/soundbites"
              search={{ status }}
              size="xs"
              c={counts.soundbites[status] ? undefined : 'dimmed'}
            >
              {counts.soundbites[status]} {status}
            </AnchorLink>
          ))}
      </CountCard>
      <CountCard
        label={
          <AnchorLink to="/ops/episodes" search={{ hasTranscript: true }} c="dimmed" inherit>
            Episodes with a transcript
          </AnchorLink>
        }
        value={counts?.episodesWithTranscript}
      />
      <CountCard
        label={
          <AnchorLink to="/ops/entities" c="dimmed" inherit>
            People and topics
          </AnchorLink>
        }
        value={counts?.entities}
      />
    </SimpleGrid>
  );
}

/** Drafts wait for someone to publish or hide them: the one thing the dashboard asks staff to do. */
export function DraftsToReview({ drafts }: { drafts: number }) {
  if (drafts === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" className={classes.toReview}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          <strong>
            {drafts.toLocaleString()} draft soundbite{drafts === 1 ? '' : 's'}
          </strong>{' '}
          {drafts === 1 ? 'waits' : 'wait'} to be published or hidden.
        </Text>
        <ButtonLink to="/ops/soundbites" search={{ status: 'draft' }} size="compact-sm">
          Review drafts
        </ButtonLink>
      </Group>
    </Paper>
  );
}
