import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Auth } from 'firebase/auth';
import { RouteError } from './components/RouteError';
import { browserRecoveryEnvironment, clearChunkReloadFlag, recoverFromChunkLoadError } from './lib/chunk-reload';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  auth: Auth;
  staffDomain: string;
  queryClient: QueryClient;
}

export function createAppRouter(context: RouterContext) {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
    // Every failed route load or render reaches this one handler, including a page chunk
    // that can no longer be fetched after a deploy.
    defaultOnCatch: (error) => {
      recoverFromChunkLoadError(error, browserRecoveryEnvironment());
    },
  });
  // "Ready" means a navigation resolved without an errored match; clearing the flag after a
  // failed load would allow a reload loop.
  router.subscribe('onResolved', () => {
    if (!router.state.matches.some((match) => match.status === 'error')) clearChunkReloadFlag(window.localStorage);
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
