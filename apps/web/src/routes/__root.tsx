import { createRootRouteWithContext, Outlet, redirect, useMatches } from '@tanstack/react-router';
import { signOut } from 'firebase/auth';
import { AppLayout } from '../components/AppLayout';
import { decideNavigation } from '../features/auth/guard';
import { rememberRefusedSignIn } from '../features/auth/refused-sign-in';
import { inNovaShell } from '../lib/page-meta';
import { useSession } from '../lib/session';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The root's beforeLoad runs on every navigation, so the guard lives here.
  beforeLoad: async ({ context, location, preload }) => {
    await context.auth.authStateReady();
    const user = context.auth.currentUser;
    const decision = decideNavigation({
      pathname: location.pathname,
      search: location.searchStr,
      user: user ? { email: user.email } : null,
      staffDomain: context.staffDomain,
    });
    if (decision.kind === 'proceed') return;
    // Hover/intent preloads also run beforeLoad: they may follow the redirect but must
    // never alert or sign anyone out.
    if (decision.refusal && !preload) {
      window.alert(decision.refusal.alert);
      rememberRefusedSignIn(user?.email ?? null);
      await signOut(context.auth);
    }
    throw redirect({ to: decision.to, search: { redirect: decision.redirect } });
  },
  component: RootLayout,
});

function RootLayout() {
  const { isStaff } = useSession();
  const ownShell = useMatches({ select: inNovaShell });
  return ownShell && isStaff ? <Outlet /> : <AppLayout />;
}
