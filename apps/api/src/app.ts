import type { HttpBindings } from '@hono/node-server';
import type { ExecutionContext } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { optionalUser, requireStaff, requireUser } from './auth/middleware.js';
import type { ApiEnv, AppDeps } from './lib/context.js';
import { errorBody, handleError } from './lib/errors.js';
import { createRouter } from './lib/router.js';
import { routers } from './routes/index.js';

/** The API as a Hono app: no listening socket, so tests drive it with app.request. */
export function createApp(deps: AppDeps) {
  const app = createRouter();
  app.onError(handleError);
  app.notFound((c) => c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path}`), 404));

  // Only methods that carry a body: no route reads the body of a GET or HEAD, and asking for it
  // would build a whole web Request on every one of them.
  app.on(
    ['POST', 'PUT', 'PATCH', 'DELETE'],
    '/api/*',
    bodyLimit({
      maxSize: deps.env.MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody('payload_too_large', `Request bodies are limited to ${deps.env.MAX_BODY_BYTES} bytes`), 413),
    }),
  );
  for (const protectedPrefix of ['/api/ops', '/api/ops/*', '/api/nova', '/api/nova/*']) {
    app.use(protectedPrefix, requireUser, requireStaff);
  }
  app.use('/api/me', requireUser);
  app.use('/api/me/*', requireUser);
  // Support requests sent while signed in are linked to the user, so deleting the account deletes them.
  app.use('/api/support', optionalUser);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'Firebase ID token',
  });
  for (const router of routers) app.route('/api', router);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Soundbites API',
      version: '1.0.0',
      description:
        'Podcasts, episodes, soundbites, transcripts and people. Endpoints under /ops and /nova need a Firebase ID token of a verified staff e-mail.',
    },
  });
  // Every request gets the dependencies in its env (c.env.deps) as it enters, rather than from a
  // middleware: one link fewer in every route's chain, and a route with no middleware or
  // validation of its own is then a single handler, which Hono calls without composing a chain.
  // The env is built field by field: spreading @hono/node-server's object cost more than the
  // middleware this replaces, and its two fields are the only bindings the API is served with.
  const dispatch = app.fetch;
  app.fetch = (request, env?: Partial<HttpBindings>, executionCtx?: ExecutionContext) => {
    const apiEnv: ApiEnv = { incoming: env?.incoming, outgoing: env?.outgoing, deps };
    return dispatch(request, apiEnv, executionCtx);
  };
  return app;
}
