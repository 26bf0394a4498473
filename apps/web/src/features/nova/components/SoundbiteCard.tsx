import { ActionIcon, Button, Card, Group, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import type { NovaSoundbite } from '@soundbites/api-types';
import { soundbiteDisplayTitle } from '@soundbites/config';
import { useEffect, useRef, useState } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { PodcastArt } from '../../../components/PodcastArt';
import { formatClock, formatRange } from '../../../components/player/range';
import { fullEpisodeLink } from '../../../lib/share-links';
import { useReturnHere } from '../return-here';
import { undoAbout, useSetFollowing, useSetSaved } from '../api/nova-api';
import { usePlayer } from '../player/PlayerProvider';
import { rangeOf } from '../player/queue';
import { useOfferUndo } from './UndoProvider';
import { BookmarkIcon, CheckIcon, PauseIcon, PlayIcon, PlusIcon, ShareIcon } from './icons';
import { RangeBadge } from '../../../components/player/RangeBadge';
import classes from './NovaLayout.module.css';
import { useFocusWhen } from '../../../lib/focus-when';

interface SoundbiteCardProps {
  soundbite: NovaSoundbite;
  /** The list this card is in, which becomes the play queue. */
  source: string;
  list: NovaSoundbite[];
  index: number;
  /** The podcast's name and Follow button (left out on the podcast's own page). */
  podcastShown?: boolean;
  /** The quote of what is said, on phones too (search results, which may match by it). */
  quoteOnPhones?: boolean;
  /** Its title's heading level, under the page's or a section's heading. */
  titleOrder?: 2 | 3;
}

async function share(url: string, title: string): Promise<'shared' | 'copied' | 'failed'> {
  try {
    if (navigator.share) {
      await navigator.share({ title, url });
      return 'shared';
    }
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch (cause) {
    // Closing the share sheet is not a failure.
    if (cause instanceof DOMException && cause.name === 'AbortError') return 'shared';
    return 'failed';
  }
}

/** Marks a card's Play/Pause button, for the focus to follow the player from one to the next. */
const CARD_PLAY = 'data-card-play';

export function SoundbiteCard({
  soundbite,
  source,
  list,
  index,
  podcastShown = true,
  quoteOnPhones = false,
  titleOrder = 3,
}: SoundbiteCardProps) {
  const player = usePlayer();
  const setSaved = useSetSaved();
  const setFollowing = useSetFollowing();
  const offerUndo = useOfferUndo();
  const [shareNote, setShareNote] = useState<'copied' | 'failed' | null>(null);
  // Refused, the link is put in a box, selected and with the keyboard there: one keystroke copies it.
  const fallbackInput = useFocusWhen<HTMLInputElement>(shareNote === 'failed');
  const title = soundbiteDisplayTitle(soundbite.title, soundbite.episode.title);
  const isCurrent = player.current?.id === soundbite.id;
  const isPlaying = isCurrent && player.playing;
  const playButton = useRef<HTMLButtonElement>(null);
  // The focus follows the player from card to card (the next one playing on, j and k): left on the
  // card before, Space would press its Play and start that one again instead of pausing this one.
  useEffect(() => {
    const focused = document.activeElement;
    if (isCurrent && focused instanceof HTMLElement && focused !== playButton.current && focused.hasAttribute(CARD_PLAY)) {
      playButton.current?.focus({ preventScroll: true });
    }
  }, [isCurrent]);
  // Nova's player stops as the page leaves Nova: the whole episode goes on from where it was, playing if it was.
  const returnHere = useReturnHere();
  const wholeEpisode = returnHere(
    isCurrent
      ? fullEpisodeLink(soundbite.episode, soundbite.startSeconds + player.elapsed, isPlaying)
      : fullEpisodeLink(soundbite.episode, soundbite.startSeconds),
  );
  const range = formatRange(rangeOf(soundbite));
  const { podcast } = soundbite;

  const toggleSaved = () => {
    const saved = !soundbite.saved;
    if (saved) return setSaved.mutate({ soundbite, saved });
    // A failure is reported by the mutation itself; Undo then saves it afresh.
    const removed = setSaved.mutateAsync({ soundbite, saved }).catch(() => null);
    offerUndo(
      `Removed “${title}” from Saved`,
      () => void removed.then((savedAt) => setSaved.mutate({ soundbite, saved: true, savedAt: savedAt ?? undefined })),
      undoAbout.saved(soundbite.id),
    );
  };
  const toggleFollowing = () => {
    const following = !soundbite.followingPodcast;
    setFollowing.mutate({ podcast, following });
    if (!following) {
      offerUndo(`Unfollowed ${podcast.title}`, () => setFollowing.mutate({ podcast, following: true }), undoAbout.following(podcast.id));
    }
  };
  const shareLink = new URL(soundbite.shareUrl, window.location.origin).href;
  const onShare = async () => {
    const outcome = await share(shareLink, title);
    setShareNote(outcome === 'copied' || outcome === 'failed' ? outcome : null);
    if (outcome === 'copied') setTimeout(() => setShareNote(null), 2500);
  };

  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-label={title}
      data-current={isCurrent || undefined}
      className={classes.card}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <PodcastArt imageUrl={soundbite.episode.imageUrl ?? podcast.imageUrl} podcastTitle={podcast.title} size={72} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={titleOrder} fz="md" lh={1.35} lineClamp={2} fs={soundbite.title ? undefined : 'italic'}>
            {title}
          </Title>
          {podcastShown ? (
            <AnchorLink to="/nova/podcast/$id" params={{ id: podcast.id }} size="sm" fw={600} lineClamp={1} className={classes.cardLink}>
              {podcast.title}
            </AnchorLink>
          ) : null}
          {/* The moment in its context: the whole episode on the share page, playing on from here. */}
          <AnchorLink
            {...wholeEpisode}
            size="sm"
            c="dimmed"
            lineClamp={1}
            className={classes.cardLink}
            title="Hear the whole episode from this moment"
            // The link follows the playing moment; its name says so rather than a time that changes every second.
            aria-label={`Whole episode: ${soundbite.episode.title}, from ${isCurrent ? 'where this is playing' : formatClock(soundbite.startSeconds)}`}
          >
            {soundbite.episode.title}
          </AnchorLink>
          <Group gap="xs" mt={2}>
            <RangeBadge range={range} />
            {soundbite.excerpt.text ? (
              <Text size="xs" c="dimmed" lineClamp={1} style={{ flex: 1, minWidth: 0 }} visibleFrom={quoteOnPhones ? undefined : 'sm'}>
                “{soundbite.excerpt.text}”
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Group>
      <Group gap="xs" mt="sm" justify="space-between" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            size={40}
            radius="xl"
            variant={isCurrent ? 'filled' : 'light'}
            className={classes.playButton}
            aria-label={`${isPlaying ? 'Pause' : 'Play'} “${title}”`}
            onClick={() => player.playFromList(source, list, index)}
            ref={playButton}
            {...{ [CARD_PLAY]: '' }}
          >
            {isPlaying ? <PauseIcon /> : <PlayIcon />}
          </ActionIcon>
          <Tooltip label={soundbite.saved ? 'Saved' : 'Save'} withArrow openDelay={400}>
            <ActionIcon
              size={36}
              radius="xl"
              variant={soundbite.saved ? 'light' : 'subtle'}
              color={soundbite.saved ? undefined : 'gray'}
              aria-label={`Save “${title}”`}
              aria-pressed={soundbite.saved}
              onClick={toggleSaved}
            >
              <BookmarkIcon filled={soundbite.saved} />
            </ActionIcon>
          </Tooltip>
          {/* The outcome shows once, in the status line under the card (also what screen readers hear). */}
          <Tooltip label="Share" withArrow openDelay={400}>
            <ActionIcon size={36} radius="xl" variant="subtle" color="gray" aria-label={`Share “${title}”`} onClick={() => void onShare()}>
              <ShareIcon />
            </ActionIcon>
          </Tooltip>
        </Group>
        {podcastShown ? (
          <FollowButton podcastTitle={podcast.title} following={soundbite.followingPodcast} onClick={toggleFollowing} />
        ) : null}
      </Group>
      <div role="status">
        {shareNote === 'copied' ? (
          <Text size="xs" c="dimmed" mt={4}>
            Link copied
          </Text>
        ) : shareNote === 'failed' ? (
          // The browser would not copy: the link itself, to select and copy by hand.
          <Stack gap={4} mt={6}>
            <Text size="xs" c="dimmed">
              Your browser did not let us copy. The link is selected below: copy it yourself (Ctrl+C, or ⌘C on a Mac).
            </Text>
            <TextInput
              size="xs"
              readOnly
              ref={fallbackInput}
              value={shareLink}
              aria-label={`Link to “${title}”`}
              onFocus={(event) => event.currentTarget.select()}
            />
          </Stack>
        ) : null}
      </div>
    </Card>
  );
}

/**
 * A toggle (aria-pressed says whether it is on) whose name begins with the words it shows, "Follow" or
 * "Following", so a voice user says what they see; the podcast's name tells the cards' buttons apart.
 */
export function FollowButton({ podcastTitle, following, onClick }: { podcastTitle: string; following: boolean; onClick: () => void }) {
  return (
    <Button
      size="compact-sm"
      radius="xl"
      variant={following ? 'light' : 'default'}
      leftSection={following ? <CheckIcon /> : <PlusIcon />}
      aria-label={`${following ? 'Following' : 'Follow'} ${podcastTitle}`}
      aria-pressed={following}
      onClick={onClick}
    >
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
