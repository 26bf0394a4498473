import type { EntityDetail } from '@soundbites/api-types';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { EditNotices, lostOnLeaving, unsavedNote } from '../../../components/form/EditNotices';
import { EDITOR_ROOT } from '../../../components/form/editor-focus';
import { DiscardChanges } from '../../../components/form/DiscardChanges';
import { LeaveGuard } from '../../../components/form/LeaveGuard';
import { useEditableRecord } from '../../../components/form/useEditableRecord';
import { useSaveShortcut } from '../../../components/form/useSaveShortcut';
import { useApiClient } from '../../../lib/api-context';
import { ENTITY_KIND_OPTIONS } from '../../../lib/entity-kinds';
import { saveEntity, useEntityChanged, type EntityValues } from '../api/entity-api';
import { entityProblems } from '../validation';

const toValues = (entity: EntityDetail): EntityValues => ({
  name: entity.name,
  kind: entity.kind,
  description: entity.description ?? '',
  imageUrl: entity.imageUrl ?? '',
  href: entity.href ?? '',
});

/** Edits an entity with the console's one save-and-conflict pattern. */
export function EntityForm({ entity, savedBy }: { entity: EntityDetail; savedBy?: string | null | undefined }) {
  const api = useApiClient();
  const changed = useEntityChanged();
  const form = useEditableRecord<EntityDetail, EntityValues>({
    draftKey: `entity:${entity.id}`,
    record: entity,
    versionOf: (record) => record.updatedAt,
    toValues,
    fields: {
      name: { label: 'Name' },
      kind: { label: 'Kind' },
      description: { label: 'Description' },
      imageUrl: { label: 'Image URL' },
      href: { label: 'Web page' },
    },
    save: (values, version) => saveEntity(api, entity.id, values, version),
    onSaved: changed,
  });
  const { values, fieldErrors } = form;
  // Problems show once a save was tried, then follow the typing, as in Add a person or topic.
  const [triedToSave, setTriedToSave] = useState(false);
  const problems = triedToSave ? entityProblems(values) : {};
  // The server's own words still show if it refuses something the form let through.
  const errorOf = (field: keyof EntityValues) => problems[field] ?? fieldErrors[field];
  const inputs = useRef<Partial<Record<keyof EntityValues, HTMLElement | null>>>({});

  async function save() {
    setTriedToSave(true);
    const first = Object.keys(entityProblems(values))[0] as keyof EntityValues | undefined;
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    if (await form.submit()) setTriedToSave(false);
  }
  useSaveShortcut(() => void save(), form.dirty && !form.saving);

  function discard() {
    form.discard();
    setTriedToSave(false);
  }

  return (
    <Stack gap="sm" component="form" {...EDITOR_ROOT} onSubmit={(event) => (event.preventDefault(), void save())}>
      <LeaveGuard when={form.dirty} lost={lostOnLeaving(form)} />
      <EditNotices form={form} restoredText="Your edits from before the page was closed are back." savedBy={savedBy} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Name"
          value={values.name}
          onChange={(e) => form.setValues({ name: e.currentTarget.value })}
          error={errorOf('name')}
          withAsterisk
          ref={(input) => void (inputs.current.name = input)}
        />
        <Select
          label="Kind"
          data={ENTITY_KIND_OPTIONS}
          value={values.kind}
          allowDeselect={false}
          onChange={(kind) => kind && form.setValues({ kind })}
          error={fieldErrors.kind}
        />
        <TextInput
          label="Image URL"
          value={values.imageUrl}
          onChange={(e) => form.setValues({ imageUrl: e.currentTarget.value })}
          error={errorOf('imageUrl')}
          ref={(input) => void (inputs.current.imageUrl = input)}
          placeholder="https://…"
        />
        <TextInput
          label="Web page"
          description="Their website or profile"
          value={values.href}
          onChange={(e) => form.setValues({ href: e.currentTarget.value })}
          error={errorOf('href')}
          ref={(input) => void (inputs.current.href = input)}
          placeholder="https://…"
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        value={values.description}
        onChange={(e) => form.setValues({ description: e.currentTarget.value })}
        error={errorOf('description')}
        ref={(input) => void (inputs.current.description = input)}
        autosize
        minRows={2}
        maxRows={6}
      />
      {form.formError && Object.keys(fieldErrors).length === 0 ? (
        <Alert color="red" variant="light" role="alert">
          {form.formError}
        </Alert>
      ) : null}
      <Group gap="xs">
        <Button type="submit" loading={form.saving} disabled={!form.dirty}>
          Save
        </Button>
        {form.dirty && <DiscardChanges onDiscard={discard} disabled={form.saving} />}
        <Text size="sm" c={form.dirty ? 'orange.7' : 'dimmed'} role="status">
          {form.dirty ? unsavedNote(form) : ''}
        </Text>
      </Group>
    </Stack>
  );
}
