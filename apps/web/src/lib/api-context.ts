import type { paths } from '@soundbites/api-types';
import { createContext, useContext } from 'react';
import { api } from './api';
import { ApiError, type ApiClient } from './api-client';

export type AppApiClient = ApiClient<paths>;

/** The client pages read from; tests provide one pointed at their own server. */
const ApiClientContext = createContext<AppApiClient>(api);
export const ApiClientProvider = ApiClientContext.Provider;

export function useApiClient(): AppApiClient {
  return useContext(ApiClientContext);
}

/** Unknown ids and bad input will not change on a retry; network trouble and 5xx might. */
export function retryTransient(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

/** The data of a result, or an ApiError carrying the API's status and message. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) throw new ApiError(result.response.status, result.error);
  return result.data;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A request the API refused as malformed: sent again, it would be refused again. */
export function isBadRequest(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400;
}

/**
 * The message to show for a failed request: the API's own words when it sent some. A request that
 * never got an answer rejects with the browser's TypeError ("Failed to fetch", "NetworkError when
 * attempting to fetch resource", "Load failed"), words meant for developers.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof TypeError) return 'The server could not be reached. Check your connection.';
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}
