import './styles/mantine-public.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from './env';
import { appAuth } from './lib/firebase';
import { renderInStages } from './lib/staged-render';
import { applyServerPreload } from './lib/preload';
import { handOverFromLookalike } from './lib/lookalike-handover';
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
  await yieldToBrowser();
  applyServerPreload(queryClient);
  await yieldToBrowser();
  const auth = appAuth();
  await yieldToBrowser();
  const router = createAppRouter({ auth, staffDomain: env.config.staffEmailDomain, queryClient });
  await yieldToBrowser();

  // Nothing is mounted until the identity provider has first reported the sign-in state. The page's
  // code is loaded meanwhile, so the first render is the whole page: it replaces the server's
  // look-alike in one commit, never with a loading state in between.
  await Promise.all([waitForFirstAuthState(), router.load(), onPublicPage ? null : appStyles]);
  await yieldToBrowser();

  const pageRoot = document.getElementById('root');
  if (!pageRoot) throw new Error('index.html has no #root element');

  // Where the server painted the page, the app renders out of sight in short tasks (its `Staged`
  // parts one per task) while the server's copy stays on screen, then takes its place in one step.
  // Rendering it all at once would hold the main thread for one long task.
  const painted = pageRoot.querySelector('[data-lookalike]') !== null;
  const container = painted ? document.createElement('div') : pageRoot;
  if (painted) {
    renderInStages(() => {
      const focused = document.activeElement;
      pageRoot.replaceWith(container);
      container.id = 'root';
      handOverFromLookalike(pageRoot, container, focused);
    });
  }
  createRoot(container).render(
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
  );
}

void start();
