import { z } from '@hono/zod-openapi';
import { ApiError } from './errors.js';

/**
 * Optimistic concurrency for edits: a record's version is its `updatedAt`, sent back as an
 * entity tag. A write that carries `If-Match` with an older tag is refused with 412 and the
 * current record, so a change saved elsewhere is never overwritten silently.
 */
export const IfMatchHeaderSchema = z.object({
  'if-match': z.string().max(200).optional().openapi({
    description: 'The version the edit is based on: the record’s updatedAt in double quotes, as its ETag. Stale → 412.',
    example: '"2026-01-31T12:00:00.000Z"',
  }),
});

export function versionTag(updatedAt: Date | string): string {
  return `"${typeof updatedAt === 'string' ? updatedAt : updatedAt.toISOString()}"`;
}

/** True when an If-Match or If-None-Match list is `*` or names `etag` (weak tags compare by value). */
export function tagListIncludes(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** True when `If-Match` is absent, `*`, or lists the current tag. */
export function matchesVersion(ifMatch: string | undefined, updatedAt: Date): boolean {
  return ifMatch === undefined || tagListIncludes(ifMatch, versionTag(updatedAt));
}

/** Throws 412 with the current record when the edit was based on an older version. */
export async function assertVersion(ifMatch: string | undefined, updatedAt: Date, current: () => Promise<unknown>): Promise<void> {
  if (matchesVersion(ifMatch, updatedAt)) return;
  throw new ApiError(412, 'precondition_failed', 'This record was changed by someone else since you loaded it', {
    current: await current(),
  });
}

/**
 * The next `updatedAt`: now, but always later than the previous one, so two saves within
 * the same millisecond still get different versions.
 */
export function nextVersion(previous: Date): Date {
  return new Date(Math.max(Date.now(), previous.getTime() + 1));
}
