import type { z } from '@hono/zod-openapi';
import { ErrorBodySchema } from './errors.js';

const ERROR_DESCRIPTIONS = {
  400: 'Invalid input; details name the fields',
  401: 'No valid ID token',
  403: 'Signed in, but not a verified staff e-mail',
  404: 'No such record',
  409: 'Conflicts with the current state',
  412: 'The record changed since the version in If-Match; details.current is the record now',
  413: 'Request body too large',
  422: 'Understood, but the record or remote resource cannot be used for this',
  429: 'Too many requests; retry after the Retry-After seconds',
  502: 'A remote host failed or misbehaved',
  504: 'A remote host did not answer in time',
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** Response entries for error statuses, each with the shared error body schema. */
export function errorResponses<const S extends ErrorStatus[]>(...statuses: S) {
  const entries = statuses.map((status) => [
    status,
    { description: ERROR_DESCRIPTIONS[status], content: { 'application/json': { schema: ErrorBodySchema } } },
  ]);
  return Object.fromEntries(entries) as {
    [K in S[number]]: {
      description: string;
      content: { 'application/json': { schema: typeof ErrorBodySchema } };
    };
  };
}

/** The statuses every staff endpoint can answer before it runs. */
export const STAFF_ERRORS = [401, 403] as const;

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}

/** Marks a route as needing a bearer ID token in the OpenAPI document. */
export const bearerSecurity = [{ bearerAuth: [] }];
