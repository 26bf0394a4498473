import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { PodcastArt } from '../../../components/PodcastArt';
import { undoAbout, useFollows, useSetFollowing } from '../api/nova-api';
import { FollowButton } from './SoundbiteCard';
import { EmptyState, FindSoundbites, ListSkeleton, LoadError } from './SoundbiteList';
import { useOfferUndo } from './UndoProvider';

export function FollowingPage() {
  const follows = useFollows();
  const setFollowing = useSetFollowing();
  const offerUndo = useOfferUndo();
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Following
      </Title>
      {follows.isPending ? (
        <ListSkeleton label="Loading followed podcasts" />
      ) : follows.isError ? (
        <LoadError what="Followed podcasts" retry={() => void follows.refetch()} />
      ) : follows.data.length === 0 ? (
        <EmptyState title="You follow no podcasts yet" onward={<FindSoundbites />}>
          Press Follow on a soundbite and that podcast’s soundbites come first in your feed.
        </EmptyState>
      ) : (
        <Stack gap="sm" component="section" aria-label="Followed podcasts">
          {follows.data.map((podcast, index) => (
            <Card key={podcast.id} withBorder radius="lg" padding="md" component="article" aria-label={podcast.title}>
              <Group gap="md" wrap="nowrap">
                <PodcastArt imageUrl={podcast.imageUrl} podcastTitle={podcast.title} size={56} />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  {/* Up to three lines: beside the button a phone leaves room for about a dozen letters on one. */}
                  <AnchorLink to="/nova/podcast/$id" params={{ id: podcast.id }} fw={600} lineClamp={3}>
                    {podcast.title}
                  </AnchorLink>
                  {podcast.author ? (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {podcast.author}
                    </Text>
                  ) : null}
                </Stack>
                <FollowButton
                  podcastTitle={podcast.title}
                  following
                  onClick={() => {
                    setFollowing.mutate({ podcast, following: false });
                    offerUndo(
                      `Unfollowed ${podcast.title}`,
                      () => setFollowing.mutate({ podcast, following: true, index }),
                      undoAbout.following(podcast.id),
                    );
                  }}
                />
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
