import { Alert, Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSession } from '../../../lib/session';
import { useTakeFocusIfLost } from '../../../lib/focus-lost';
import { submitSupportRequest } from '../api/support-api';
import { clearSupportDraft, loadSupportDraft, saveSupportDraft } from '../draft';
import {
  MESSAGE_MAX_LENGTH,
  SUPPORT_TOPICS,
  validateSupportRequest,
  type SupportFieldErrors,
  type SupportRequestDraft,
} from '../validation';

const TOPIC_OPTIONS = [{ value: '', label: 'Choose a topic', disabled: true }, ...SUPPORT_TOPICS];

function rateLimitText(retryAfterSeconds: number | null): string {
  if (!retryAfterSeconds) return 'You have sent several messages in a short time. Please wait a few minutes and try again.';
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export function ContactForm() {
  const { user } = useSession();
  // What was typed survives a look at another page and back, or a reload, in this tab.
  const [draft, setDraft] = useState<SupportRequestDraft>(() => loadSupportDraft() ?? { email: user?.email ?? '', topic: '', message: '' });
  const [fieldErrors, setFieldErrors] = useState<SupportFieldErrors>({});
  const submission = useMutation({ mutationFn: submitSupportRequest });
  const fieldRefs = {
    email: useRef<HTMLInputElement>(null),
    topic: useRef<HTMLSelectElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };

  // The signed-in address, once the session is known, fills a box left empty.
  const signedInEmail = user?.email ?? null;
  useEffect(() => {
    if (signedInEmail) setDraft((current) => (current.email.trim() ? current : { ...current, email: signedInEmail }));
  }, [signedInEmail]);

  useEffect(() => {
    if (draft.topic || draft.message.trim()) saveSupportDraft(draft);
    else clearSupportDraft();
  }, [draft]);

  const showErrors = (errors: SupportFieldErrors) => {
    setFieldErrors(errors);
    // The first field to correct gets the focus, so its explanation is read out with it.
    const first = (['email', 'topic', 'message'] as const).find((field) => errors[field]);
    if (first) fieldRefs[first].current?.focus();
  };

  const update = (field: keyof SupportRequestDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    // The server's verdict was about what was sent: it no longer holds once the form changes.
    if (submission.data?.kind === 'invalid') submission.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const validation = validateSupportRequest(draft);
    if (!validation.ok) {
      showErrors(validation.errors);
      return;
    }
    submission.mutate(validation.request, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'invalid') showErrors(outcome.fieldErrors);
        if (outcome.kind === 'sent') clearSupportDraft();
      },
    });
  };

  const outcome = submission.data;
  if (outcome?.kind === 'sent') {
    const writeAnother = () => {
      setDraft((current) => ({ ...current, topic: '', message: '' }));
      submission.reset();
      // The notice and its button go: the form's first field to fill takes the focus.
      requestAnimationFrame(() => fieldRefs.topic.current?.focus());
    };
    return <SentNotice email={draft.email.trim()} onWriteAnother={writeAnother} />;
  }

  const length = draft.message.trim().length;
  return (
    <form onSubmit={submit} noValidate aria-label="Contact support">
      <Stack gap="sm">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={draft.email}
          ref={fieldRefs.email}
          error={fieldErrors.email}
          onChange={(event) => update('email')(event.currentTarget.value)}
        />
        <NativeSelect
          label="Topic"
          required
          data={TOPIC_OPTIONS}
          value={draft.topic}
          ref={fieldRefs.topic}
          error={fieldErrors.topic}
          onChange={(event) => update('topic')(event.currentTarget.value)}
        />
        <Textarea
          label="Message"
          required
          autosize
          minRows={5}
          maxRows={14}
          value={draft.message}
          ref={fieldRefs.message}
          error={fieldErrors.message}
          description={
            <Text component="span" size="xs" c={length > MESSAGE_MAX_LENGTH ? 'red' : 'dimmed'}>
              {length} / {MESSAGE_MAX_LENGTH} characters
            </Text>
          }
          onChange={(event) => update('message')(event.currentTarget.value)}
        />
        {outcome?.kind === 'rate-limited' ? (
          <Alert color="yellow" variant="light" role="alert" title="Please slow down">
            {rateLimitText(outcome.retryAfterSeconds)}
          </Alert>
        ) : null}
        {outcome?.kind === 'invalid' && Object.values(outcome.fieldErrors).every((message) => !message) ? (
          <Alert color="red" variant="light" role="alert">
            {outcome.message}
          </Alert>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <Alert color="red" variant="light" role="alert">
            {outcome.message}
          </Alert>
        ) : null}
        <Button type="submit" loading={submission.isPending} fullWidth>
          Send message
        </Button>
      </Stack>
    </form>
  );
}

/** The form's place once it is sent: the Send button went with it, so the focus comes here. */
function SentNotice({ email, onWriteAnother }: { email: string; onWriteAnother: () => void }) {
  const notice = useRef<HTMLDivElement>(null);
  useTakeFocusIfLost(notice);
  return (
    <Alert ref={notice} tabIndex={-1} color="teal" variant="light" title="Thank you, your message is on its way" role="status">
      <Stack gap="sm" align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          We will reply to {email}.
        </Text>
        <Group gap="xs">
          <Button component={Link} to="/" variant="default">
            Go to the home page
          </Button>
          <Button variant="subtle" onClick={onWriteAnother}>
            Write another message
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
