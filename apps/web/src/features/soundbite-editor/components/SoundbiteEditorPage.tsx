import { soundbiteDisplayTitle } from '@soundbites/config';
import { Anchor, Badge, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { AuditHistory } from '../../../components/AuditHistory';
import { EditNotices, lostOnLeaving, unsavedNote } from '../../../components/form/EditNotices';
import { EDITOR_ROOT } from '../../../components/form/editor-focus';
import { DiscardChanges } from '../../../components/form/DiscardChanges';
import { LeaveGuard } from '../../../components/form/LeaveGuard';
import { useEditableRecord } from '../../../components/form/useEditableRecord';
import { useSaveShortcut } from '../../../components/form/useSaveShortcut';
import { AnchorLink } from '../../../components/AnchorLink';
import { RecordLoadError, RecordLoading } from '../../../components/RecordStates';
import { useAuditHistory } from '../../../lib/audit';
import { WARNING_TEXT } from '../../../lib/colors';
import { useTakeFocusIfLost } from '../../../lib/focus-lost';
import { episodeLink, podcastLink } from '../../../lib/ops-links';
import { listLink } from '../../../lib/list-memory';
import { usePageCommands } from '../../../lib/page-commands';
import { recordPageTitle } from '../../../lib/titles';
import {
  saveSoundbite,
  useEpisodeTranscript,
  useEpisodeLandmarks,
  useOpsSoundbite,
  useSetSoundbiteCache,
  type SoundbiteDetail,
  type SoundbiteStatus,
  type SoundbiteValues,
} from '../api/editor-api';
import { useEditorCommands } from '../editor-commands';
import { backwardsRangeProblem, tidy } from '../range';
import { speakersInRange } from '../people';
import { formatTime } from '../../../lib/time';
import { DeleteSoundbite } from './DeleteSoundbite';
import { SoundbitePeople } from './SoundbitePeople';
import { SharePanel } from './SharePanel';
import { EditorMain } from './EditorMain';
import { TranscriptPanel } from './TranscriptPanel';
import { titleTooLong } from './TitleField';
import { TYPED_TIMES_PROBLEM } from './TimeInput';

export function SoundbiteEditorPage({ id }: { id: string }) {
  const query = useOpsSoundbite(id);
  // Deleted, the page leaves for the list. The page, not the editor, does it: a refetch after the
  // delete may swap the editor for a loading or error state, and an effect of the editor's would then
  // never run. The editor's effects (its leave guard let go) run before this one.
  const [deleted, setDeleted] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    // Replacing its page: Back would open a page that is gone.
    if (deleted) void navigate({ ...listLink('/ops/soundbites'), replace: true });
  }, [deleted, navigate]);
  useDocumentTitle(
    recordPageTitle('Soundbite', query.data ? soundbiteDisplayTitle(query.data.title, query.data.episode.title) : undefined, query.error),
  );
  if (query.isPending) return <RecordLoading label="Loading the soundbite…" />;
  if (query.isError) {
    return (
      <RecordLoadError error={query.error} noun="Soundbite" id={id}>
        <AnchorLink to="/ops/soundbites">All soundbites</AnchorLink>
      </RecordLoadError>
    );
  }
  return <SoundbiteEditor key={id} soundbite={query.data} deleted={deleted} onDeleted={() => setDeleted(true)} />;
}

const STATUS_COLORS: Record<SoundbiteStatus, string> = { draft: 'gray', published: 'teal', hidden: 'orange' };

const toValues = (soundbite: SoundbiteDetail): SoundbiteValues => ({
  title: soundbite.title,
  start: soundbite.startSeconds,
  end: tidy(soundbite.startSeconds + soundbite.durationSeconds),
  status: soundbite.status,
});

