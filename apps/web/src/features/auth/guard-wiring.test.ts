import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { Auth } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeTree } from '../../routeTree.gen';

/**
 * The guard as the router runs it (root beforeLoad): an in-memory router over the real
 * route tree, with a stand-in for the Auth instance (the identity provider's network is
 * all that is replaced; firebase's signOut(auth) calls auth.signOut()).
 */
function setUp(email: string | null, path: string) {
  const auth = {
    currentUser: email === null ? null : { email },
    authStateReady: vi.fn(async () => {}),
    signOut: vi.fn(async function (this: { currentUser: unknown }) {
      this.currentUser = null;
    }),
  };
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { auth: auth as unknown as Auth, staffDomain: 'example.com', queryClient: new QueryClient() },
  });
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  return { auth, router, alert };
}

const href = (router: ReturnType<typeof setUp>['router']) => {
  const { pathname, searchStr } = router.state.location;
  return decodeURIComponent(pathname + searchStr);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('guard wiring in the router', () => {
  it('a listener on an ops page is alerted, signed out and sent to /ops/auth with the original path', async () => {
    const { auth, router, alert } = setUp('a@notexample.com', '/ops/soundbites?status=draft');
    await router.load();
    expect(alert).toHaveBeenCalledWith('Only admins can access ops pages.');
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(href(router)).toBe('/ops/auth?redirect=/ops/soundbites?status=draft');
  });

  it('waits for the sign-in state before deciding', async () => {
    const { auth, router } = setUp('X@EXAMPLE.COM', '/nova');
    await router.load();
    expect(auth.authStateReady).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/nova');
  });

  it('a preload as a listener neither alerts nor signs out', async () => {
    const { auth, router, alert } = setUp('a@example.com.evil.org', '/');
    await router.load();
    await router.preloadRoute({ to: '/ops/podcasts' });
    await router.preloadRoute({ to: '/nova' });
    expect(alert).not.toHaveBeenCalled();
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a signed-out visitor is redirected without an alert', async () => {
    const { auth, router, alert } = setUp(null, '/nova');
    await router.load();
    expect(alert).not.toHaveBeenCalled();
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(href(router)).toBe('/nova/auth?redirect=/nova');
  });
});
