import { pageTitle } from '@soundbites/config';
import { Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { PageMessage } from '../../../components/PageMessage';
import { isNotFound } from '../../../lib/public-api';
import type { ReactNode } from 'react';

/** A page-sized message with a way home: not found, bad links, missing parameters. */
export function ShareMessage({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  // The tab says what went wrong too, not just the site's name, like every other page's tab.
  useDocumentTitle(pageTitle(title));
  return (
    <PageMessage
      title={title}
      standalone
      actions={
        <>
          {action}
          <Button component={Link} to="/" variant={action ? 'default' : 'filled'}>
            Go to the home page
          </Button>
        </>
      }
    >
      {children}
    </PageMessage>
  );
}

/** The page itself could not be loaded: a page of its own (heading, tab title, the way home), with Try again first. */
export function ShareLoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <ShareMessage title={`This ${what} could not be loaded`} action={<Button onClick={onRetry}>Try again</Button>}>
      Something went wrong on our side or with your connection. Try again in a moment.
    </ShareMessage>
  );
}

/**
 * A share page's record until it is in: the skeleton while it loads, "not available" when it is gone
 * (or never was), and the load error with Try again otherwise.
 */
export function ShareRecordState({
  query,
  what,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  what: 'soundbite' | 'episode' | 'podcast';
}) {
  if (query.isPending) return <ShareSkeleton />;
  if (isNotFound(query.error)) {
    return (
      <ShareMessage title={`This ${what} is not available`}>
        It may have been taken down, or the link may be incomplete. There are more moments to hear on the home page.
      </ShareMessage>
    );
  }
  return <ShareLoadError what={what} onRetry={() => void query.refetch()} />;
}

export function ShareSkeleton() {
  return (
    <Card withBorder radius="lg" padding="xl" maw={760} mx="auto" w="100%" aria-busy="true" aria-label="Loading">
      <Group gap="lg" wrap="nowrap" align="flex-start">
        <Skeleton height={120} width={120} radius="md" />
        <Stack gap={10} style={{ flex: 1 }}>
          <Skeleton height={12} width="30%" />
          <Skeleton height={26} width="85%" />
          <Skeleton height={14} width="60%" />
        </Stack>
      </Group>
      <Group gap="sm" mt="xl" wrap="nowrap">
        <Skeleton height={44} width={44} circle />
        <Skeleton height={8} style={{ flex: 1 }} />
      </Group>
    </Card>
  );
}
