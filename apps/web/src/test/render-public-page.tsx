import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createApiClient } from '../lib/api-client';
import { theme } from '../lib/theme';
import { HomePage } from '../features/home/components/HomePage';
import { PublicApiProvider, type PublicApiClient } from '../lib/public-api';
import { SharePage } from '../features/share/components/SharePage';
import { parseShareSearch } from '../features/share/search-params';

/** jsdom has no scrolling; the router scrolls to the top after each navigation. */
function ignoreScrolling() {
  window.scrollTo = () => {};
}

/** Renders the public pages at `path` in a memory router, reading from the API at `apiBaseUrl`. */
export function renderPublicPage(path: string, apiBaseUrl: string) {
  ignoreScrolling();
  const client: PublicApiClient = createApiClient({ baseUrl: apiBaseUrl, getIdToken: async () => null });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

  const rootRoute = createRootRoute({ component: Outlet });
  const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });
  const shareRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/share',
    validateSearch: parseShareSearch,
    component: function Share() {
      return <SharePage search={shareRoute.useSearch()} />;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([homeRoute, shareRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });

  const result = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <PublicApiProvider value={client}>
          {/* The test router is not the app's registered router; the pages only link between these routes. */}
          <RouterProvider router={router as never} />
        </PublicApiProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router };
}
