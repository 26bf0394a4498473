import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../features/auth/components/SignInPage';
import { parseSignInSearch } from '../../features/auth/search-params';

export const Route = createFileRoute('/nova/auth')({
  staticData: { title: 'Sign in to Nova', description: 'Sign in to Nova, the Soundbites listener app.' },
  validateSearch: parseSignInSearch,
  component: NovaSignIn,
});

function NovaSignIn() {
  const { redirect } = Route.useSearch();
  return <SignInPage area="nova" redirect={redirect} />;
}
