import { Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useFeed, useSaved } from '../api/nova-api';
import { EmptyState, FindSoundbites, ListSkeleton, LoadError, SoundbiteList } from './SoundbiteList';

type PagedQuery = ReturnType<typeof useFeed>;

function usePagedItems(query: PagedQuery) {
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return { items, loadMore, hasMore: hasNextPage, loadingMore: isFetchingNextPage };
}

export function FeedPage() {
  const feed = useFeed();
  const paged = usePagedItems(feed);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Nova
        </Title>
        <Text c="dimmed" size="sm">
          Soundbites from the podcasts you follow first, then everything new. Press play and they keep coming.
        </Text>
      </Stack>
      {feed.isPending ? (
        <ListSkeleton label="Loading the feed" />
      ) : feed.isError ? (
        <LoadError what="The feed" retry={() => void feed.refetch()} />
      ) : (
        <SoundbiteList
          source="feed"
          label="Feed"
          titleOrder={2}
          {...paged}
          empty={<EmptyState title="Nothing published yet">When staff publish soundbites, they appear here.</EmptyState>}
        />
      )}
    </Stack>
  );
}

export function SavedPage() {
  const saved = useSaved();
  const paged = usePagedItems(saved);
  // Unsaved ones leave the list at once (Undo brings them back in place).
  const items = useMemo(() => paged.items.filter((soundbite) => soundbite.saved), [paged.items]);
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Saved
      </Title>
      {saved.isPending ? (
        <ListSkeleton label="Loading saved soundbites" />
      ) : saved.isError ? (
        <LoadError what="Saved soundbites" retry={() => void saved.refetch()} />
      ) : (
        <SoundbiteList
          source="saved"
          label="Saved soundbites"
          titleOrder={2}
          {...paged}
          items={items}
          empty={
            <EmptyState title="Nothing saved yet" onward={<FindSoundbites />}>
              Press Save on a soundbite to keep it here.
            </EmptyState>
          }
        />
      )}
    </Stack>
  );
}
