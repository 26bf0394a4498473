import { ApiError } from './api-client';

/** The API names bad fields in error.details as [{ field, message }]; forms show each next to its input. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const details = (error.body as { error?: { details?: unknown } } | undefined)?.error?.details;
  if (!Array.isArray(details)) return {};
  const errors: Record<string, string> = {};
  for (const detail of details as { field?: unknown; message?: unknown }[]) {
    if (typeof detail.field === 'string' && typeof detail.message === 'string' && !errors[detail.field]) {
      errors[detail.field] = detail.message;
    }
  }
  return errors;
}

/** The record the API sent back with a 412: what is saved now. */
export function currentRecordOf<Record>(error: unknown): Record | null {
  if (!(error instanceof ApiError) || error.status !== 412) return null;
  const details = (error.body as { error?: { details?: { current?: unknown } } } | undefined)?.error?.details;
  return (details?.current as Record | undefined) ?? null;
}

export function errorMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong. Try again.';
}

/** Turns openapi-fetch's { data, error } into the data, or an ApiError carrying the body. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok || result.data === undefined) throw new ApiError(result.response.status, result.error);
  return result.data;
}
