import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Auth } from 'firebase/auth';
import { RouteError } from './components/RouteError';
import { NotFoundPage } from './features/not-found/components/NotFoundPage';
import { installChunkLoadRecovery } from './lib/chunk-reload';
import { installFocusKeeper } from './lib/focus-keeper';
import { installNavigationFocus } from './lib/navigation-focus';
import { installPageMeta } from './lib/page-meta';
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
    // For a route that throws notFound(); unmatched paths are the catch-all route's.
    defaultNotFoundComponent: NotFoundPage,
  });
  installChunkLoadRecovery(router);
  installPageMeta(router);
  installNavigationFocus(router);
  installFocusKeeper();
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

// What a link hands the page it opens without putting it in the address, which others may be sent.
declare module '@tanstack/history' {
  interface HistoryState {
    /** Where in the episode the share page's player begins: the moment the listener came from. */
    startAtSeconds?: number;
    /** It was playing there: the share page's player plays on from it at once. */
    keepPlaying?: boolean;
    /** The page of Nova the share page was opened from, which it offers to go back to. */
    returnTo?: string;
  }
}
