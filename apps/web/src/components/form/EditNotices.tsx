import { Alert, Group, Text } from '@mantine/core';
import { useRef } from 'react';
import { ConflictNotice } from './ConflictNotice';
import { DiscardChanges } from './DiscardChanges';
import { useFocusFirstFieldOnLeave } from './editor-focus';
import type { Conflict } from './useEditableRecord';

interface EditNoticesProps<Record> {
  /** The state of a `useEditableRecord` form. */
  form: {
    restoredDraft: boolean;
    draftElsewhere?: boolean;
    conflict: Conflict<Record> | null;
    saving: boolean;
    discard: () => void;
    takeTheirs: () => void;
    keepMine: () => Promise<unknown>;
  };
  /** What the restored-draft notice says after its title (each editor words its way back). */
  restoredText: string;
  /** Who saved the other version, if known. */
  savedBy?: string | null;
  /** Why the form cannot be saved as it stands (shown in the conflict notice, whose Save mine waits for it). */
  problem?: string | null;
}

/** What an editor says of its unsaved changes beside Save: kept as this device's draft, unless another open tab keeps its own. */
export const unsavedNote = (form: { draftKept: boolean }) =>
  form.draftKept ? 'Unsaved changes (kept on this device)' : 'Unsaved changes (not kept: another tab has its own draft of this)';

/** What leaving loses when this tab's changes are not kept; undefined when they are (LeaveGuard then says so). */
export const lostOnLeaving = (form: { draftKept: boolean }) =>
  form.draftKept ? undefined : 'Your changes are not saved, and not kept: another tab of this browser has its own draft of this.';

/** The two notices every stale-write editor shows above its fields: a restored draft, and a refused save. */
export function EditNotices<Record>({ form, restoredText, savedBy, problem }: EditNoticesProps<Record>) {
  return (
    <>
      {form.restoredDraft ? <RestoredDraftNotice text={restoredText} onDiscard={form.discard} /> : null}
      {form.draftElsewhere ? (
        <Alert color="blue" variant="light" title="Open in another tab with unsaved changes">
          <Text size="sm">This page shows the saved version; the changes stay in that tab until it saves or discards them.</Text>
        </Alert>
      ) : null}
      {form.conflict ? (
        <ConflictNotice
          conflict={form.conflict}
          savedBy={savedBy}
          onTakeTheirs={form.takeTheirs}
          onKeepMine={() => void form.keepMine()}
          busy={form.saving}
          problem={problem}
        />
      ) : null}
    </>
  );
}

function RestoredDraftNotice({ text, onDiscard }: { text: string; onDiscard: () => void }) {
  const notice = useRef<HTMLDivElement>(null);
  // Discarding (or saving) the draft removes the notice with its button.
  useFocusFirstFieldOnLeave(notice);
  return (
    <Alert ref={notice} color="blue" variant="light" title="Unsaved changes restored">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{text}</Text>
        {/* Asks first, as Discard changes beside Save does: a draft brought back can be hours of work. */}
        <DiscardChanges label="Discard my changes" inNotice onDiscard={onDiscard} />
      </Group>
    </Alert>
  );
}
