import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  stripSearchParams,
  type AnyRoute,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createApiClient } from '../lib/api-client';
import { ApiClientProvider, type AppApiClient } from '../lib/api-context';
import { theme } from '../lib/theme';

interface OpsPageRoute<S> {
  path: string;
  validateSearch: (raw: Record<string, unknown>) => S;
  defaults?: Record<string, unknown>;
  Page: ComponentType<{ search: S }>;
}

/**
 * Renders one ops page at `url` in a memory router with the page's own search validation,
 * reading from the API at `apiBaseUrl`. Returns the router, to read the URL and history.
 */
export function renderOpsPage<S>(route: OpsPageRoute<S>, url: string, apiBaseUrl: string) {
  window.scrollTo = () => {};
  const client: AppApiClient = createApiClient({ baseUrl: apiBaseUrl, getIdToken: async () => 'test-token' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({ component: Outlet });
  const pageRoute: AnyRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: route.path,
    validateSearch: route.validateSearch,
    ...(route.defaults ? { search: { middlewares: [stripSearchParams(route.defaults)] } } : {}),
    component: function Page() {
      return <route.Page search={pageRoute.useSearch() as S} />;
    },
  });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: rootRoute.addChildren([pageRoute]), history });
  const result = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider value={client}>
          <RouterProvider router={router as never} />
        </ApiClientProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, history, queryClient };
}

/** The current URL's path and search, as the address bar would show it. */
export function currentUrl(router: { state: { location: { href: string } } }): string {
  return router.state.location.href;
}
