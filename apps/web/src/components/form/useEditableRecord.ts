import { useCallback, useEffect, useRef, useState } from 'react';
import { currentRecordOf, errorMessageOf, fieldErrorsOf } from '../../lib/api-errors';
import { clearDraft, draftOfAnotherOpenTab, keepTabAlive, loadDraft, releaseDraft, sameValues, saveDraft } from '../../lib/draft-storage';

export interface FieldChange {
  field: string;
  label: string;
  /** What it was when editing began. */
  before: string;
  /** What is saved now (someone else's change). */
  theirs: string;
  /** What this form holds. */
  mine: string;
  /** Whether this form edited the field: if not, saving over keeps theirs. */
  edited: boolean;
}

export interface Conflict<Record> {
  current: Record;
  changes: FieldChange[];
}

export interface EditableRecordOptions<Record, Values extends object> {
  /** Where the draft lives on this device, e.g. "soundbite:abc123". */
  draftKey: string;
  record: Record;
  versionOf: (record: Record) => string;
  toValues: (record: Record) => Values;
  /** Labels and formatting of the fields, in the order a conflict lists them. */
  fields: { [K in keyof Values]: { label: string; format?: (value: Values[K]) => string } };
  /** Sends the values; `version` goes out as If-Match. Throws the client's ApiError on failure. */
  save: (values: Values, version: string) => Promise<Record>;
  /** The saved (or reloaded) record, or the newer one a refused save found, to put in the query cache. */
  onSaved: (record: Record) => void;
  /** API field names that differ from the form's (durationSeconds → end). */
  fieldAliases?: { [apiField: string]: keyof Values };
}

/** The fields `values` changed from `base`. */
export function editedFields<Values extends object>(base: Values, values: Values): Set<keyof Values> {
  return new Set((Object.keys(values) as (keyof Values)[]).filter((key) => !sameValues(values[key], base[key])));
}

/**
 * What saving over a newer version sends: theirs, with only the fields this form edited (since the
 * version it started from) replaced by its own. Resending every field would undo their edits to
 * fields this form never touched, a status included.
 */
export function mergeOver<Values extends object>(base: Values, mine: Values, theirs: Values): Values {
  const merged = { ...theirs };
  for (const key of editedFields(base, mine)) merged[key] = mine[key];
  return merged;
}

/**
 * The one form-with-save pattern of the ops console: values start from the record (or a
 * draft left on this device), unsaved edits are kept as a draft, saving sends the version
 * the edit is based on, a 412 becomes a conflict that lists what changed and lets the user
 * take the saved version or save theirs over it, and a 400 puts each message by its field.
 */
