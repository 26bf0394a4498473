import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../features/auth/components/SignInPage';
import { parseSignInSearch } from '../../features/auth/search-params';

export const Route = createFileRoute('/nova/auth')({
  // In the site's shell even for staff: right after signing in, Nova's shell must not frame
  // this page (remounting it) while the page asked for loads.
  staticData: { title: 'Sign in to Nova', description: 'Sign in to Nova, the Soundbites listener app.', shell: 'site' },
  validateSearch: parseSignInSearch,
  component: NovaSignIn,
});

function NovaSignIn() {
  const { redirect } = Route.useSearch();
  return <SignInPage area="nova" redirect={redirect} />;
}
