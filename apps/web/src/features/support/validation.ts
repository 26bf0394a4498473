import { EMAIL_ADDRESS_PATTERN } from '@soundbites/config';

export const SUPPORT_TOPICS = [
  { value: 'account', label: 'My account' },
  { value: 'content', label: 'A podcast or soundbite' },
  { value: 'bug', label: 'Something is broken' },
  { value: 'other', label: 'Something else' },
] as const;

export type SupportTopic = (typeof SUPPORT_TOPICS)[number]['value'];

export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 5000;

export interface SupportRequestDraft {
  email: string;
  topic: string;
  message: string;
}

export interface SupportRequest {
  email: string;
  topic: SupportTopic;
  message: string;
}

export type SupportFieldErrors = Partial<Record<keyof SupportRequestDraft, string>>;

function isTopic(value: string): value is SupportTopic {
  return SUPPORT_TOPICS.some((topic) => topic.value === value);
}

export function validateSupportRequest(
  draft: SupportRequestDraft,
): { ok: true; request: SupportRequest } | { ok: false; errors: SupportFieldErrors } {
  const errors: SupportFieldErrors = {};
  const email = draft.email.trim();
  const message = draft.message.trim();
  if (!email) errors.email = 'Please enter your e-mail address.';
  else if (!EMAIL_ADDRESS_PATTERN.test(email)) errors.email = 'Please enter a valid e-mail address.';
  if (!isTopic(draft.topic)) errors.topic = 'Please choose what your message is about.';
  if (message.length < MESSAGE_MIN_LENGTH) {
    errors.message = `Please write at least ${MESSAGE_MIN_LENGTH} characters.`;
  } else if (message.length > MESSAGE_MAX_LENGTH) {
    errors.message = `Please keep it under ${MESSAGE_MAX_LENGTH} characters.`;
  }
  if (Object.keys(errors).length > 0 || !isTopic(draft.topic)) return { ok: false, errors };
  return { ok: true, request: { email, topic: draft.topic, message } };
}