function SoundbiteEditor({ soundbite, deleted, onDeleted }: { soundbite: SoundbiteDetail; deleted: boolean; onDeleted: () => void }) {
  const setCache = useSetSoundbiteCache();
  const transcript = useEpisodeTranscript(soundbite.episode.id);
  const history = useAuditHistory('soundbite', soundbite.id);
  const [savedNote, setSavedNote] = useState('');
  // Save (or Publish, or Hide) is disabled once its work is saved, and its focus would drop to the page:
  // the note saying what was saved takes it, and Tab goes on from there.
  const savedNoteRef = useRef<HTMLParagraphElement>(null);
  useTakeFocusIfLost(savedNoteRef, savedNote !== '');
  const form = useEditableRecord<SoundbiteDetail, SoundbiteValues>({
    draftKey: `soundbite:${soundbite.id}`,
    record: soundbite,
    versionOf: (record) => record.updatedAt,
    toValues,
    fields: {
      title: { label: 'Title', format: (title) => title || '(untitled)' },
      start: { label: 'Start', format: formatTime },
      end: { label: 'End', format: formatTime },
      status: { label: 'Status' },
    },
    save: (values, version) => saveSoundbite(soundbite.id, values, version),
    onSaved: setCache,
    // Start and End are merged one by one when saving over another's version: the length sent is
    // worked out from the merged pair, so moving only the start keeps the end someone else set.
    fieldAliases: { startSeconds: 'start', durationSeconds: 'end' },
  });
  const { values } = form;
  // A Start or End the box could not take is not in the values: saving them would store another range.
  const [typedTimesProblem, setTypedTimesProblem] = useState(false);
  const rangeProblem = backwardsRangeProblem(values);
  const blocked = form.saving || titleTooLong(values.title) || typedTimesProblem || rangeProblem !== null;
  const fallback = soundbiteDisplayTitle('', soundbite.episode.title);
  const landmarks = useEpisodeLandmarks(soundbite.episode.id, soundbite.id);

  async function save(overrides: Partial<SoundbiteValues> = {}) {
    setSavedNote('');
    const saved = await form.submit(overrides);
    if (saved) setSavedNote(overrides.status ? `Saved and ${overrides.status === 'published' ? 'published' : 'hidden'}.` : 'Saved.');
    else void history.refetch();
  }
  useSaveShortcut(() => void save(), form.dirty && !blocked);
  // Already published, Save is what puts edits live: a second way to do that only puzzles.
  const canPublish = !blocked && values.status !== 'published';
  const canHide = !blocked && values.status !== 'hidden';
  usePageCommands(
    useEditorCommands({
      save: (overrides) => void save(overrides),
      canSave: form.dirty && !blocked,
      canPublish,
      canHide,
      shareUrl: soundbite.shareUrl,
    }),
  );
  // Saving over another's version says so once it is done, as a save does.
  async function keepMine() {
    setSavedNote('');
    const saved = await form.keepMine();
    if (saved) setSavedNote('Saved over the other version.');
    return saved;
  }

  return (
    <Stack gap="lg" {...EDITOR_ROOT}>
      <LeaveGuard when={form.dirty && !deleted} lost={lostOnLeaving(form)} />
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          <Anchor component={Link} {...listLink('/ops/soundbites')} size="sm">
            Soundbites
          </Anchor>{' '}
          ·{' '}
          <AnchorLink {...podcastLink(soundbite.podcast.id)} size="sm">
            {soundbite.podcast.title}
          </AnchorLink>{' '}
          ·{' '}
          <AnchorLink {...episodeLink(soundbite.episode.id)} size="sm">
            {soundbite.episode.title.trim() || 'Untitled episode'}
          </AnchorLink>
        </Text>
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {soundbiteDisplayTitle(soundbite.title, soundbite.episode.title)}
          </Title>
          <Badge color={STATUS_COLORS[soundbite.status]} variant="light" size="lg">
            {soundbite.status}
          </Badge>
          {/* The default variant: gray's outline is 3.2:1 on white. */}
          <Badge variant="default">{soundbite.source === 'feed' ? 'from the feed' : 'by staff'}</Badge>
        </Group>
      </Stack>

      <EditNotices
        form={{ ...form, keepMine }}
        problem={
          rangeProblem ? 'Your edits and theirs together make a range that ends before it starts: set Start or End, then save yours.' : null
        }
        restoredText="Your edits from before the page was closed are back. Save them, or discard to see the saved version."
        savedBy={history.data?.[0]?.actorEmail}
      />

      <Grid gap="lg">
        <EditorMain
          episode={soundbite.episode}
          range={{ start: values.start, end: values.end }}
          onRangeChange={(range) => form.setValues(range)}
          errors={rangeProblem ? { ...form.fieldErrors, end: rangeProblem } : form.fieldErrors}
          title={values.title}
          onTitleChange={(title) => form.setValues({ title })}
          fallback={fallback}
          formError={Object.keys(form.fieldErrors).length === 0 ? form.formError : null}
          onTypedTimesProblemChange={setTypedTimesProblem}
          landmarks={landmarks}
          actions={
            <Group gap="xs" wrap="wrap">
              <Button
                onClick={() => void save()}
                loading={form.saving}
                disabled={!form.dirty || titleTooLong(values.title) || typedTimesProblem || rangeProblem !== null}
              >
                Save
              </Button>
              <Button variant="light" color="teal" onClick={() => void save({ status: 'published' })} disabled={!canPublish}>
                Publish
              </Button>
              <Button variant="light" color="orange" onClick={() => void save({ status: 'hidden' })} disabled={!canHide}>
                Hide
              </Button>
              {form.dirty && <DiscardChanges onDiscard={form.discard} disabled={form.saving} />}
              <Text
                size="sm"
                c={form.dirty || typedTimesProblem ? WARNING_TEXT : 'dimmed'}
                role="status"
                aria-live="polite"
                ref={savedNoteRef}
                tabIndex={-1}
              >
                {typedTimesProblem ? TYPED_TIMES_PROBLEM : form.dirty ? unsavedNote(form) : savedNote}
              </Text>
            </Group>
          }
          transcript={
            <TranscriptPanel
              segments={transcript.data?.segments}
              listed={transcript.data?.listed}
              loading={transcript.isPending}
              range={{ start: values.start, end: values.end }}
              durationSeconds={soundbite.episode.durationSeconds}
              onRangeChange={(next) => form.setValues(next)}
            />
          }
        />
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <SharePanel soundbite={soundbite} />
            <SoundbitePeople
              soundbiteId={soundbite.id}
              people={soundbite.people}
              speakers={speakersInRange(
                transcript.data?.segments ?? [],
                { start: values.start, end: values.end },
                soundbite.people.map((person) => person.name),
              )}
            />
            <AuditHistory history={history} />
            {soundbite.source === 'staff' ? (
              <DeleteSoundbite
                soundbite={soundbite}
                onDeleted={() => {
                  // Its edits go with it: no draft is kept, and leaving does not ask.
                  form.discard();
                  onDeleted();
                }}
              />
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
