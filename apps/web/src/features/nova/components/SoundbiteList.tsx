import { Button, Card, Center, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import type { NovaSoundbite } from '@soundbites/api-types';
import { useEffect, useRef, type ReactNode } from 'react';
import { usePlayer } from '../player/PlayerProvider';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { AnchorLink } from '../../../components/AnchorLink';
import { SoundbiteCard } from './SoundbiteCard';

interface SoundbiteListProps {
  /** Names the list as a play queue ("feed", "saved", "podcast:<id>", …). */
  source: string;
  label: string;
  items: NovaSoundbite[];
  empty: ReactNode;
  /** The cards' heading level: 2 right under the page's title, 3 (the default) under a section's. */
  titleOrder?: 2 | 3;
  /** Infinite scroll: called when the end of the list comes into view. */
  loadMore?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  /** False on a podcast's own page, where each card repeating the podcast and its Follow button is noise. */
  podcastShown?: boolean;
  /** Each card's quote of what is said, on phones too. */
  quoteOnPhones?: boolean;
}

/** Cards that play as one queue, loading the next page as the last card scrolls into view. */
export function SoundbiteList({
  source,
  label,
  items,
  empty,
  loadMore,
  hasMore,
  titleOrder = 3,
  loadingMore,
  podcastShown = true,
  quoteOnPhones = false,
}: SoundbiteListProps) {
  const { syncList } = usePlayer();
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => syncList(source, items), [syncList, source, items]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || !loadMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);

  if (items.length === 0) return <>{empty}</>;
  return (
    <Stack gap="sm" component="section" aria-label={label}>
      {items.map((soundbite, index) => (
        <SoundbiteCard
          key={soundbite.id}
          soundbite={soundbite}
          source={source}
          list={items}
          index={index}
          podcastShown={podcastShown}
          quoteOnPhones={quoteOnPhones}
          titleOrder={titleOrder}
        />
      ))}
      <div ref={sentinel} />
      {hasMore ? (
        <Center py="sm">
          {loadingMore ? (
            <Loader size="sm" aria-label="Loading more soundbites" />
          ) : (
            <Button variant="subtle" onClick={loadMore}>
              Load more
            </Button>
          )}
        </Center>
      ) : loadMore && items.length > 3 ? (
        // Said only where more were being loaded as the list scrolled: a list shown whole just ends.
        <Text size="sm" c="dimmed" ta="center" py="sm">
          You have reached the end.
        </Text>
      ) : null}
    </Stack>
  );
}

export function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((key) => (
        <Card key={key} withBorder radius="lg" padding="md">
          <Stack gap={8}>
            <Skeleton height={72} width={72} radius="md" />
            <Skeleton height={14} width="70%" />
            <Skeleton height={10} width="40%" />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

export function LoadError({ what, retry }: { what: string; retry: () => void }) {
  return <LoadErrorAlert title={`${what} could not be loaded`} onRetry={retry} />;
}

export function EmptyState({ title, children, onward }: { title: string; children: ReactNode; onward?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        {children}
      </Text>
      {onward ? (
        <Group gap="md" mt="sm">
          {onward}
        </Group>
      ) : null}
    </Card>
  );
}

/** Where to find soundbites from an empty page: the feed and search. */
export function FindSoundbites() {
  return (
    <>
      <AnchorLink to="/nova" size="sm" fw={600}>
        Go to the feed
      </AnchorLink>
      <AnchorLink to="/nova/search" size="sm" fw={600}>
        Search
      </AnchorLink>
    </>
  );
}
