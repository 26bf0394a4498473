import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppBindings } from './context.js';
import { errorBody, validationDetails } from './errors.js';
import { PerMethodRouter } from './per-method-router.js';

/**
 * Every router is made here so invalid input answers the same 400 body everywhere,
 * naming the bad fields.
 */
export function createRouter() {
  return new OpenAPIHono<AppBindings>({
    router: new PerMethodRouter(),
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json(errorBody('invalid_request', 'The request is invalid', validationDetails(result.error)), 400);
      }
    },
  });
}
