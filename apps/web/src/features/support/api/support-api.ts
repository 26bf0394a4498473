import { api } from '../../../lib/api';
import type { SupportFieldErrors, SupportRequest } from '../validation';

export type SupportSubmission =
  | { kind: 'sent' }
  | { kind: 'invalid'; fieldErrors: SupportFieldErrors; message: string }
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  | { kind: 'failed'; message: string };

interface ErrorBody {
  error?: { code?: string; message?: string; details?: unknown };
}

const FIELDS = ['email', 'topic', 'message'] as const;

/** The API names bad fields in `details`; accept either `{field: msg}` or `[{path|field, message}]`. */
function fieldErrorsFrom(details: unknown): SupportFieldErrors {
  const errors: SupportFieldErrors = {};
  const entries: [unknown, unknown][] = Array.isArray(details)
    ? details.map((detail: { path?: unknown; field?: unknown; message?: unknown }) => [
        Array.isArray(detail?.path) ? detail.path[0] : (detail?.field ?? detail?.path),
        detail?.message,
      ])
    : typeof details === 'object' && details !== null
      ? Object.entries(details)
      : [];
  for (const [field, message] of entries) {
    const known = FIELDS.find((name) => name === field);
    if (known) errors[known] = typeof message === 'string' ? message : 'Please check this field.';
  }
  return errors;
}

export async function submitSupportRequest(request: SupportRequest): Promise<SupportSubmission> {
  let result;
  try {
    result = await api.POST('/api/support', { body: request });
  } catch {
    return { kind: 'failed', message: 'We could not reach Soundbites. Check your connection and try again.' };
  }
  const { response } = result;
  if (response.ok) return { kind: 'sent' };
  const body = (result.error ?? {}) as ErrorBody;
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('Retry-After'));
    return { kind: 'rate-limited', retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null };
  }
  if (response.status === 400 || response.status === 413) {
    return {
      kind: 'invalid',
      fieldErrors: fieldErrorsFrom(body.error?.details),
      message: body.error?.message ?? 'Some fields need another look.',
    };
  }
  return {
    kind: 'failed',
    message: `We could not send your message (${body.error?.message ?? `error ${response.status}`}). Please try again later.`,
  };
}
