import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from '@hono/zod-openapi';

/** The one error shape every endpoint answers with. */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'not_found' }),
      message: z.string().openapi({ example: 'Soundbite not found' }),
      details: z.unknown().optional(),
    }),
  })
  .openapi('Error');

export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);
export const badRequest = (message: string, details?: unknown) => new ApiError(400, 'invalid_request', message, details);
export const conflict = (message: string, details?: unknown) => new ApiError(409, 'conflict', message, details);

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** Turns zod issues into `details` that name each bad field. */
export function validationDetails(error: z.ZodError) {
  return error.issues.map((issue) => ({
    field: issue.path.join('.') || '(body)',
    message: issue.message,
  }));
}

export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError) {
    return c.json(errorBody(err.code, err.message, err.details), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 413 ? 'payload_too_large' : status === 401 ? 'unauthorized' : 'http_error';
    return c.json(errorBody(code, err.message || 'Request failed'), status);
  }
  if (err instanceof SyntaxError) {
    return c.json(errorBody('invalid_json', 'Request body is not valid JSON'), 400);
  }
  console.error(err);
  return c.json(errorBody('internal_error', 'Something went wrong on our side'), 500);
}
