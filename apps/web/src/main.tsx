import './styles/mantine-public.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from './env';
import { auth } from './lib/firebase';
import { applyServerPreload } from './lib/preload';
import { SessionProvider, waitForFirstAuthState } from './lib/session';
import { colorSchemeManager, cssVariablesResolver, theme } from './lib/theme';
import { createAppRouter } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});

// The other pages' component styles load beside the app rather than ahead of the first paint.
const appStyles = import('./styles/mantine-app.css');
const onPublicPage = window.location.pathname === '/' || window.location.pathname === '/share';

/**
 * Hands the main thread back to the browser between the start-up steps, so each runs as a task of
 * its own instead of one long task that would hold up a tap or a scroll on the server's first paint.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app. A function rather than top-level await: a module with top-level await makes the
 * bundler keep every module it shares with a lazy page in a chunk of its own (dozens of small
 * requests, each compressed on its own), instead of merging them into the entry chunk.
 */
async function start() {
  applyServerPreload(queryClient);
  await yieldToBrowser();
  const router = createAppRouter({ auth, staffDomain: env.config.staffEmailDomain, queryClient });

  // Nothing is mounted until the identity provider has first reported the sign-in state. The page's
  // code is loaded meanwhile, so the first render is the whole page: it replaces the server's
  // look-alike in one commit, never with a loading state in between.
  await Promise.all([waitForFirstAuthState(), router.load(), onPublicPage ? null : appStyles]);
  await yieldToBrowser();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const root = createRoot(container);
  // The server's look-alike stays on screen until the whole page is rendered, then is replaced in
  // one commit. On Preact, which the build uses for React, a transition renders at once, in one task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <MantineProvider
          theme={theme}
          colorSchemeManager={colorSchemeManager}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
        >
          <QueryClientProvider client={queryClient}>
            <SessionProvider>
              <RouterProvider router={router} />
            </SessionProvider>
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  );
}

void start();
