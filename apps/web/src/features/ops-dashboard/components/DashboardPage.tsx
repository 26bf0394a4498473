import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useDocumentTitle } from '@mantine/hooks';
import { errorMessage } from '../../../lib/api-context';
import { opsTitle } from '../../../lib/titles';
import { useDashboard } from '../api/dashboard-api';
import { FailingFeeds, RecentAudit, RecentImports } from './DashboardActivity';
import { DashboardCounts, DraftsToReview } from './DashboardCounts';

/**
 * `addPodcast`: the box that adds a podcast by its feed URL, first on the page; `addPodcastAgain`:
 * the same as a dialog, given the URL of an import that failed before it became a podcast.
 */
export function DashboardPage({
  addPodcast,
  addPodcastAgain,
}: {
  addPodcast: ReactNode;
  addPodcastAgain: (feedUrl: string, onClose: () => void) => ReactNode;
}) {
  useDocumentTitle(opsTitle('Dashboard'));
  const dashboard = useDashboard();
  const [tryingAgain, setTryingAgain] = useState<string | null>(null);
  const data = dashboard.data;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 26, sm: 30 }}>
        Ops dashboard
      </Title>
      {addPodcast}
      {dashboard.isError && !data ? (
        <Alert color="red" variant="light" title="Could not load the dashboard" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(dashboard.error)}</Text>
            <Button color="red" variant="light" onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          {data && <DraftsToReview drafts={data.counts.soundbites.draft} />}
          <DashboardCounts counts={data?.counts} />
          {data && (
            // Each panel as tall as its own rows: an empty one does not stretch beside a long one.
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
              <FailingFeeds feeds={data.failingFeeds} />
              <RecentImports imports={data.recentImports} quietChecks={data.quietChecks} onTryAgain={setTryingAgain} />
            </SimpleGrid>
          )}
          {data && <RecentAudit events={data.recentAudit} />}
          {tryingAgain ? addPodcastAgain(tryingAgain, () => setTryingAgain(null)) : null}
        </>
      )}
    </Stack>
  );
}
