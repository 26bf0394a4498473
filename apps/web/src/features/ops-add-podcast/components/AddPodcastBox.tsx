import { Alert, Button, Group, Modal, Paper, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ImportProgress } from '@soundbites/api-types';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { podcastEpisodesLink, podcastLink, podcastSoundbitesLink } from '../../../lib/ops-links';
import { useFeedImport, type FeedImportState } from '../api/feed-import';
import { counted } from '../../../lib/counted';
import { feedUrlProblem } from '../../../lib/feed-url';
import { importFailureReason } from '../import-errors';
import { NewTabLink } from '../../../components/NewTabLink';
import { useTakeFocusIfLost } from '../../../lib/focus-lost';

const STEPS = ['fetching', 'parsing', 'writing', 'transcripts', 'chapters'] as const;
const STEP_LABELS: Record<(typeof STEPS)[number], string> = {
  fetching: 'Fetching the feed',
  parsing: 'Reading the feed',
  writing: 'Writing episodes',
  transcripts: 'Fetching transcripts',
  chapters: 'Fetching chapters',
};

/** "Writing episodes: 120 of 480". */
export function describeProgress(progress: ImportProgress | null): string {
  if (!progress) return 'Starting…';
  const label = STEP_LABELS[progress.phase];
  if (progress.phase === 'parsing' && progress.bytes !== undefined) return `${label} (${formatBytes(progress.bytes)})`;
  if (progress.total !== undefined && progress.done !== undefined)
    return `${label}: ${progress.done.toLocaleString()} of ${progress.total.toLocaleString()}`;
  return label;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** Overall progress: each step a fifth, the counted steps filling their fifth as they go. */
function percent(progress: ImportProgress | null): number {
  if (!progress) return 2;
  const step = STEPS.indexOf(progress.phase);
  const within = progress.total ? (progress.done ?? 0) / progress.total : 0.5;
  return Math.min(100, ((step + within) / STEPS.length) * 100);
}

/** The seconds since it was shown ("12 s"), from the third on: a big feed takes a while, and this says it is still going. */
export function ElapsedTime() {
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = Math.floor((now - started) / 1000);
  // Hidden from screen readers: the live status would tell them every second.
  return (
    <Text size="xs" c="dimmed" aria-hidden style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {seconds < 3 ? null : seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`}
    </Text>
  );
}

type ImportedPodcast = Extract<FeedImportState, { kind: 'done' }>['podcast'];

/** What an import that succeeded did: a podcast added, or one already here fetched again (no second one made). */
const importHeadline = (podcast: ImportedPodcast, created: boolean) =>
  created ? `${podcast.title} added` : `${podcast.title} was already here: fetched again`;

/** What the podcast now holds, and where its feed moved if it did. */
export function importSummary(podcast: ImportedPodcast): string {
  const { episodes, soundbites, episodesWithTranscript } = podcast.counts;
  const moved = podcast.import.movedTo ? ` Its feed has moved: it is fetched from ${podcast.import.movedTo}.` : '';
  // Transcripts the feed lists but that did not arrive, so "0 with a transcript" is not a puzzle.
  const { failed, deferred } = podcast.import.transcripts;
  const notFetched =
    (failed > 0
      ? ` ${counted(failed, 'listed transcript', 'listed transcripts')} could not be fetched: the episodes' pages say why.`
      : '') + (deferred > 0 ? ` ${counted(deferred, 'more transcript comes', 'more transcripts come')} with the next refreshes.` : '');
  return `${counted(episodes, 'episode', 'episodes')} (${episodesWithTranscript.toLocaleString()} with a transcript), ${counted(soundbites, 'soundbite', 'soundbites')}.${notFetched}${moved} `;
}

function notifyFailed(state: Extract<FeedImportState, { kind: 'failed' }>) {
  notifications.show({
    color: 'red',
    title: 'A podcast was not added',
    autoClose: false,
    message: (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {state.message} ({state.feedUrl})
      </Text>
    ),
  });
}

function notifyDone(state: FeedImportState) {
  if (state.kind !== 'done') return;
  const { podcast } = state;
  notifications.show({
    color: 'green',
    title: importHeadline(podcast, state.created),
    autoClose: 12_000,
    message: (
      <Text size="sm">
        {importSummary(podcast)}
        <AnchorLink {...podcastLink(podcast.id)} size="sm">
          Podcast
        </AnchorLink>
        {' · '}
        <AnchorLink {...podcastEpisodesLink(podcast.id)} size="sm">
          Episodes
        </AnchorLink>
        {' · '}
        <AnchorLink {...podcastSoundbitesLink(podcast.id)} size="sm">
          Soundbites
        </AnchorLink>
      </Text>
    ),
  });
}

/** The dashboard's add box: `Feed URL` and `Add podcast`, with the import's progress live below. */
export function AddPodcastBox() {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Add a podcast
        </Title>
        <AddPodcastForm />
      </Stack>
    </Paper>
  );
}

/**
 * `Feed URL` and `Add podcast`, with the import's progress live below and its outcome after.
 * `onAdded` hears of each podcast added (a dialog closes then: the notification names it); in a
 * dialog the field takes the focus as it opens, rather than the dialog's close button.
 */
export function AddPodcastForm({
  onAdded,
  inDialog = false,
  initialFeedUrl = '',
}: {
  onAdded?: () => void;
  inDialog?: boolean;
  /** A feed URL already given (pasted in the command palette): the form waits for Add podcast. */
  initialFeedUrl?: string;
}) {
  const [feedUrl, setFeedUrl] = useState(initialFeedUrl);
  // An import goes on when the form is left (another page, the dialog closed): its outcome is then told
  // in a notification; while the form is shown, the form says it, once. A dialog closes as its podcast
  // is added, so that success is a notification too.
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const { state, start } = useFeedImport((finished) => {
    if (finished.kind === 'done' && (inDialog || !shown.current)) notifyDone(finished);
    if (finished.kind === 'failed' && !shown.current) notifyFailed(finished);
    // The URL stays in the box after a failure, to correct it; a success clears it for the next one.
    if (finished.kind === 'done') {
      setFeedUrl('');
      onAdded?.();
    }
  });
  const running = state.kind === 'running';
  // The box and the button are disabled while it runs: the keyboard goes on from the progress, not the page's top.
  const progress = useRef<HTMLDivElement>(null);
  useTakeFocusIfLost(progress, running);
  // Once added, the progress it was on goes: the keyboard goes on from the outcome and its links. A
  // dialog closes instead, handing the focus back to the button that opened it.
  const added = useRef<HTMLDivElement>(null);
  useTakeFocusIfLost(added, state.kind === 'done' && !inDialog);
  // A URL refused here or by the import is the field's error (said with it, aria-invalid), and the
  // focus goes back to the field to correct it.
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const failed = state.kind === 'failed';
  useEffect(() => {
    if (failed) input.current?.focus();
  }, [failed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = feedUrl.trim();
    const refused = feedUrlProblem(typed);
    setProblem(refused);
    if (refused) input.current?.focus();
    else void start(typed);
  };

  return (
    <Stack gap="sm">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            ref={input}
            data-autofocus={inDialog || undefined}
            label="Feed URL"
            placeholder="https://example.org/podcast/feed.xml"
            type="url"
            value={feedUrl}
            onChange={(event) => setFeedUrl(event.currentTarget.value)}
            disabled={running}
            required
            error={problem ?? (failed ? importFailureReason(state.code) : null)}
            style={{ flex: '1 1 280px' }}
          />
          {/* Level with the box, whose label sits above it. */}
          <Button type="submit" loading={running} mt={25}>
            Add podcast
          </Button>
        </Group>
      </form>
      {running && (
        <Stack gap={6} role="status" aria-live="polite" ref={progress} tabIndex={-1}>
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Text size="sm">{describeProgress(state.progress)}</Text>
            <ElapsedTime />
          </Group>
          <Progress value={percent(state.progress)} animated aria-label="Import progress" />
        </Stack>
      )}
      {state.kind === 'failed' && !problem && (
        <Alert color="red" variant="light" title="Not added" role="alert">
          <Text size="sm">{state.message}</Text>
          {state.existingPodcastId ? (
            <AnchorLink {...podcastLink(state.existingPodcastId)} size="sm">
              Open the podcast already here
            </AnchorLink>
          ) : null}
          <Text size="xs" c="dimmed" mt={4} style={{ wordBreak: 'break-all' }}>
            {state.feedUrl}
          </Text>
        </Alert>
      )}
      {state.kind === 'done' && (
        <Alert color="green" variant="light" title={importHeadline(state.podcast, state.created)} role="status" ref={added} tabIndex={-1}>
          <Text size="sm">
            {importSummary(state.podcast)}
            <AnchorLink {...podcastLink(state.podcast.id)}>Open the podcast</AnchorLink>, see its{' '}
            <AnchorLink {...podcastEpisodesLink(state.podcast.id)}>episodes</AnchorLink> or{' '}
            <AnchorLink {...podcastSoundbitesLink(state.podcast.id)}>its soundbites</AnchorLink>.
          </Text>
        </Alert>
      )}
      {state.kind === 'idle' && (
        <Text size="xs" c="dimmed">
          RSS or Atom with the Podcasting 2.0 namespace: soundbites, transcripts, people and chapters come with it.{' '}
          <NewTabLink href="https://podcastindex.org/namespace/1.0" size="xs">
            About the namespace
          </NewTabLink>
        </Text>
      )}
    </Stack>
  );
}

/**
 * "Add a podcast" as a dialog: the Podcasts list's button opens it, and so does the command palette
 * anywhere in the console (it
loads this module, which the dashboard and the list have already split off: no chunk of its own). It closes once the podcast is added (the notification names it and links
 * to it); a refusal stays open beside the URL to correct.
 */
export function AddPodcastDialog({ opened, onClose, feedUrl }: { opened: boolean; onClose: () => void; feedUrl?: string | undefined }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add a podcast" size="lg">
      <AddPodcastForm onAdded={onClose} inDialog {...(feedUrl ? { initialFeedUrl: feedUrl } : {})} />
    </Modal>
  );
}
