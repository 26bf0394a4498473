import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { EntityKind, EntityListItem } from '@soundbites/api-types';
import { useNavigate } from '@tanstack/react-router';
import { MAIN_CONTENT_ID } from '@soundbites/config';
import { focusOnceDialogGoes } from '../../../lib/focus-place';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { errorMessage } from '../../../lib/api-context';
import { AnchorLink } from '../../../components/AnchorLink';
import { ENTITY_KIND_OPTIONS, entityKindLabel } from '../../../lib/entity-kinds';
import { entityWhereabouts } from '../../../lib/entity-whereabouts';
import { entityLink } from '../../../lib/ops-links';
import { useCreateEntity, useFindSameName } from '../api/entities-api';

/** The API's limit on a name. */
const MAX_NAME_LENGTH = 300;
const NO_NAMESAKES = { name: '', found: [] };
/** How long typing pauses before the name is looked up. */
const NAMESAKE_CHECK_DELAY_MS = 400;

/** Names a new entity and its kind, then opens its page to describe and link it. */
export function NewEntityDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateEntity();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<EntityKind>('person');
  const [touched, setTouched] = useState(false);
  const findSameName = useFindSameName();
  // Namesakes found, with the name they were found for: shown while that is the name in the box.
  const [namesakes, setNamesakes] = useState<{ name: string; found: EntityListItem[] }>(NO_NAMESAKES);
  const [checking, setChecking] = useState(false);
  // As the API stores it: spaces inside the name run together, so "Ada  Quill" is found as the "Ada Quill" already here.
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const nameProblem =
    trimmed === '' ? 'Give it a name.' : trimmed.length > MAX_NAME_LENGTH ? `At most ${MAX_NAME_LENGTH} characters.` : null;
  // Said while typing, once the name settles: a namesake is news before Create is pressed.
  const [settledName] = useDebouncedValue(nameProblem ? '' : trimmed, NAMESAKE_CHECK_DELAY_MS);
  const sameName = namesakes.name === trimmed ? namesakes.found : [];
  useEffect(() => {
    if (settledName === '') return;
    let stale = false;
    findSameName(settledName).then(
      (found) => !stale && setNamesakes({ name: settledName, found }),
      // Not knowing is no reason to stop anyone: Create checks again.
      () => undefined,
    );
    return () => {
      stale = true;
    };
  }, [settledName, findSameName]);

  const close = () => {
    create.reset();
    setTouched(false);
    setName('');
    setNamesakes(NO_NAMESAKES);
    onClose();
  };
  const createNow = () =>
    create.mutate(
      { name: trimmed, kind },
      {
        // Not closed first: the dialog goes with the list's page, and the focus, in it until then, goes to
        // the new page's main content. Closed first, its focus went back to the list's button as that page
        // was leaving, and at times was lost to the document. Create, disabled while the name was checked
        // and enabled again, may still hold the focus as the page changes: once it goes, main takes it.
        onSuccess: (entity) =>
          void navigate(entityLink(entity.id)).then(() => focusOnceDialogGoes(() => document.getElementById(MAIN_CONTENT_ID)?.focus())),
      },
    );
  const submit = async () => {
    setTouched(true);
    if (nameProblem) return;
    // A second "Ada Quill" is almost always a mistake: say so once, with the way to the first.
    if (sameName.length === 0) {
      setChecking(true);
      const found = await findSameName(trimmed).catch(() => []);
      setChecking(false);
      if (found.length > 0) return setNamesakes({ name: trimmed, found });
    }
    createNow();
  };

  return (
    <Modal opened={opened} onClose={close} title="Add a person or topic" centered>
      <Stack gap="sm" component="form" onSubmit={(event) => (event.preventDefault(), void submit())}>
        <TextInput
          label="Name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={touched ? nameProblem : null}
          withAsterisk
          data-autofocus
        />
        <Select
          label="Kind"
          data={ENTITY_KIND_OPTIONS}
          value={kind}
          allowDeselect={false}
          onChange={(value) => value && setKind(value)}
          // Inside the modal: a dropdown in a portal sits outside the aria-modal dialog, where
          // assistive technology does not reach its options.
          comboboxProps={{ withinPortal: false }}
        />
        {sameName.length > 0 ? (
          <Alert color="yellow" variant="light" title={`“${trimmed}” is already here`} role="status">
            <Stack gap={4}>
              {sameName.map((entity) => (
                <AnchorLink key={entity.id} {...entityLink(entity.id)} size="sm" onClick={close}>
                  {entity.name} ({entityWhereabouts(entity, entityKindLabel(entity.kind).toLowerCase())})
                </AnchorLink>
              ))}
              <Text size="sm">Open it to add links, or create another of the same name anyway.</Text>
            </Stack>
          </Alert>
        ) : null}
        {create.isError ? (
          <Alert color="red" variant="light" role="alert" title="Nothing was created">
            {errorMessage(create.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || checking}>
            {sameName.length > 0 ? 'Create another anyway' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
