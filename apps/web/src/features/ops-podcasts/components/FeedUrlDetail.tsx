import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PodcastDetail } from '@soundbites/api-types';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { NewTabLink } from '../../../components/NewTabLink';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-context';
import { feedUrlProblem } from '../../../lib/feed-url';
import { podcastLink } from '../../../lib/ops-links';
import { useChangeFeedUrl, useRefreshPodcast } from '../api/podcasts-api';
import { Detail } from './Detail';
import { importTally } from '../../../lib/import-tally';

/** "The host answered HTTP 404" → "The host answered HTTP 404." */
const asSentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** Whether the new address was refused only because its feed has another title, which staff may accept. */
const titleDiffers = (error: unknown) =>
  error instanceof ApiError && (error.body as { error?: { code?: unknown } } | undefined)?.error?.code === 'feed_title_differs';

/** The podcast a refused address belongs to (podcast_already_added), to open it. */
function podcastAlreadyThere(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const id = (error.body as { error?: { details?: { podcastId?: unknown } } } | undefined)?.error?.details?.podcastId;
  return typeof id === 'string' ? id : null;
}

/**
 * The podcast's feed URL, to open or copy, and to change when the feed moved without saying so
 * (a feed that redirects for good or names its new address is followed by refreshes on their
 * own). A new address is saved, then fetched at once, and each step says how it went.
 */
export function FeedUrlDetail({ podcast }: { podcast: PodcastDetail }) {
  const [editing, setEditing] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    // Back where the change began, once the form is gone (saved or cancelled).
    if (wasEditing.current && !editing) changeButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  // Here rather than in the form, which is gone by the time the fetch answers; reported by the
  // refresh's own callbacks, so the notification is settled even if staff leave the page meanwhile.
  const notificationId = `feed-url-${podcast.id}`;
  const refresh = useRefreshPodcast({
    onSuccess: (result) =>
      notifications.update({
        id: notificationId,
        loading: false,
        color: 'green',
        title: 'Feed URL changed',
        message: `Fetched from the new address: ${importTally(result.import.stats) ?? 'no new or changed episodes'}.`,
        autoClose: 8_000,
      }),
    onError: (error) =>
      notifications.update({
        id: notificationId,
        loading: false,
        color: 'red',
        title: 'Feed URL changed, but the feed could not be fetched from it',
        message: `${asSentence(errorMessage(error))} The podcast shows as failing until a refresh succeeds; change the address again if it is wrong.`,
        autoClose: false,
      }),
  });
  const fetchFromNewAddress = (feedUrl: string) => {
    notifications.show({
      id: notificationId,
      loading: true,
      title: 'Feed URL changed',
      message: `Fetching the feed from ${feedUrl}…`,
      autoClose: false,
    });
    refresh.mutate(podcast.id);
  };

  if (editing) {
    const onSaved = (feedUrl: string) => {
      setEditing(false);
      fetchFromNewAddress(feedUrl);
    };
    // The whole card's width: the address is long, and its field is named on its own.
    return <ChangeFeedUrlForm podcast={podcast} onSaved={onSaved} onClose={() => setEditing(false)} />;
  }
  return (
    <Detail label="Feed URL">
      <Group gap={4} wrap="wrap" style={{ minWidth: 0 }}>
        <NewTabLink href={podcast.feedUrl} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {podcast.feedUrl}
        </NewTabLink>
        <CopyButton value={podcast.feedUrl}>
          {({ copied, copy }) => (
            // 26 px tall: a finger's target (WCAG 2.5.8 asks 24), where compact-xs was 22.
            <Button
              size="compact-sm"
              variant={copied ? 'light' : 'subtle'}
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={copied ? 'Copied the feed URL' : 'Copy the feed URL'}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button
          ref={changeButton}
          size="compact-sm"
          variant="subtle"
          color="gray"
          onClick={() => setEditing(true)}
          aria-label="Change the feed URL"
        >
          Change
        </Button>
      </Group>
    </Detail>
  );
}

/** `onSaved` hears of the new address once it is saved; `onClose` of a change given up. */
function ChangeFeedUrlForm({
  podcast,
  onSaved,
  onClose,
}: {
  podcast: PodcastDetail;
  onSaved: (feedUrl: string) => void;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState(podcast.feedUrl);
  const [problem, setProblem] = useState<string | null>(null);
  const [existingId, setExistingId] = useState<string | null>(null);
  const [otherTitle, setOtherTitle] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const change = useChangeFeedUrl();

  useEffect(() => {
    // The whole address selected: typing or pasting the new one replaces it.
    input.current?.focus();
    input.current?.select();
  }, []);

  // Each refusal sends the focus back to the field to correct it, once the field takes input again.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0 && !change.isPending) input.current?.focus();
  }, [refusals, change.isPending]);
  const refuse = (message: string, existing: string | null = null, differentTitle = false) => {
    setProblem(message);
    setExistingId(existing);
    setOtherTitle(differentTitle);
    setRefusals((count) => count + 1);
  };
  const save = (feedUrl: string, acceptOtherTitle?: boolean) =>
    change.mutate(
      { id: podcast.id, feedUrl, acceptOtherTitle },
      {
        onSuccess: (saved) => onSaved(saved.feedUrl),
        onError: (error) => refuse(errorMessage(error), podcastAlreadyThere(error), titleDiffers(error)),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const feedUrl = typed.trim();
    const refused = feedUrlProblem(feedUrl);
    if (refused) {
      refuse(refused);
      return;
    }
    if (feedUrl === podcast.feedUrl) {
      refuse('That is the feed URL already. Enter its new address.');
      return;
    }
    save(feedUrl);
  };

  return (
    <form onSubmit={submit} noValidate onKeyDown={(event) => event.key === 'Escape' && !change.isPending && onClose()}>
      <Stack gap={6}>
        <TextInput
          ref={input}
          label="New feed URL"
          description={`Now ${podcast.feedUrl}. For a feed that moved without redirecting or naming its new address (those are followed on their own). The new address must answer with this podcast's feed; it is fetched from there at once.`}
          type="url"
          size="sm"
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            // A refusal was about the address typed before: it goes as this one is typed.
            setProblem(null);
            setExistingId(null);
            setOtherTitle(false);
          }}
          disabled={change.isPending}
          error={problem}
          required
        />
        {existingId ? (
          <AnchorLink {...podcastLink(existingId)} size="sm">
            Open the podcast already there
          </AnchorLink>
        ) : null}
        <Group gap="xs">
          {otherTitle ? (
            // Renamed with the move: the refusal above names both titles, and this takes the new one.
            <Button size="compact-sm" loading={change.isPending} onClick={() => save(typed.trim(), true)}>
              Accept the new title
            </Button>
          ) : (
            <Button type="submit" size="compact-sm" loading={change.isPending}>
              Save and refresh
            </Button>
          )}
          <Button size="compact-sm" variant="default" onClick={onClose} disabled={change.isPending}>
            Cancel
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Episodes and soundbites stay; the old address is kept in the podcast’s history.
        </Text>
      </Stack>
    </form>
  );
}
