import { ApiError } from './api-client';

/** Browser-tab titles: the page first, so tabs stay tellable apart when narrow. */
export function opsTitle(page: string): string {
  return `${page} · Ops · Soundbites`;
}

/** Whether a record could not be loaded because there is none by that id (unknown, or not an id at all). */
export const recordMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** A record page's tab title: the record's name once loaded, what went wrong if it could not be, its kind meanwhile. */
export function recordPageTitle(noun: string, name: string | undefined, error: unknown): string {
  if (name !== undefined) return opsTitle(name);
  if (error) return opsTitle(recordMissing(error) ? `${noun} not found` : `${noun} could not be loaded`);
  return opsTitle(noun);
}