export function useEditableRecord<Record, Values extends object>(options: EditableRecordOptions<Record, Values>) {
  const { draftKey, record, versionOf, toValues } = options;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // A draft another open tab is still editing is left to it: this tab starts from the saved record
  // and says so (restoring it here would present that tab's half-done edits as this page's own).
  const [draftElsewhere] = useState(() => draftOfAnotherOpenTab(loadDraft(draftKey)));
  useEffect(() => keepTabAlive(), []);
  const [state, setState] = useState(() => {
    const draft = draftElsewhere ? null : loadDraft<Values>(draftKey);
    const fresh = toValues(record);
    if (draft && !sameValues(draft.values, fresh)) {
      return { baseVersion: draft.baseVersion, baseValues: draft.baseValues, values: draft.values, restored: true };
    }
    return { baseVersion: versionOf(record), baseValues: fresh, values: fresh, restored: false };
  });
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ [field: string]: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict<Record> | null>(null);

  const savedValues = toValues(record);
  const dirty = !sameValues(state.values, savedValues);

  // A newer record from the server (a refetch, another tab's save) replaces an untouched form.
  const recordVersion = versionOf(record);
  useEffect(() => {
    setState((previous) => {
      if (previous.baseVersion === recordVersion) return previous;
      if (!sameValues(previous.values, previous.baseValues)) return previous;
      const fresh = optionsRef.current.toValues(record);
      return { baseVersion: recordVersion, baseValues: fresh, values: fresh, restored: false };
    });
  }, [recordVersion, record]);

  // Another open tab's unsaved edits of this record are never overwritten by this tab's: while that
  // tab keeps its draft, this one's edits live in the page alone (and the page says so).
  const [draftKept, setDraftKept] = useState(true);
  useEffect(() => {
    if (!dirty) {
      releaseDraft(draftKey);
      setDraftKept(true);
      return;
    }
    const heldElsewhere = draftOfAnotherOpenTab(loadDraft(draftKey));
    if (!heldElsewhere) saveDraft(draftKey, { baseVersion: state.baseVersion, baseValues: state.baseValues, values: state.values });
    setDraftKept(!heldElsewhere);
  }, [dirty, draftKey, state]);

  const setValues = useCallback((update: Partial<Values> | ((values: Values) => Values)) => {
    setState((previous) => ({
      ...previous,
      values: typeof update === 'function' ? update(previous.values) : { ...previous.values, ...update },
    }));
    setFormError(null);
  }, []);

  const describeConflict = useCallback((current: Record, baseValues: Values, values: Values): Conflict<Record> => {
    const { fields } = optionsRef.current;
    const theirs = optionsRef.current.toValues(current);
    const edited = editedFields(baseValues, values);
    const changes: FieldChange[] = [];
    for (const key of Object.keys(fields) as (keyof Values)[]) {
      if (sameValues(theirs[key], baseValues[key])) continue;
      const field = fields[key];
      const show = (value: Values[keyof Values]) => (field.format ? field.format(value) : String(value));
      changes.push({
        field: String(key),
        label: field.label,
        before: show(baseValues[key]),
        theirs: show(theirs[key]),
        mine: show(values[key]),
        edited: edited.has(key),
      });
    }
    return { current, changes };
  }, []);

  const applySaved = useCallback(
    (saved: Record) => {
      const fresh = optionsRef.current.toValues(saved);
      clearDraft(draftKey);
      setState({ baseVersion: optionsRef.current.versionOf(saved), baseValues: fresh, values: fresh, restored: false });
      optionsRef.current.onSaved(saved);
    },
    [draftKey],
  );

  const submit = useCallback(
    async (overrides: Partial<Values> = {}, version?: string): Promise<Record | null> => {
      const values = { ...state.values, ...overrides };
      setSaving(true);
      setFieldErrors({});
      setFormError(null);
      try {
        const saved = await optionsRef.current.save(values, version ?? state.baseVersion);
        setConflict(null);
        applySaved(saved);
        return saved;
      } catch (error) {
        const current = currentRecordOf<Record>(error);
        if (current) {
          // Fields this form did not edit show theirs at once, as saving over theirs would keep them;
          // the edits stay. The base stays the version opened, so a plain Save is refused again
          // until the notice is answered.
          const theirs = optionsRef.current.toValues(current);
          setState((previous) => ({ ...previous, values: mergeOver(state.baseValues, values, theirs) }));
          setConflict(describeConflict(current, state.baseValues, values));
          // The page shows what is saved now (its heading, status, share preview), as after any save;
          // the form keeps this one's edits until the notice is answered.
          optionsRef.current.onSaved(current);
          return null;
        }
        const byField = fieldErrorsOf(error);
        const aliases = optionsRef.current.fieldAliases ?? {};
        const mapped = Object.fromEntries(Object.entries(byField).map(([field, message]) => [String(aliases[field] ?? field), message]));
        setFieldErrors(mapped);
        setFormError(errorMessageOf(error));
        return null;
      } finally {
        setSaving(false);
      }
    },
    [applySaved, describeConflict, state],
  );

  /** Take the version saved elsewhere and drop this form's edits. */
  const takeTheirs = useCallback(() => {
    if (!conflict) return;
    setConflict(null);
    applySaved(conflict.current);
  }, [applySaved, conflict]);

  /** Save this form's edits over the version saved elsewhere, knowingly; fields it did not edit keep theirs. */
  const keepMine = useCallback(async () => {
    if (!conflict) return null;
    const version = optionsRef.current.versionOf(conflict.current);
    const theirs = optionsRef.current.toValues(conflict.current);
    const merged = mergeOver(state.baseValues, state.values, theirs);
    setState((previous) => ({ ...previous, baseVersion: version, baseValues: theirs, values: merged }));
    return submit(merged, version);
  }, [conflict, state.baseValues, state.values, submit]);

  const discard = useCallback(() => {
    clearDraft(draftKey);
    const fresh = optionsRef.current.toValues(record);
    setState({ baseVersion: optionsRef.current.versionOf(record), baseValues: fresh, values: fresh, restored: false });
    setFieldErrors({});
    setFormError(null);
  }, [draftKey, record]);

  return {
    values: state.values,
    setValues,
    dirty,
    restoredDraft: state.restored && dirty,
    /** Another tab of this browser has unsaved edits of this record (kept there, not here). */
    draftElsewhere: draftElsewhere && !dirty,
    /** This tab's unsaved edits are kept as this device's draft: not while another open tab keeps its own. */
    draftKept,
    saving,
    fieldErrors,
    formError,
    conflict,
    submit,
    takeTheirs,
    keepMine,
    discard,
  };
}
