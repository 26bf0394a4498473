import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../features/auth/components/SignInPage';
import { parseSignInSearch } from '../../features/auth/search-params';

export const Route = createFileRoute('/ops/auth')({
  staticData: { title: 'Sign in to Ops', description: 'Sign in to the Soundbites console for staff.' },
  validateSearch: parseSignInSearch,
  component: OpsSignIn,
});

function OpsSignIn() {
  const { redirect } = Route.useSearch();
  return <SignInPage area="ops" redirect={redirect} />;
}
