import type { AccountDeletion } from '@soundbites/api-types';
import { ApiError } from '../../../lib/api-client';
import type { AppApiClient } from '../../../lib/api-context';

export type DeletionResult = { kind: 'deleted'; deletion: AccountDeletion } | { kind: 'needs-recent-sign-in' };

function errorCode(error: unknown): string | null {
  const body: unknown = error instanceof ApiError ? (error.body as unknown) : error;
  const code = (body as { error?: { code?: unknown } } | undefined)?.error?.code;
  return typeof code === 'string' ? code : null;
}

/**
 * Asks the API to delete the account. It answers 200 (all gone) or 202 (data gone, the
 * sign-in account retried by the server), or refuses until the user has signed in again.
 */
export async function requestAccountDeletion(client: AppApiClient): Promise<DeletionResult> {
  const result = await client.DELETE('/api/me');
  if (result.data !== undefined) return { kind: 'deleted', deletion: result.data };
  if (result.response.status === 401 && errorCode(result.error) === 'requires_recent_login') return { kind: 'needs-recent-sign-in' };
  throw new ApiError(result.response.status, result.error);
}
