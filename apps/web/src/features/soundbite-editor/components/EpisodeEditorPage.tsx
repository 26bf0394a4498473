import { soundbiteDisplayTitle } from '@soundbites/config';
import { Anchor, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { fieldErrorsOf, errorMessageOf } from '../../../lib/api-errors';
import { AnchorLink } from '../../../components/AnchorLink';
import { RecordLoadError, RecordLoading } from '../../../components/RecordStates';
import { podcastLink } from '../../../lib/ops-links';
import { listLink } from '../../../lib/list-memory';
import { recordPageTitle } from '../../../lib/titles';
import { createSoundbite, useEpisodeLandmarks, useEpisodeTranscript, useOpsEpisode } from '../api/editor-api';
import { clampRange, tidy, type EditRange } from '../range';
import { formatTime } from '../../../lib/time';
import { PeoplePanel } from '../../../components/ops/PeoplePanel';
import type { EpisodeDetail } from '@soundbites/api-types';
import { AuditHistory } from '../../../components/AuditHistory';
import { useAuditHistory } from '../../../lib/audit';
import { EditorMain } from './EditorMain';
import { EpisodeFacts } from './EpisodeFacts';
import { titleTooLong } from './TitleField';
import { TYPED_TIMES_PROBLEM } from './TimeInput';
import { WARNING_TEXT } from '../../../lib/colors';
import { TranscriptPanel } from './TranscriptPanel';
import { LeaveGuard } from '../../../components/form/LeaveGuard';
import { StatusBadge } from '../../../components/ops/StatusBadge';
import { useSaveShortcut } from '../../../components/form/useSaveShortcut';

/** Length of the range a new soundbite starts with. */
const NEW_LENGTH_SECONDS = 15;

/** The editor for an episode with no soundbite yet: choose a range, `Create soundbite` saves a draft and opens it. */
export function EpisodeEditorPage({ episodeId, startSeconds }: { episodeId: string; startSeconds: number | undefined }) {
  const episode = useOpsEpisode(episodeId);
  useDocumentTitle(recordPageTitle('Episode', episode.data?.title, episode.error));
  if (episode.isPending) return <RecordLoading label="Loading the episode…" />;
  if (episode.isError) {
    return (
      <RecordLoadError error={episode.error} noun="Episode" id={episodeId}>
        <AnchorLink to="/ops/episodes">All episodes</AnchorLink>
      </RecordLoadError>
    );
  }
  const data = episode.data;
  const duration = data.durationSeconds;
  // A start too near the end (or past it: an old link, a typo) gives the last 15 s rather than a sliver.
  const latestStart = duration && duration > 0 ? Math.max(0, duration - NEW_LENGTH_SECONDS) : Number.POSITIVE_INFINITY;
  const start = Math.min(startSeconds ?? 0, latestStart);
  const initial = clampRange({ start, end: tidy(start + NEW_LENGTH_SECONDS) }, duration, 'end');
  return (
    <NewSoundbite
      key={`${episodeId}-${start}`}
      episode={{
        id: data.id,
        title: data.title,
        podcastId: data.podcast.id,
        podcastTitle: data.podcast.title,
        audioUrl: data.enclosureUrl,
        durationSeconds: duration,
      }}
      people={data.people}
      existing={data.soundbites}
      initial={initial}
      detail={data}
    />
  );
}

interface NewSoundbiteProps {
  episode: { id: string; title: string; podcastId: string; podcastTitle: string; audioUrl: string | null; durationSeconds: number | null };
  people: { entityId: string; name: string; role: string; imageUrl: string | null }[];
  existing: { id: string; title: string; startSeconds: number; durationSeconds: number; status: string }[];
  initial: EditRange;
  /** The whole record, for what the page tells about the episode. */
  detail: EpisodeDetail;
}

function NewSoundbite({ episode, people, existing, initial, detail }: NewSoundbiteProps) {
  const history = useAuditHistory('episode', episode.id);
  const navigate = useNavigate();
  const transcript = useEpisodeTranscript(episode.id);
  const landmarks = useEpisodeLandmarks(episode.id, null);
  const [range, setRange] = useState(initial);
  const [title, setTitle] = useState('');
  const [creating, setCreating] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // A Start or End the box could not take is not in the range: creating now would store another one.
  const [typedTimesProblem, setTypedTimesProblem] = useState(false);
  const edited = title.trim() !== '' || range.start !== initial.start || range.end !== initial.end;
  const createBlocked = titleTooLong(title) || typedTimesProblem;
  // Ctrl+S creates it, as it saves on every other editor's page.
  useSaveShortcut(() => void create(), !creating && !createBlocked);

  async function create() {
    setCreating(true);
    setErrors({});
    setFormError(null);
    try {
      const created = await createSoundbite(episode.id, { title, ...range });
      await navigate({ to: '/ops/soundbite/$id', params: { id: created.id } });
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors({ title: byField.title ?? '', start: byField.startSeconds ?? '', end: byField.durationSeconds ?? '' });
      setFormError(errorMessageOf(error));
      setCreating(false);
    }
  }

  return (
    <Stack gap="lg">
      {/* Leaving once it is being created is going to it. */}
      <LeaveGuard when={edited && !creating} lost="This soundbite is not created yet. Leave, and the range and title you chose are lost." />
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          <Anchor component={Link} {...listLink('/ops/episodes')} size="sm">
            Episodes
          </Anchor>{' '}
          ·{' '}
          <AnchorLink {...podcastLink(episode.podcastId)} size="sm">
            {episode.podcastTitle}
          </AnchorLink>
        </Text>
        {/* The page is the episode's (as its tab says); what it is for comes under its title. */}
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {episode.title.trim() || 'Untitled episode'}
        </Title>
        <Text c="dimmed">A new soundbite from this episode: choose its range on the waveform, with the times or on the transcript.</Text>
      </Stack>
      <Grid gap="lg">
        <EditorMain
          episode={episode}
          range={range}
          onRangeChange={setRange}
          errors={{ start: errors.start || undefined, end: errors.end || undefined, title: errors.title || undefined }}
          title={title}
          onTitleChange={setTitle}
          fallback={soundbiteDisplayTitle('', episode.title)}
          formError={formError}
          onTypedTimesProblemChange={setTypedTimesProblem}
          landmarks={landmarks}
          actions={
            <Group gap="xs">
              <Button onClick={() => void create()} loading={creating} disabled={createBlocked}>
                Create soundbite
              </Button>
              <Text size="sm" c={typedTimesProblem ? WARNING_TEXT : 'dimmed'} role="status" aria-live="polite">
                {typedTimesProblem ? TYPED_TIMES_PROBLEM : 'Saved as a draft; publish it from its page.'}
              </Text>
            </Group>
          }
          transcript={
            <TranscriptPanel
              segments={transcript.data?.segments}
              listed={transcript.data?.listed}
              loading={transcript.isPending}
              range={range}
              durationSeconds={episode.durationSeconds}
              onRangeChange={setRange}
            />
          }
        />
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="existing-heading">
              <Title order={2} size="h4" id="existing-heading" mb="xs">
                Soundbites of this episode
              </Title>
              {existing.length === 0 ? (
                <Text size="sm" c="dimmed">
                  None yet.
                </Text>
              ) : (
                <Stack gap={4}>
                  {/* Each with its range and status: which moments are taken, and which of them listeners hear. */}
                  {existing.map((soundbite) => (
                    <Group key={soundbite.id} gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/ops/soundbite/$id" params={{ id: soundbite.id }} />}>
                          {soundbiteDisplayTitle(soundbite.title, episode.title)}
                        </Anchor>
                        <Text size="xs" ff="monospace" c="dimmed">
                          {formatTime(soundbite.startSeconds)}–{formatTime(tidy(soundbite.startSeconds + soundbite.durationSeconds))}
                        </Text>
                      </Stack>
                      <StatusBadge status={soundbite.status} />
                    </Group>
                  ))}
                </Stack>
              )}
            </Card>
            <PeoplePanel people={people} title="People in this episode" />
            <EpisodeFacts episode={detail} />
            <AuditHistory history={history} whenEmpty="Imported from its feed; not changed here since." />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
