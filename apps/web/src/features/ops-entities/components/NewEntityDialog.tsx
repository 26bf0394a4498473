import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import type { EntityKind } from '@soundbites/api-types';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-context';
import { ENTITY_KIND_OPTIONS } from '../../../lib/entity-kinds';
import { entityLink } from '../../../lib/ops-links';
import { useCreateEntity } from '../api/entities-api';

/** The API's limit on a name. */
const MAX_NAME_LENGTH = 300;

/** Names a new entity and its kind, then opens its page to describe and link it. */
export function NewEntityDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateEntity();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<EntityKind>('person');
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const nameProblem =
    trimmed === '' ? 'Give it a name.' : trimmed.length > MAX_NAME_LENGTH ? `At most ${MAX_NAME_LENGTH} characters.` : null;

  const close = () => {
    create.reset();
    setTouched(false);
    onClose();
  };
  const submit = () => {
    setTouched(true);
    if (nameProblem) return;
    create.mutate(
      { name: trimmed, kind },
      {
        onSuccess: (entity) => {
          setName('');
          close();
          void navigate(entityLink(entity.id));
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Add a person or topic" centered>
      <Stack gap="sm" component="form" onSubmit={(event) => (event.preventDefault(), submit())}>
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
        {create.isError ? (
          <Alert color="red" variant="light" role="alert" title="Nothing was created">
            {errorMessage(create.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
