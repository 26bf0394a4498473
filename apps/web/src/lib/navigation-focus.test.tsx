import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  redirect,
  useNavigate,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID } from '@soundbites/config';
import { installNavigationFocus } from './navigation-focus';

/** A Delete button that is disabled while its work runs (dropping the focus), then leaves for another page. */
function DeleteThenLeave() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        setTimeout(() => void navigate({ to: '/terms' }));
      }}
    >
      Delete
    </button>
  );
}

function renderPages(at = '/') {
  const root = createRootRoute({
    component: () => (
      <>
        <nav>
          <Link to="/terms">Header link</Link>
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Outlet />
        </main>
      </>
    ),
  });
  const first = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <Link to="/terms">Link in the page</Link>,
  });
  // Paths of the app's own (the router's types know only those); the pages are stand-ins.
  const deleting = createRoute({ getParentRoute: () => root, path: '/privacy', component: DeleteThenLeave });
  const other = createRoute({ getParentRoute: () => root, path: '/terms', component: () => <h1>Other page</h1> });
  const router = createRouter({
    routeTree: root.addChildren([first, other, deleting]),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  installNavigationFocus(router);
  render(<RouterProvider router={router} />);
  return router;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

describe('installNavigationFocus', () => {
  it('leaves the first page load alone, so the skip link stays the first stop', async () => {
    renderPages();
    await screen.findByRole('link', { name: 'Link in the page' });
    await settle();
    expect(document.body).toHaveFocus();
  });

  it('moves a focus that went with the old page to the new page’s main content', async () => {
    renderPages();
    const link = await screen.findByRole('link', { name: 'Link in the page' });
    link.focus();
    act(() => link.click());
    await screen.findByRole('heading', { name: 'Other page' });
    await waitFor(() => expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus());
  });

  it('keeps a focus that is still on the page', async () => {
    renderPages();
    await screen.findByRole('link', { name: 'Link in the page' });
    const headerLink = screen.getByRole('link', { name: 'Header link' });
    headerLink.focus();
    act(() => headerLink.click());
    await screen.findByRole('heading', { name: 'Other page' });
    await settle();
    expect(headerLink).toHaveFocus();
  });

  it('moves a focus that had dropped already, from a button disabled while it worked, once the page changes', async () => {
    renderPages('/privacy');
    const deleteButton = await screen.findByRole('button', { name: 'Delete' });
    deleteButton.focus();
    act(() => deleteButton.click());
    await screen.findByRole('heading', { name: 'Other page' });
    await waitFor(() => expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus());
  });

  it('returns the focus, on Back, to the control the page was left from', async () => {
    const router = renderPages();
    const link = await screen.findByRole('link', { name: 'Link in the page' });
    link.focus();
    act(() => link.click());
    await screen.findByRole('heading', { name: 'Other page' });
    await waitFor(() => expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus());
    act(() => router.history.back());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Link in the page' })).toHaveFocus());
  });

  it('lets the router load a redirect before the app mounts, as the guard does on a deep link', async () => {
    const root = createRootRoute();
    const guarded = createRoute({
      getParentRoute: () => root,
      path: '/ops',
      beforeLoad: () => {
        throw redirect({ to: '/terms' });
      },
    });
    const signIn = createRoute({ getParentRoute: () => root, path: '/terms' });
    const router = createRouter({
      routeTree: root.addChildren([guarded, signIn]),
      history: createMemoryHistory({ initialEntries: ['/ops'] }),
    });
    installNavigationFocus(router);
    await router.load();
    expect(router.state.location.pathname).toBe('/terms');
  });
});
